import FoundationEssentials
import LockshotLanguage

/// Shapes, styles and effects (issue 14): gradients, materials, styled strokes, trims, shadows, blurs,
/// rotation and scale effects, redaction.
extension BinderState {
    // MARK: Shape styles

    /// A color, a gradient (`LinearGradient(…)`, `.linearGradient(…)`) or a material used as a style.
    mutating func shapeStyle(_ value: BoundValue, at range: SourceRange) -> ShapeStyle? {
        switch value {
        case .view(let node) where Self.gradientNames.contains(node.name.name):
            return gradient(node.name.name, node.arguments, at: range).map(ShapeStyle.gradient)
        case .member(let name, let args?) where Self.gradientNames.contains(Self.gradientName(name)):
            return gradient(Self.gradientName(name), args, at: range).map(ShapeStyle.gradient)
        case .member(let name, nil) where Schema.materials.contains(name):
            return .color(Self.material(name, appearance: appearance))
        default:
            return color(value, at: range).map(ShapeStyle.color)
        }
    }

    static let gradientNames: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient"]

    /// `.linearGradient` → `LinearGradient`.
    static func gradientName(_ member: String) -> String {
        (member.first.map { String($0).uppercased() } ?? "") + member.dropFirst()
    }

    /// A material as its dark- (or light-) mode tint: a still cannot blur what lies behind, so each
    /// material is the translucent fill it lays over the blur. Estimates from Apple's iOS design kit
    /// (dark: #252525, light: #F6F6F6, at the opacities below); docs/language.md lists them.
    static func material(_ name: String, appearance: Appearance) -> RGBA {
        let opacity: [String: Double] = ["ultraThinMaterial": 0.55, "thinMaterial": 0.7, "regularMaterial": 0.82,
                                         "thickMaterial": 0.9, "ultraThickMaterial": 0.96]
        return RGBA(hex: appearance == .dark ? 0x252525 : 0xF6F6F6, alpha: opacity[name] ?? 0.82)
    }

    /// `LinearGradient(colors:startPoint:endPoint:)` and its `gradient:`/`stops:` forms, `RadialGradient`, `AngularGradient`.
    mutating func gradient(_ name: String, _ args: [Argument], at range: SourceRange) -> GradientStyle? {
        guard let stops = gradientStops(args, at: range) else { return nil }
        func point(_ label: String) -> UnitPoint { member(label, in: args).flatMap(UnitPoint.named) ?? .center }
        switch name {
        case "LinearGradient":
            return GradientStyle(stops: stops, geometry: .linear(start: member("startPoint", in: args).flatMap(UnitPoint.named) ?? UnitPoint(x: 0.5, y: 0),
                                                                 end: member("endPoint", in: args).flatMap(UnitPoint.named) ?? UnitPoint(x: 0.5, y: 1)))
        case "RadialGradient":
            return GradientStyle(stops: stops, geometry: .radial(center: point("center"),
                                                                 startRadius: number("startRadius", in: args, .length) ?? 0,
                                                                 endRadius: number("endRadius", in: args, .length) ?? 0))
        default:
            var start = angle("startAngle", in: args) ?? 0
            var end = angle("endAngle", in: args) ?? 2 * .pi
            if let a = angle("angle", in: args) { (start, end) = (a, a + 2 * .pi) }
            return GradientStyle(stops: stops, geometry: .angular(center: point("center"), startAngle: start, endAngle: end))
        }
    }

    /// The stops of `colors: […]`, `gradient: Gradient(colors: | stops:)` or `stops: [.init(color:location:)]`.
    mutating func gradientStops(_ args: [Argument], at range: SourceRange) -> [GradientStop]? {
        var args = args
        if let g = argument("gradient", in: args) {
            guard case .view(let node) = evaluate(g.value), node.name.name == "Gradient" else {
                diagnose(.error, "'gradient' needs 'Gradient(colors:)' or 'Gradient(stops:)'", at: g.range, code: "bad-value")
                return nil
            }
            args = node.arguments
        }
        if let colors = argument("colors", in: args) {
            guard case .array(let values) = evaluate(colors.value) else {
                diagnose(.error, "'colors' needs an array such as [.red, .blue]", at: colors.range, code: "bad-value")
                return nil
            }
            let list = values.compactMap { color($0, at: colors.range) }
            guard !list.isEmpty else { return nil }
            return GradientStyle.evenStops(list)
        }
        if let stopsArgument = argument("stops", in: args) {
            guard case .array(let values) = evaluate(stopsArgument.value) else {
                diagnose(.error, "'stops' needs an array such as [.init(color: .red, location: 0)]", at: stopsArgument.range, code: "bad-value")
                return nil
            }
            var stops: [GradientStop] = []
            for value in values {
                guard case .member("init", let stopArgs?) = value,
                      let c = argument("color", in: stopArgs).flatMap({ color(evaluate($0.value), at: $0.range) }),
                      let location = number("location", in: stopArgs, .finite) else {
                    diagnose(.error, "a gradient stop is '.init(color:location:)'", at: stopsArgument.range, code: "bad-value")
                    continue
                }
                stops.append(GradientStop(color: c, location: max(0, min(1, location))))
            }
            guard !stops.isEmpty else { return nil }
            return stops.sorted { $0.location < $1.location }
        }
        diagnose(.error, "a gradient needs 'colors:', 'gradient:' or 'stops:'", at: range, code: "bad-value")
        return nil
    }

