#if canImport(Glibc)
import Glibc  // sin, cos, hypot
#else
import Darwin
#endif
import LockshotLanguage

/// What a fill or stroke draws with, geometry in points (absolute, like every display-list coordinate).
package enum Paint: Sendable, Hashable {
    case solid(RGBA)
    case linearGradient([GradientStop], from: Point, to: Point)
    case radialGradient([GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Angles in radians; 0 points to +x and angles grow clockwise (y points down).
    case angularGradient([GradientStop], center: Point, startAngle: Double, endAngle: Double)

    /// The same paint moved by (dx, dy) points.
    package func offsetBy(dx: Double, dy: Double) -> Paint {
        func moved(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        return switch self {
        case .solid: self
        case .linearGradient(let s, let a, let b): .linearGradient(s, from: moved(a), to: moved(b))
        case .radialGradient(let s, let c, let r0, let r1): .radialGradient(s, center: moved(c), startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): .angularGradient(s, center: moved(c), startAngle: a0, endAngle: a1)
        }
    }
}

/// An affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Cairo's and Core Graphics' layout).
package struct Transform2D: Sendable, Hashable {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    package static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians (clockwise on screen) about `p`.
    package static func rotation(_ angle: Double, about p: Point) -> Transform2D {
        let cosine = cos(angle), sine = sin(angle)
        return Transform2D(a: cosine, b: sine, c: -sine, d: cosine,
                           tx: p.x - cosine * p.x + sine * p.y, ty: p.y - sine * p.x - cosine * p.y)
    }

    /// A scale by (sx, sy) about `p`.
    package static func scale(_ sx: Double, _ sy: Double, about p: Point) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: p.x - sx * p.x, ty: p.y - sy * p.y)
    }

    package func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// The same transform for content moved by (dx, dy): translate · self · translate⁻¹.
    package func offsetBy(dx: Double, dy: Double) -> Transform2D {
        Transform2D(a: a, b: b, c: c, d: d, tx: tx + dx - (a * dx + c * dy), ty: ty + dy - (b * dx + d * dy))
    }
}
