import LockshotLayout

extension DrawOperation {
    /// The same operation moved by (dx, dy) points, children and clips included.
    func offsetBy(dx: Double, dy: Double) -> DrawOperation {
        switch self {
        case .fill(let shape, let color):
            .fill(shape.offsetBy(dx: dx, dy: dy), color)
        case .stroke(let shape, let color, let lineWidth):
            .stroke(shape.offsetBy(dx: dx, dy: dy), color, lineWidth: lineWidth)
        case .text(var drawing):
            { drawing.frame = drawing.frame.offsetBy(dx: dx, dy: dy); return .text(drawing) }()
        case .image(var drawing):
            { drawing.destination = drawing.destination.offsetBy(dx: dx, dy: dy); return .image(drawing) }()
        case .group(let clip, let opacity, let children):
            .group(clip: clip?.offsetBy(dx: dx, dy: dy), opacity: opacity, children.map { $0.offsetBy(dx: dx, dy: dy) })
        case .scanlines(let rect, let color, let opacity, let spacing):
            .scanlines(rect.offsetBy(dx: dx, dy: dy), color, opacity: opacity, spacing: spacing)
        case .glow(let color, let radius, let frame, let children):
            .glow(color, radius: radius, frame: frame.offsetBy(dx: dx, dy: dy), children.map { $0.offsetBy(dx: dx, dy: dy) })
        case .paint(let shape, let paint, let trim):
            .paint(shape.offsetBy(dx: dx, dy: dy), paint.offsetBy(dx: dx, dy: dy), trim: trim)
        case .strokeLine(let shape, let paint, let line, let trim):
            .strokeLine(shape.offsetBy(dx: dx, dy: dy), paint.offsetBy(dx: dx, dy: dy), line, trim: trim)
        case .shadow(let color, let radius, let offset, let frame, let children):
            .shadow(color, radius: radius, offset: offset, frame: frame.offsetBy(dx: dx, dy: dy),
                    children.map { $0.offsetBy(dx: dx, dy: dy) })
        case .blur(let radius, let frame, let children):
            .blur(radius: radius, frame: frame.offsetBy(dx: dx, dy: dy), children.map { $0.offsetBy(dx: dx, dy: dy) })
        case .transform(let transform, let children):
            .transform(transform.offsetBy(dx: dx, dy: dy), children.map { $0.offsetBy(dx: dx, dy: dy) })
        case .masked(let paint, let children):
            .masked(paint.offsetBy(dx: dx, dy: dy), children.map { $0.offsetBy(dx: dx, dy: dy) })
        case .backdropBlur(let shape, let radius):
            .backdropBlur(shape.offsetBy(dx: dx, dy: dy), radius: radius)
        }
    }
}

extension ShapePath {
    /// The same shape moved by (dx, dy) points.
    func offsetBy(dx: Double, dy: Double) -> ShapePath {
        switch self {
        case .rect(let r): .rect(r.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let r, let radius): .roundedRect(r.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case .ellipse(let r): .ellipse(r.offsetBy(dx: dx, dy: dy))
        case .capsule(let r): .capsule(r.offsetBy(dx: dx, dy: dy))
        case .path(let r, let data): .path(r.offsetBy(dx: dx, dy: dy), data)  // the data is relative to the frame
        }
    }
}