    /// `.degrees(x)` / `.radians(x)` in radians.
    mutating func angle(_ label: String?, in args: [Argument]) -> Double? {
        guard let arg = argument(label, in: args) else { return nil }
        guard case .member(let unit, let inner?) = evaluate(arg.value), unit == "degrees" || unit == "radians",
              let n = number(nil, in: inner, .finite) else {
            diagnose(.error, "an angle is '.degrees(x)' or '.radians(x)'", at: arg.range, code: "bad-value")
            return nil
        }
        return unit == "degrees" ? n * .pi / 180 : n
    }

    /// `.foregroundStyle(x)`, `.foregroundColor(x)`: a gradient draws shapes and text with it
    /// (`foreground` becomes its first color, for anything that needs one color).
    mutating func applyForegroundStyle(_ value: BoundValue, at range: SourceRange, to env: inout TextEnvironment) {
        switch shapeStyle(value, at: range) {
        case .color(let c):
            env.foreground = c
            env.foregroundGradient = nil
        case .gradient(let g):
            env.foreground = g.stops.first?.color
            env.foregroundGradient = g
        case nil: break
        }
    }

    // MARK: Views

    /// A gradient as a view: it fills the space offered, like `Color`.
    mutating func gradientView(_ node: ViewNode) -> BoundViewKind {
        let style = gradient(node.name.name, node.arguments, at: node.range).map(ShapeStyle.gradient)
        return .styledShape(StyledShape(shape: .rectangle, fill: style ?? .color(.clear), isGradientView: true))
    }

    /// `ContainerRelativeShape()`: the container's shape. In a Live Activity that is the lock-screen
    /// card (its estimated corner radius), the expanded island (44 pt) or a compact/minimal capsule.
    func containerRelativeShape() -> ShapeKind {
        switch currentRegion {
        case .lockScreen: .roundedRectangle(cornerRadius: Device.lockScreenCornerRadiusEstimate)
        case .compactLeading, .compactTrailing, .minimal: .capsule
        case .small: .roundedRectangle(cornerRadius: Device.smartStackCornerRadiusEstimate)
        default: .roundedRectangle(cornerRadius: 44)
        }
    }

    /// The shape as a `StyledShape` when it needs more than a plain color fill (gradients, stroke
    /// styles, `strokeBorder`, `trim`, SwiftUI's centered `stroke`); nil for the plain case.
    mutating func styledShape(_ node: ViewNode, environment env: TextEnvironment) -> StyledShape? {
        let needsStyle = env.foregroundGradient != nil || node.modifiers.contains {
            ["stroke", "strokeBorder", "trim"].contains($0.name.name)
                || ($0.name.name == "fill" && $0.arguments.first.map { !Self.isPlainColor(evaluate($0.value)) } == true)
        }
        guard needsStyle else { return nil }
        var shape = StyledShape(shape: shapeKind(node) ?? .rectangle, fill: env.foregroundGradient.map(ShapeStyle.gradient) ?? .color(env.color))
        for modifier in node.modifiers {
            let args = modifier.arguments
            switch modifier.name.name {
            case "fill":
                shape.fill = args.first.flatMap { shapeStyle(evaluateStyle($0.value, env), at: $0.range) }
            case "stroke", "strokeBorder":
                shape.stroke = args.first(where: { $0.label == nil }).flatMap { shapeStyle(evaluateStyle($0.value, env), at: $0.range) }
                    ?? env.foregroundGradient.map(ShapeStyle.gradient) ?? .color(env.color)
                shape.line = strokeLine(args)
                shape.strokeInside = modifier.name.name == "strokeBorder"
                shape.fill = nil
            case "trim":
                let from = max(0, min(1, number("from", in: args, .finite) ?? 0))
                let to = max(0, min(1, number("to", in: args, .finite) ?? 1))
                shape.trim = Trim(from: from, to: to)
            default: break
            }
        }
        return shape
    }

    /// A style argument's value, with `.tint` (SwiftUI's `TintShapeStyle`) as the tint the environment holds, else
    /// the accent colour (system blue), as SwiftUI resolves it.
    mutating func evaluateStyle(_ expression: Expr, _ env: TextEnvironment) -> BoundValue {
        let value = evaluate(expression)
        guard case .member("tint", nil) = value else { return value }
        return .color(env.tint ?? BoundValue.namedColor("blue", appearance: env.appearance) ?? .white)
    }

