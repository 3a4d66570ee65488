/// Shapes, styles and effects (issue 14): gradients, materials, stroke styles, trims, shadows, blurs,
/// transforms, gauges and redaction — SwiftUI's names, labels and defaults.
extension Schema {
    private typealias P = Parameter
    private typealias S = Signature

    /// What fills a shape, draws text or backs a view: a color or a shape style (gradient, material).
    static let paint: [ValueKind] = [.color, .shapeStyle]

    /// Constructors that make a value rather than a view, and the kind of value each makes.
    /// A gradient with no modifiers is a shape style (`fill(LinearGradient(…))`); with modifiers, a view.
    package static let constructorKinds: [String: ValueKind] = [
        "LinearGradient": .shapeStyle, "RadialGradient": .shapeStyle, "AngularGradient": .shapeStyle,
        "Gradient": .gradient, "StrokeStyle": .strokeStyle,
    ]

    /// The element kind of each array kind (`colors: [.red, .blue]`).
    package static let arrayElementKinds: [ValueKind: ValueKind] = [
        .colors: .color, .gradientStops: .gradientStop, .numbers: .number,
    ]

    /// A gradient's colors: `colors: […]`, `gradient: Gradient(…)` or `stops: […]`, then `rest`.
    private static func gradientForms(_ rest: [Parameter]) -> [Signature] {
        [S([P("colors", [.colors], required: true)] + rest),
         S([P("gradient", [.gradient], required: true)] + rest),
         S([P("stops", [.gradientStops], required: true)] + rest)]
    }

    private static let linearRest = [P("startPoint", [.unitPoint], required: true),
                                     P("endPoint", [.unitPoint], required: true)]
    private static let radialRest = [P("center", [.unitPoint], required: true),
                                     P("startRadius", [.number], required: true),
                                     P("endRadius", [.number], required: true)]
    private static let angularRest = [P("center", [.unitPoint], required: true),
                                      P("startAngle", [.angle]), P("endAngle", [.angle])]

    static let effectsViews: [ViewSpec] = [
        ViewSpec("LinearGradient", .gradient, gradientForms(linearRest)),
        ViewSpec("RadialGradient", .gradient, gradientForms(radialRest)),
        ViewSpec("AngularGradient", .gradient, gradientForms(angularRest) + gradientForms([
            P("center", [.unitPoint], required: true), P("angle", [.angle])])),
        ViewSpec("Gradient", .value, [S([P("colors", [.colors], required: true)]),
                                      S([P("stops", [.gradientStops], required: true)])]),
        ViewSpec("StrokeStyle", .value, [S([
            P("lineWidth", [.number]), P("lineCap", [.lineCap]), P("lineJoin", [.lineJoin]),
            P("miterLimit", [.number]), P("dash", [.numbers]), P("dashPhase", [.number]),
        ])]),
        ViewSpec("ContainerRelativeShape", .shape, [S()]),
        ViewSpec("Grid", .stack, [S([P("alignment", [.alignment]), P("horizontalSpacing", [.number]),
                                     P("verticalSpacing", [.number])])], takesContent: true),
        ViewSpec("GridRow", .stack, [S([P("alignment", [.verticalAlignment])])], takesContent: true),
        ViewSpec("Gauge", .gauge, [
            S([P("value", [.number], required: true), P("in", [.range])]),
        ], takesContent: true, contentIsOptional: true,
           closureLabels: ["currentValueLabel", "minimumValueLabel", "maximumValueLabel"]),
    ]

    static let effectsModifiers: [ModifierSpec] = [
        ModifierSpec("shadow", [S([P("color", [.color]), P("radius", [.number], required: true),
                                   P("x", [.number]), P("y", [.number])])]),
        ModifierSpec("blur", [S([P("radius", [.number], required: true), P("opaque", [.bool])])]),
        ModifierSpec("trim", [S([P("from", [.number]), P("to", [.number])])], appliesTo: [.shape]),
        ModifierSpec("strokeBorder", [
            S([P(nil, paint, required: true), P("lineWidth", [.number])]),
            S([P(nil, paint, required: true), P("style", [.strokeStyle], required: true)]),
            S([P("lineWidth", [.number], required: true)]),
            S([P("style", [.strokeStyle], required: true)]),
        ], appliesTo: [.shape]),
        ModifierSpec("rotationEffect", [S([P(nil, [.angle], required: true), P("anchor", [.unitPoint])])]),
        ModifierSpec("scaleEffect", [S([P(nil, [.number], required: true), P("anchor", [.unitPoint])]),
                                     S([P("x", [.number]), P("y", [.number]), P("anchor", [.unitPoint])])]),
        ModifierSpec("gaugeStyle", [S([P(nil, [.gaugeStyle], required: true)])]),
        ModifierSpec("progressViewStyle", [S([P(nil, [.progressViewStyle], required: true)])]),
        ModifierSpec("redacted", [S([P("reason", [.redactionReason], required: true)])]),
        ModifierSpec("tint", [S([P(nil, paint, required: true)])]),
    ]

    private static func plain(_ names: [String]) -> [MemberSpec] { names.map { MemberSpec($0) } }

    /// The shape styles SwiftUI offers as static members (`.ultraThinMaterial`, `.linearGradient(…)`).
    package static let materials = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"]

    static let effectsMembers: [ValueKind: [MemberSpec]] = [
        .shapeStyle: plain(materials) + [
            MemberSpec("linearGradient", gradientForms(linearRest)),
            MemberSpec("radialGradient", gradientForms(radialRest)),
            MemberSpec("angularGradient", gradientForms(angularRest)),
        ],
        .unitPoint: plain(["center", "leading", "trailing", "top", "bottom",
                           "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "zero"]),
        .angle: [MemberSpec("degrees", [S([P(nil, [.number], required: true)])]),
                 MemberSpec("radians", [S([P(nil, [.number], required: true)])])],
        .gradientStop: [MemberSpec("init", [S([P("color", [.color], required: true),
                                                P("location", [.number], required: true)])])],
        .lineCap: plain(["butt", "round", "square"]),
        .lineJoin: plain(["miter", "round", "bevel"]),
        .gaugeStyle: plain(["automatic", "accessoryCircular", "accessoryCircularCapacity", "accessoryLinear",
                            "accessoryLinearCapacity", "linearCapacity"]),
        .progressViewStyle: plain(["automatic", "linear", "circular"]),
        .redactionReason: plain(["placeholder", "privacy", "invalidated"]),
        .shape: [
            MemberSpec("rect", [S(), S([P("cornerRadius", [.number], required: true)]),
                                S([P("topLeadingRadius", [.number]), P("bottomLeadingRadius", [.number]),
                                   P("bottomTrailingRadius", [.number]), P("topTrailingRadius", [.number])])]),
            MemberSpec("circle"), MemberSpec("capsule"), MemberSpec("ellipse"), MemberSpec("containerRelative"),
        ],
    ]

    static let effectsTypeMembers: [String: ValueKind] = ["UnitPoint": .unitPoint, "Angle": .angle]
}
