import LockshotLanguage

/// Lowering of shapes, styles and effects (issue 14).
extension Lowering {
    /// A styled shape: its fill (a solid color stays a plain `fill`, so older pictures are unchanged),
    /// then its stroke — centered on the outline for `stroke`, inset by half the width for `strokeBorder`.
    static func lowerStyledShape(_ shape: StyledShape, _ frame: Rect) -> [DrawOperation] {
        let path = shape.shape.path(in: frame)
        var ops: [DrawOperation] = []
        if let fill = shape.fill {
            let paint = fill.paint(in: frame)
            if case .solid(let color) = paint, shape.trim == nil {
                ops.append(.fill(path, color))
            } else {
                ops.append(.paint(path, paint, trim: shape.trim))
            }
        }
        if let stroke = shape.stroke {
            let outline = shape.strokeInside ? path.insetBy(shape.line.width / 2) : path
            ops.append(.strokeLine(outline, stroke.paint(in: frame), shape.line, trim: shape.trim))
        }
        return ops
    }

    /// An effect around its content's operations. Effects never move frames: a rotation or scale is
    /// a transform of the drawing only, as in SwiftUI.
    static func lowerEffect(_ effect: VisualEffect, _ frame: Rect, _ children: [DrawOperation]) -> [DrawOperation] {
        switch effect {
        case .shadow(let color, let radius, let x, let y):
            return [.shadow(color, radius: radius, offset: Point(x: x, y: y), frame: frame, children)]
        case .blur(let radius):
            return radius > 0 ? [.blur(radius: radius, frame: frame, children)] : children
        case .rotation(let angle, let anchor):
            return [.transform(.rotation(angle, about: anchor.point(in: frame)), children)]
        case .scale(let x, let y, let anchor):
            return [.transform(.scale(x, y, about: anchor.point(in: frame)), children)]
        case .redacted(let color):
            return mapText(children) { placeholderBars($0, color) }
        case .foreground(let gradient):
            return mapText(children) { [.masked(gradient.paint(in: $0.frame), [.text($0)])] }
        case .backdrop(let radius):
            return [.backdropBlur(.rect(frame), radius: radius)] + children
        }
    }

    /// SwiftUI's placeholder redaction: each line of text becomes a rounded bar of its width, about
    /// as tall as the font's capitals, in the secondary color.
    static func placeholderBars(_ text: TextDrawing, _ color: RGBA) -> [DrawOperation] {
        text.lines.map { line in
            let height = text.font.size * 0.8
            let x: Double = switch text.alignment {
            case .leading: text.frame.minX
            case .center: text.frame.minX + (text.frame.width - line.width) / 2
            case .trailing: text.frame.maxX - line.width
            }
            let bar = Rect(x: x, y: text.frame.minY + line.baseline - text.font.size * 0.72, width: line.width, height: height)
            return .fill(.roundedRect(bar, cornerRadius: height / 4), color)
        }
    }

    /// `ops` with every text operation (at any depth) replaced by `transform` of it.
    static func mapText(_ ops: [DrawOperation], _ transform: (TextDrawing) -> [DrawOperation]) -> [DrawOperation] {
        ops.flatMap { op -> [DrawOperation] in
            switch op {
            case .text(let t): transform(t)
            case .group(let clip, let opacity, let c): [.group(clip: clip, opacity: opacity, mapText(c, transform))]
            case .glow(let color, let radius, let frame, let c): [.glow(color, radius: radius, frame: frame, mapText(c, transform))]
            case .shadow(let color, let radius, let offset, let frame, let c):
                [.shadow(color, radius: radius, offset: offset, frame: frame, mapText(c, transform))]
            case .blur(let radius, let frame, let c): [.blur(radius: radius, frame: frame, mapText(c, transform))]
            case .transform(let m, let c): [.transform(m, mapText(c, transform))]
            case .masked(let paint, let c): [.masked(paint, mapText(c, transform))]
            default: [op]
            }
        }
    }
}