    private static func isPlainColor(_ value: BoundValue) -> Bool {
        switch value {
        case .color: true
        case .member(let name, nil): !Schema.materials.contains(name)
        default: false
        }
    }

    /// `lineWidth:` or `style: StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
    mutating func strokeLine(_ args: [Argument]) -> StrokeLine {
        var line = StrokeLine(width: number("lineWidth", in: args, .length) ?? 1)
        guard let style = argument("style", in: args) else { return line }
        guard case .view(let node) = evaluate(style.value), node.name.name == "StrokeStyle" else {
            diagnose(.error, "'style' needs 'StrokeStyle(…)'", at: style.range, code: "bad-value")
            return line
        }
        let s = node.arguments
        line.width = number("lineWidth", in: s, .length) ?? 1
        line.cap = member("lineCap", in: s).flatMap(LineCap.init(rawValue:)) ?? .butt
        line.join = member("lineJoin", in: s).flatMap(LineJoin.init(rawValue:)) ?? .miter
        line.miterLimit = number("miterLimit", in: s, .positive) ?? 10
        line.dashPhase = number("dashPhase", in: s) ?? 0
        if let dash = argument("dash", in: s), case .array(let values) = evaluate(dash.value) {
            line.dash = values.compactMap { $0.number.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        }
        return line
    }

    // MARK: Effect modifiers

    /// The node for a drawing-effect modifier, or nil when `modifier` is not one.
    mutating func effectNode(_ view: BoundView, _ modifier: Modifier, environment env: TextEnvironment) -> BoundView? {
        let args = modifier.arguments
        let effect: VisualEffect
        switch modifier.name.name {
        case "shadow":
            // SwiftUI's default shadow color: black at 33 % opacity.
            let c = argument("color", in: args).flatMap { color(evaluate($0.value), at: $0.range) }
                ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)
            effect = .shadow(c, radius: number("radius", in: args, .length) ?? 0,
                             x: number("x", in: args) ?? 0, y: number("y", in: args) ?? 0)
        case "blur": effect = .blur(radius: number("radius", in: args, .length) ?? 0)
        case "rotationEffect":
            let anchor = member("anchor", in: args).flatMap(UnitPoint.named) ?? .center
            effect = .rotation(angle(nil, in: args) ?? 0, anchor: anchor)
        case "scaleEffect":
            let anchor = member("anchor", in: args).flatMap(UnitPoint.named) ?? .center
            if let s = number(nil, in: args, .finite) {
                effect = .scale(x: s, y: s, anchor: anchor)
            } else {
                effect = .scale(x: number("x", in: args, .finite) ?? 1, y: number("y", in: args, .finite) ?? 1, anchor: anchor)
            }
        case "redacted":
            guard member("reason", in: args) == "placeholder" else { return view }  // privacy: only when locked
            effect = .redacted(BoundValue.namedColor("secondary", appearance: env.appearance) ?? .white)
        default:
            return nil
        }
        return BoundView(id: makeID(), kind: .effect(effect, view), range: modifier.range)
    }

    /// A text drawn with a gradient `foregroundStyle` is wrapped so its glyphs are painted with it.
    mutating func withForegroundGradient(_ view: BoundView, environment env: TextEnvironment) -> BoundView {
        guard case .text = view.kind, let gradient = env.foregroundGradient else { return view }
        return BoundView(id: makeID(), kind: .effect(.foreground(gradient), view), range: view.range)
    }

    /// How far each material blurs what is behind it, in points (estimates: Apple publishes no radii; thinner
    /// materials blur less and let more through).
    static let materialBlur: [String: Double] = ["ultraThinMaterial": 6, "thinMaterial": 8, "regularMaterial": 10,
                                                  "thickMaterial": 12, "ultraThickMaterial": 14]

    /// `.background(.ultraThinMaterial)`, `.background(LinearGradient(…))`: a style as a decoration. A material
    /// is its tint over a blur of what is drawn behind it.
    mutating func styleDecoration(_ value: BoundValue, at range: SourceRange) -> BoundView? {
        if case .member(let name, nil) = value, let radius = Self.materialBlur[name] {
            let tint = BoundView(id: makeID(), kind: .color(Self.material(name, appearance: appearance)), range: range)
            return BoundView(id: makeID(), kind: .effect(.backdrop(radius: radius), tint), range: range)
        }
        return switch shapeStyle(value, at: range) {
        case .color(let c): BoundView(id: makeID(), kind: .color(c), range: range)
        case .gradient(let g):
            BoundView(id: makeID(), kind: .styledShape(StyledShape(shape: .rectangle, fill: .gradient(g), isGradientView: true)),
                      range: range)
        case nil: nil
        }
    }
}
