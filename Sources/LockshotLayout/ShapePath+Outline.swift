#if canImport(Glibc)
import Glibc  // sin, cos, hypot
#else
import Darwin
#endif

/// One piece of a shape's outline, in drawing order.
package enum OutlineSegment: Sendable, Hashable {
    case line(from: Point, to: Point)
    /// An elliptical arc around `center` with radii (rx, ry), from `start` to `end` radians;
    /// angles grow clockwise on screen (y points down), as SwiftUI's and Cairo's do.
    case arc(center: Point, rx: Double, ry: Double, start: Double, end: Double)

    /// The segment's length (an ellipse's arc is measured with its mean radius).
    package var length: Double {
        switch self {
        case .line(let a, let b): hypot(b.x - a.x, b.y - a.y)
        case .arc(_, let rx, let ry, let start, let end): abs(end - start) * (rx + ry) / 2
        }
    }

    package var startPoint: Point { point(at: 0) }
    package var endPoint: Point { point(at: 1) }

    /// The point a fraction `t` of the way along the segment.
    package func point(at t: Double) -> Point {
        switch self {
        case .line(let a, let b): Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .arc(let c, let rx, let ry, let start, let end):
            Point(x: c.x + rx * cos(start + (end - start) * t), y: c.y + ry * sin(start + (end - start) * t))
        }
    }

    /// The part of the segment between fractions `t0` and `t1`.
    package func part(_ t0: Double, _ t1: Double) -> OutlineSegment {
        switch self {
        case .line: .line(from: point(at: t0), to: point(at: t1))
        case .arc(let c, let rx, let ry, let start, let end):
            .arc(center: c, rx: rx, ry: ry, start: start + (end - start) * t0, end: start + (end - start) * t1)
        }
    }
}

extension ShapePath {
    /// The outline as SwiftUI's `Path` draws it, starting where SwiftUI starts (so `trim` keeps the same part):
    /// an ellipse or circle at 3 o'clock, a rectangle at its top-left corner, a rounded rectangle or capsule
    /// where its top edge leaves the top-left corner; all clockwise on screen.
    package var outline: [OutlineSegment] {
        switch self {
        case .rect(let r):
            let tl = Point(x: r.minX, y: r.minY), tr = Point(x: r.maxX, y: r.minY)
            let br = Point(x: r.maxX, y: r.maxY), bl = Point(x: r.minX, y: r.maxY)
            return [.line(from: tl, to: tr), .line(from: tr, to: br), .line(from: br, to: bl), .line(from: bl, to: tl)]
        case .ellipse(let r):
            return [.arc(center: Point(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2, start: 0, end: 2 * .pi)]
        case .roundedRect(let r, let radius):
            return Self.roundedOutline(r, radius: min(max(0, radius), min(r.width, r.height) / 2))
        case .capsule(let r):
            return Self.roundedOutline(r, radius: min(r.width, r.height) / 2)
        case .path(let r, let data):
            // Curves as lines; subpaths one after another (a trim runs through them in order).
            return data.offsetBy(dx: r.minX, dy: r.minY).polylines.flatMap { line in
                let points = line.map { Point(x: $0.x, y: $0.y) }
                return zip(points, points.dropFirst()).compactMap { $0 == $1 ? nil : OutlineSegment.line(from: $0, to: $1) }
            }
        }
    }

    private static func roundedOutline(_ r: Rect, radius: Double) -> [OutlineSegment] {
        guard radius > 0 else { return ShapePath.rect(r).outline }
        let q = Double.pi / 2
        var segments: [OutlineSegment] = []
        func line(_ a: Point, _ b: Point) { if a != b { segments.append(.line(from: a, to: b)) } }
        func arc(_ cx: Double, _ cy: Double, _ start: Double) {
            segments.append(.arc(center: Point(x: cx, y: cy), rx: radius, ry: radius, start: start, end: start + q))
        }
        line(Point(x: r.minX + radius, y: r.minY), Point(x: r.maxX - radius, y: r.minY))
        arc(r.maxX - radius, r.minY + radius, -q)
        line(Point(x: r.maxX, y: r.minY + radius), Point(x: r.maxX, y: r.maxY - radius))
        arc(r.maxX - radius, r.maxY - radius, 0)
        line(Point(x: r.maxX - radius, y: r.maxY), Point(x: r.minX + radius, y: r.maxY))
        arc(r.minX + radius, r.maxY - radius, q)
        line(Point(x: r.minX, y: r.maxY - radius), Point(x: r.minX, y: r.minY + radius))
        arc(r.minX + radius, r.minY + radius, 2 * q)
        return segments
    }

    /// The part of the outline between fractions `from` and `to` of its length (SwiftUI's `trim`):
    /// empty when `to <= from`; the whole outline for 0…1.
    package func trimmedOutline(_ trim: Trim) -> [OutlineSegment] {
        let from = max(0, min(1, trim.from)), to = max(0, min(1, trim.to))
        let segments = outline
        let total = segments.reduce(0) { $0 + $1.length }
        guard to > from, total > 0 else { return [] }
        let start = from * total, end = to * total
        var result: [OutlineSegment] = []
        var position = 0.0
        for segment in segments {
            let length = segment.length
            defer { position += length }
            guard length > 0, position + length > start, position < end else { continue }
            let t0 = max(0, (start - position) / length), t1 = min(1, (end - position) / length)
            result.append(t0 == 0 && t1 == 1 ? segment : segment.part(t0, t1))
        }
        return result
    }

    /// The shape inset by `amount` on every side (radii shrink with it), for `strokeBorder`.
    package func insetBy(_ amount: Double) -> ShapePath {
        switch self {
        case .rect(let r): .rect(r.insetBy(dx: amount, dy: amount))
        case .roundedRect(let r, let radius): .roundedRect(r.insetBy(dx: amount, dy: amount), cornerRadius: max(0, radius - amount))
        case .ellipse(let r): .ellipse(r.insetBy(dx: amount, dy: amount))
        case .capsule(let r): .capsule(r.insetBy(dx: amount, dy: amount))
        case .path: self  // a Path is not an InsettableShape: SwiftUI has no strokeBorder for it
        }
    }
}
