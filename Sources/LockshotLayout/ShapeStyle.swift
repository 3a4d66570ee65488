import LockshotLanguage

/// A point in a view's own unit square: (0, 0) is top-leading, (1, 1) bottom-trailing (SwiftUI's `UnitPoint`).
package struct UnitPoint: Sendable, Hashable, Codable {
    package var x: Double, y: Double
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    package static let center = UnitPoint(x: 0.5, y: 0.5)

    /// SwiftUI's named unit points.
    package static func named(_ name: String) -> UnitPoint? {
        switch name {
        case "center": .center
        case "zero", "topLeading": UnitPoint(x: 0, y: 0)
        case "top": UnitPoint(x: 0.5, y: 0)
        case "topTrailing": UnitPoint(x: 1, y: 0)
        case "leading": UnitPoint(x: 0, y: 0.5)
        case "trailing": UnitPoint(x: 1, y: 0.5)
        case "bottomLeading": UnitPoint(x: 0, y: 1)
        case "bottom": UnitPoint(x: 0.5, y: 1)
        case "bottomTrailing": UnitPoint(x: 1, y: 1)
        default: nil
        }
    }

    /// This unit point in `rect`, in points.
    package func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// One color of a gradient at `location` (0 … 1 along it).
package struct GradientStop: Sendable, Hashable, Codable {
    package var color: RGBA
    package var location: Double
    package init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A gradient in a view's unit space (SwiftUI's `LinearGradient`, `RadialGradient`, `AngularGradient`).
package struct GradientStyle: Sendable, Hashable {
    package enum Geometry: Sendable, Hashable {
        case linear(start: UnitPoint, end: UnitPoint)
        /// Radii in points, as SwiftUI's `startRadius`/`endRadius`.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Angles in radians; 0 points to the trailing side and angles grow clockwise (SwiftUI's).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }
    package var stops: [GradientStop]
    package var geometry: Geometry
    package init(stops: [GradientStop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// Evenly spaced stops, as `Gradient(colors:)` makes them.
    package static func evenStops(_ colors: [RGBA]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        return colors.enumerated().map { GradientStop(color: $1, location: Double($0) / Double(colors.count - 1)) }
    }

    /// This gradient drawn over `rect`, with its geometry in points.
    package func paint(in rect: Rect) -> Paint {
        switch geometry {
        case .linear(let start, let end):
            .linearGradient(stops, from: start.point(in: rect), to: end.point(in: rect))
        case .radial(let center, let startRadius, let endRadius):
            .radialGradient(stops, center: center.point(in: rect), startRadius: startRadius, endRadius: endRadius)
        case .angular(let center, let startAngle, let endAngle):
            .angularGradient(stops, center: center.point(in: rect), startAngle: startAngle, endAngle: endAngle)
        }
    }
}

/// What fills a shape or draws text: a color or a gradient (materials bind to translucent colors).
package enum ShapeStyle: Sendable, Hashable {
    case color(RGBA)
    case gradient(GradientStyle)

    /// The style drawn over `rect`.
    package func paint(in rect: Rect) -> Paint {
        switch self {
        case .color(let c): .solid(c)
        case .gradient(let g): g.paint(in: rect)
        }
    }

    /// A single color standing for the style (a gradient's first color), for rules that need one.
    package var representativeColor: RGBA {
        switch self {
        case .color(let c): c
        case .gradient(let g): g.stops.first?.color ?? .clear
        }
    }
}

/// SwiftUI's `StrokeStyle` line ends and corners.
package enum LineCap: String, Sendable, Hashable, Codable { case butt, round, square }
package enum LineJoin: String, Sendable, Hashable, Codable { case miter, round, bevel }

/// How a line is drawn: SwiftUI's `StrokeStyle`.
package struct StrokeLine: Sendable, Hashable {
    package var width: Double
    package var cap: LineCap
    package var join: LineJoin
    package var miterLimit: Double
    package var dash: [Double]
    package var dashPhase: Double
    package init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// `trim(from:to:)`: the part of a shape's outline drawn, as fractions of its length.
package struct Trim: Sendable, Hashable {
    package var from: Double, to: Double
    package init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }
}

/// A shape with SwiftUI's full styling: gradient fills, stroke styles, `strokeBorder`, `trim`.
/// (Plain color fills and strokes keep using `BoundViewKind.shape`.)
package struct StyledShape: Sendable, Hashable {
    package var shape: ShapeKind
    package var fill: ShapeStyle?
    package var stroke: ShapeStyle?
    package var line: StrokeLine
    /// `strokeBorder`: the line is drawn inside the shape (inset by half its width), not centered on it.
    package var strokeInside: Bool
    package var trim: Trim?
    /// True when this is a gradient used as a view (the dump names it `gradient`).
    package var isGradientView: Bool
    package init(shape: ShapeKind, fill: ShapeStyle?, stroke: ShapeStyle? = nil, line: StrokeLine = StrokeLine(),
                strokeInside: Bool = false, trim: Trim? = nil, isGradientView: Bool = false) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.line = line
        self.strokeInside = strokeInside
        self.trim = trim
        self.isGradientView = isGradientView
    }
}

/// Drawing effects that do not change layout (SwiftUI: they apply to the rendered view).
package enum VisualEffect: Sendable, Hashable {
    /// `shadow(color:radius:x:y:)`.
    case shadow(RGBA, radius: Double, x: Double, y: Double)
    /// `blur(radius:)`.
    case blur(radius: Double)
    /// `rotationEffect(_:anchor:)`, radians clockwise.
    case rotation(Double, anchor: UnitPoint)
    /// `scaleEffect(x:y:anchor:)`.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `redacted(reason: .placeholder)`: text as rounded bars.
    case redacted(RGBA)
    /// `foregroundStyle(gradient)` on views that are not shapes: their text drawn with the gradient.
    case foreground(GradientStyle)
    /// A material (`.background(.regularMaterial)`): what is drawn behind the view's frame, blurred over
    /// `radius` points, under the material's tint (its content).
    case backdrop(radius: Double)

    /// The dump's `kind`.
    package var name: String {
        switch self {
        case .shadow: "shadow"
        case .blur: "blur"
        case .rotation: "rotationEffect"
        case .scale: "scaleEffect"
        case .redacted: "redacted"
        case .foreground: "foregroundStyle"
        case .backdrop: "material"
        }
    }
}
