import LockshotLanguage

/// Turns a laid-out presentation into draw operations (SPEC §2 "lower").
///
/// This is the one place points meet device pixels: every frame edge is rounded
/// to the 1/scale grid here, once ("rounding each edge, never a text frame below
/// its measured width"), so layout stays identical at every scale.
package enum Lowering {
    /// Opacity of content in Always-On (luminance reduced) presentations.
    package static let alwaysOnOpacity = 0.6

    /// The display list of `p` at `scale` device pixels per point.
    /// - Parameter debugOverlay: add frames, text baselines, padding, the sensor gap and the 160 pt line.
    /// - Complexity: O(nodes).
    package static func displayList(_ p: LaidOutPresentation, scale: Int, debugOverlay: Bool) -> DisplayList {
        let grid = PixelGrid(scale: scale)
        var operations: [DrawOperation] = [.fill(p.shape, p.background)]
        let content = p.root.children.flatMap { lower($0, grid) }
        let opacity = p.isLuminanceReduced ? alwaysOnOpacity : 1
        operations.append(.group(clip: p.shape, opacity: opacity, content))
        if let keyline = p.keyline {
            operations.append(.stroke(p.shape, keyline, lineWidth: 1))
        }
        if debugOverlay { operations += DebugOverlay.operations(p, grid) }
        return DisplayList(size: p.size, operations: operations, cameraX: p.sensorGap?.midX)
    }

    /// One node and its subtree, in drawing order.
    static func lower(_ node: LaidOutNode, _ grid: PixelGrid) -> [DrawOperation] {
        let frame = grid.round(node.frame)
        let children = { node.children.flatMap { lower($0, grid) } }
        switch node.kind {
        case .text(let text):
            let textFrame = grid.round(node.frame, minimumWidth: text.measured.size.width)
            var drawing = TextDrawing(frame: textFrame, lines: text.measured.lines, font: text.font, color: text.color,
                                      kerning: text.kerning, alignment: text.alignment, underline: text.underline,
                                      strikethrough: text.strikethrough)
            drawing.runs = text.runs
            return [.text(drawing)]
        case .image(let image):
            guard let asset = image.asset else { return [] }
            // lockshot's pixel-art built-ins (Flick's and Pager2077's icons): smoothing them would blur
            // the very pixels they are drawn with, so they always sample nearest.
            let interpolation = asset.isPixelArt ? .none : image.interpolation
            let drawing = DrawOperation.image(ImageDrawing(asset: asset, destination: frame, interpolation: interpolation, tint: image.tint))
            guard let layer = image.secondaryLayer else { return [drawing] }
            return [.image(ImageDrawing(asset: layer.asset, destination: frame, interpolation: interpolation, tint: layer.tint)), drawing]
        case .shape(let shape, let fill, let stroke, let lineWidth):
            var ops: [DrawOperation] = []
            if let fill { ops.append(.fill(shape.path(in: frame), fill)) }
            if let stroke { ops.append(.stroke(shape.path(in: frame), stroke, lineWidth: lineWidth)) }
            return ops
        case .color(let color): return [.fill(.rect(frame), color)]
        case .divider(let color):
            // A hairline: one device pixel thick at any scale, where its frame rounds to none.
            let pixel = 1 / grid.scale
            let line = node.frame.width < node.frame.height
                ? Rect(x: frame.minX, y: frame.minY, width: max(pixel, frame.width), height: frame.height)
                : Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(pixel, frame.height))
            return [.fill(.rect(line), color)]
        case .progress(let fraction, let tint, let track):
            let filled = Rect(x: frame.minX, y: frame.minY, width: grid.snap(frame.width * fraction), height: frame.height)
            return [.fill(.capsule(frame), track), .fill(.capsule(filled), tint)]
        case .hidden, .spacer, .empty: return []
        case .opacity(let opacity): return [.group(clip: nil, opacity: opacity, children())]
        case .clip(let shape): return [.group(clip: shape.path(in: frame), opacity: 1, children())]
        case .border(let color, let width): return children() + [.stroke(.rect(frame), color, lineWidth: width)]
        case .scanlines(let color, let opacity, let spacing):
            return children() + [.scanlines(frame, color, opacity: opacity, spacing: spacing)]
        case .glow(let color, let radius):
            // The glow follows what is drawn (a circle glows round, text glows around its glyphs).
            return [.glow(color, radius: radius, frame: frame, children())]
        case .hstack, .vstack, .zstack, .grid, .padding, .frame, .fixedSize, .layoutPriority, .offset, .background, .overlay,
             .aspectRatio, .annotation:
            return children()
        case .styledShape(let shape): return lowerStyledShape(shape, frame)
        case .effect(let effect): return lowerEffect(effect, frame, children())
        case .gauge(let gauge): return lowerGauge(gauge, frame, grid) + children()
        }
    }
}

/// Rounds points to the device-pixel grid of one scale.
struct PixelGrid {
    let scale: Double
    init(scale: Int) { self.scale = Double(max(1, scale)) }

    func snap(_ value: Double) -> Double {
        value.isFinite ? (value * scale).rounded() / scale : value
    }

    /// Rounds each edge to the nearest device pixel; a text frame is then widened to a whole
    /// pixel past its measured width if rounding made it narrower.
    func round(_ rect: Rect, minimumWidth: Double = 0) -> Rect {
        let minX = snap(rect.minX), minY = snap(rect.minY)
        var maxX = snap(rect.maxX)
        let maxY = snap(rect.maxY)
        if maxX - minX < minimumWidth - 1e-9 { maxX = ((minX + minimumWidth) * scale).rounded(.up) / scale }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
