/// The language and layout vocabulary of everyday SwiftUI (issue 14): `ForEach`, `Group`,
/// `ViewThatFits`, `Link`, `Button`, `EmptyView`, number formatting, and the modifiers that
/// only matter in motion or to assistive technology (accepted, checked, kept in the layout dump).
extension Schema {
    private typealias P = Parameter
    private typealias S = Signature

    /// Containers are `.stack`s: text modifiers on them reach their text, as SwiftUI's environment does.
    static let languageViews: [ViewSpec] = [
        ViewSpec("ForEach", .stack, [S([P(nil, [.range, .stringArray, .numberArray], required: true),
                                        P("id", [.keyPath])])], takesContent: true),
        ViewSpec("Group", .stack, [S()], takesContent: true),
        ViewSpec("EmptyView", .stack, [S()]),
        ViewSpec("ViewThatFits", .stack, [S([P("in", [.axisSet])])], takesContent: true),
        ViewSpec("Link", .stack, [S([P("destination", [.url], required: true)])], takesContent: true),
        ViewSpec("Button", .stack, [
            S([P("intent", [.intent], required: true)]),
            S([P(nil, [.string], required: true), P("intent", [.intent], required: true)]),
            S(),
        ], takesContent: true, contentIsOptional: true),
    ]

    /// Modifiers drawn as nothing in a still (kept in `--dump-layout`), plus `environment` and `containerBackground`.
    static let languageModifiers: [ModifierSpec] = [
        ModifierSpec("contentTransition", [S([P(nil, [.contentTransition], required: true)])]),
        ModifierSpec("animation", [S([P(nil, [.animation], required: true), P("value", [.any], required: true)])]),
        ModifierSpec("widgetURL", [S([P(nil, [.url], required: true)])]),
        ModifierSpec("accessibilityLabel", [S([P(nil, [.string], required: true)])]),
        ModifierSpec("accessibilityHint", [S([P(nil, [.string], required: true)])]),
        ModifierSpec("accessibilityHidden", [S([P(nil, [.bool], required: true)])]),
        ModifierSpec("id", [S([P(nil, [.any], required: true)])]),
        ModifierSpec("dynamicTypeSize", [S([P(nil, [.dynamicTypeSize], required: true)])]),
        ModifierSpec("privacySensitive", [S(), S([P(nil, [.bool], required: true)])]),
        ModifierSpec("widgetAccentable", [S(), S([P(nil, [.bool], required: true)])]),
        ModifierSpec("activitySystemActionForegroundColor", [S([P(nil, [.color], required: true)])]),
        ModifierSpec("gridCellColumns", [S([P(nil, [.number], required: true)])]),
        ModifierSpec("contentMargins", [
            S([P(nil, [.number], required: true), P("for", [.marginPlacement])]),
            S([P(nil, [.edgeSet], required: true), P(nil, [.number], required: true), P("for", [.marginPlacement])]),
        ]),
        ModifierSpec("containerBackground", [S([P(nil, [.color], required: true),
                                                P("for", [.containerPlacement], required: true)])]),
        ModifierSpec("environment", [S([P(nil, [.keyPath], required: true), P(nil, [.appearance], required: true)])]),
        // An expanded region's content that goes below the camera when it is too wide beside it (PresentationLayout).
        ModifierSpec("dynamicIsland", [S([P("verticalPlacement", [.verticalPlacement], required: true)])]),
    ]

    /// Modifiers that leave a `Text` a `Text` (so `+` can join it); any other makes it a view.
    package static let textReturningModifiers: Set<String> = [
        "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "kerning", "tracking",
        "underline", "strikethrough", "baselineOffset", "monospacedDigit", "monospaced", "fontDesign", "fontWidth",
    ]

    /// The modifiers `languageModifiers` adds that draw nothing in a still.
    package static let annotationModifiers: Set<String> = [
        "contentTransition", "animation", "widgetURL", "accessibilityLabel", "accessibilityHint", "accessibilityHidden",
        "id", "dynamicTypeSize", "privacySensitive", "widgetAccentable", "activitySystemActionForegroundColor",
        "contentMargins", "gridCellColumns", "dynamicIsland",
    ]

    /// Views that hold other views but are not stacks (their content joins the parent or is chosen from).
    package static let transparentContainers: Set<String> = ["ForEach", "Group", "ViewThatFits", "Link", "Button", "EmptyView"]

    /// Calls written like initialisers that make values, not views: `Double(x)`, `Int(x)`, `String(x)`,
    /// `Date()`, `URL(string:)`.
    package static let conversions: Set<String> = ["Double", "Int", "String", "Date", "URL"]

    /// The most items a `ForEach` may produce (a bigger range is a `bad-value` error, never a hang).
    package static let maxForEachItems = 1000

    private static func plain(_ names: [String]) -> [MemberSpec] { names.map { MemberSpec($0) } }

    static let languageMembers: [ValueKind: [MemberSpec]] = [
        .formatStyle: plain(["number", "percent"]),
        .precision: [MemberSpec("fractionLength", [S([P(nil, [.number], required: true)])])],
        .axisSet: plain(["horizontal", "vertical"]),
        .date: plain(["now"]),
        .contentTransition: [
            MemberSpec("numericText", [S([P("countsDown", [.bool])]), S([P("value", [.number], required: true)])]),
        ] + plain(["identity", "opacity", "interpolate"]),
        .animation: plain(["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth",
                           "snappy", "interactiveSpring"]) + [
            MemberSpec("linear", [S([P("duration", [.number], required: true)])]),
            MemberSpec("easeIn", [S([P("duration", [.number], required: true)])]),
            MemberSpec("easeOut", [S([P("duration", [.number], required: true)])]),
            MemberSpec("easeInOut", [S([P("duration", [.number], required: true)])]),
            MemberSpec("spring", [S([P("response", [.number]), P("dampingFraction", [.number]),
                                     P("blendDuration", [.number])]),
                                  S([P("duration", [.number]), P("bounce", [.number])])]),
        ],
        .dynamicTypeSize: plain(["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                 "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]),
        // The last four: the island's content margins for a presentation (`DynamicIsland.contentMargins(_:_:for:)`).
        .marginPlacement: plain(["automatic", "scrollContent", "scrollIndicators", "compactLeading", "compactTrailing",
                                 "minimal", "expanded"]),
        .containerPlacement: plain(["widget"]),
        .verticalPlacement: plain(["belowIfTooWide"]),
        .color: plain(["accentColor", "tint"]),  // `.tint`: the environment's tint as a style (Binder.evaluateStyle)
    ]

    static let languageMethods: [(receiver: ValueKind, name: String, signature: Signature, result: ValueKind)] = [
        (.number, "formatted", S([P(nil, [.formatStyle])]), .string),
        (.formatStyle, "precision", S([P(nil, [.precision], required: true)]), .formatStyle),
    ]

    static let languageProperties: [(receiver: ValueKind, name: String, result: ValueKind)] = [
        (.string, "count", .number), (.string, "isEmpty", .bool),
        (.stringArray, "count", .number), (.stringArray, "isEmpty", .bool),
        (.numberArray, "count", .number), (.numberArray, "isEmpty", .bool),
    ]
}
