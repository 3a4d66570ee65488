import LockshotLanguage

/// `render --debug`: frames, text baselines, padding, the sensor gap and the 160 pt line.
enum DebugOverlay {
    static let frameColor = RGBA(red: 1, green: 0, blue: 1, alpha: 0.8)
    static let baselineColor = RGBA(red: 0, green: 0.8, blue: 1, alpha: 0.9)
    static let paddingColor = RGBA(red: 1, green: 0.6, blue: 0, alpha: 0.25)
    static let gapColor = RGBA(red: 1, green: 0, blue: 0, alpha: 0.35)
    static let limitColor = RGBA(red: 1, green: 0.2, blue: 0.2, alpha: 1)

    static func operations(_ p: LaidOutPresentation, _ grid: PixelGrid) -> [DrawOperation] {
        let hairline = 1 / grid.scale
        var ops: [DrawOperation] = []
        for node in p.root.children.flatMap(\.allNodes) {
            let frame = grid.round(node.frame)
            switch node.kind {
            case .padding(let insets):
                let inner = Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                 width: frame.width - insets.horizontal, height: frame.height - insets.vertical)
                for band in [Rect(x: frame.minX, y: frame.minY, width: frame.width, height: insets.top),
                             Rect(x: frame.minX, y: inner.maxY, width: frame.width, height: insets.bottom),
                             Rect(x: frame.minX, y: inner.minY, width: insets.leading, height: inner.height),
                             Rect(x: inner.maxX, y: inner.minY, width: insets.trailing, height: inner.height)]
                    where band.width > 0 && band.height > 0 {
                    ops.append(.fill(.rect(band), paddingColor))
                }
            case .text(let text):
                ops.append(.stroke(.rect(frame), frameColor, lineWidth: hairline))
                for line in text.measured.lines {
                    let y = grid.snap(node.frame.minY + line.baseline)
                    ops.append(.fill(.rect(Rect(x: frame.minX, y: y, width: frame.width, height: hairline)), baselineColor))
                }
            case .hstack, .vstack, .zstack, .grid, .image, .shape, .color, .spacer, .divider, .progress:
                ops.append(.stroke(.rect(frame), frameColor, lineWidth: hairline))
            default: break
            }
        }
        if let gap = p.sensorGap { ops.append(.fill(.rect(grid.round(gap)), gapColor)) }
        if p.presentation == .lockScreen || p.presentation == .expanded {
            let y = min(Device.lockScreenHeightRange.upperBound, p.size.height) - hairline
            ops.append(.fill(.rect(Rect(x: 0, y: y, width: p.size.width, height: hairline)), limitColor))
        }
        return ops
    }
}
