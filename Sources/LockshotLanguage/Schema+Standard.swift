/// The standard table: SwiftUI's names, labels and defaults (SPEC §3), plus lockshot's own modifiers.
extension Schema {
    private typealias P = Parameter
    private typealias S = Signature

    /// The language as SPEC §3 defines it.
    package static let standard = Schema(
        views: standardViews + languageViews + effectsViews + symbolViews,
        modifiers: standardModifiers + languageModifiers + effectsModifiers + symbolModifiers,
        attributeTypes: [("String", .string), ("Int", .number), ("Double", .number), ("Bool", .bool),
                         ("Date", .date), ("Image", .image), ("Color", .color)],
        implicitMembers: standardMembers.merging(languageMembers) { $0 + $1 }.merging(effectsMembers) { $0 + $1 }
            .merging(symbolMembers) { standard, _ in standard },
        typeMembers: ["Color": .color, "Font": .font, "Alignment": .alignment, "Edge": .edgeSet,
                      "HorizontalAlignment": .horizontalAlignment, "VerticalAlignment": .verticalAlignment,
                      "ContentMode": .contentMode, "TextAlignment": .textAlignment, "Date": .date]
            .merging(effectsTypeMembers) { a, _ in a },
        methods: [
            (.color, "opacity", S([P(nil, [.number], required: true)]), .color),
            (.shape, "fill", S([P(nil, paint, required: true)]), .view),
            (.string, "uppercased", S(), .string),
            (.string, "lowercased", S(), .string),
            // `Font` modifiers: `.body.weight(.semibold)`, `.caption.bold()`.
            (.font, "weight", S([P(nil, [.fontWeight], required: true)]), .font),
            (.font, "bold", S(), .font),
            (.font, "italic", S(), .font),
            (.font, "monospacedDigit", S(), .font),
            (.font, "monospaced", S(), .font),
            (.font, "width", S([P(nil, [.fontWidth], required: true)]), .font),
        ] + languageMethods,
        reservedPreviewKeys: [("now", [.date, .string, .number]), ("appearance", [.appearance, .string]),
                              ("isStale", [.bool]), ("isLuminanceReduced", [.bool])] + expectationPreviewKeys
    )

    private static let number: [ValueKind] = [.number]
    private static let color: [ValueKind] = [.color]

    private static let standardViews: [ViewSpec] = [
        ViewSpec("HStack", .stack, [S([P("alignment", [.verticalAlignment]), P("spacing", number)])], takesContent: true),
        ViewSpec("VStack", .stack, [S([P("alignment", [.horizontalAlignment]), P("spacing", number)])], takesContent: true),
        ViewSpec("ZStack", .stack, [S([P("alignment", [.alignment])])], takesContent: true),
        ViewSpec("Text", .text, [
            S([P(nil, [.any], required: true)]),
            S([P("timerInterval", [.range], required: true), P("pauseTime", [.date]), P("countsDown", [.bool])]),
            S([P(nil, [.date], required: true), P("style", [.dateStyle], required: true)]),
            S([P("verbatim", [.string], required: true)]),
            S([P(nil, [.number, .date], required: true), P("format", [.formatStyle], required: true)]),
        ]),
        ViewSpec("Image", .image, [S([P(nil, [.image, .string], required: true)]),
                                   S([P("systemName", [.string], required: true)])]),
        ViewSpec("Spacer", .spacer, [S([P("minLength", number)])]),
        ViewSpec("Divider", .divider, [S()]),
        ViewSpec("Color", .color, [
            S([P(nil, color, required: true)]),
            S([P("red", number, required: true), P("green", number, required: true),
               P("blue", number, required: true), P("opacity", number)]),
            S([P("white", number, required: true), P("opacity", number)]),
        ]),
        ViewSpec("Rectangle", .shape, [S()]),
        ViewSpec("RoundedRectangle", .shape, [S([P("cornerRadius", number, required: true)])]),
        ViewSpec("Circle", .shape, [S()]),
        ViewSpec("Capsule", .shape, [S()]),
        ViewSpec("Ellipse", .shape, [S()]),
        ViewSpec("Path", .shape, [S([P(nil, [.string], required: true)])]),
        // `{ label } currentValueLabel: { … }`: a circular one draws its current-value label in the ring.
        ViewSpec("ProgressView", .progress, [
            S([P("value", number, required: true), P("total", number)]),
            S([P("timerInterval", [.range], required: true), P("pauseTime", [.date]), P("countsDown", [.bool])]),
        ], takesContent: true, contentIsOptional: true, closureLabels: ["currentValueLabel"]),
    ]

    private static let textual: Set<ViewCategory> = [.text, .stack]

    private static let standardModifiers: [ModifierSpec] = [
        ModifierSpec("padding", [S(), S([P(nil, number, required: true)]), S([P(nil, [.edgeSet], required: true)]),
                                 S([P(nil, [.edgeSet], required: true), P(nil, number, required: true)])]),
        ModifierSpec("frame", [
            S([P("width", number), P("height", number), P("alignment", [.alignment])]),
            S([P("minWidth", number), P("idealWidth", number), P("maxWidth", number),
               P("minHeight", number), P("idealHeight", number), P("maxHeight", number), P("alignment", [.alignment])]),
        ]),
        ModifierSpec("fixedSize", [S(), S([P("horizontal", [.bool], required: true), P("vertical", [.bool], required: true)])]),
        ModifierSpec("layoutPriority", [S([P(nil, number, required: true)])]),
        ModifierSpec("offset", [S([P("x", number), P("y", number)])]),
        ModifierSpec("position", [S([P("x", number), P("y", number)])]),
        ModifierSpec("alignmentGuide", [S([P(nil, [.horizontalAlignment, .verticalAlignment], required: true),
                                           P("width", number), P("height", number), P("offset", number)])]),
        ModifierSpec("background", [S([P(nil, [.shapeStyle, .view], required: true), P("alignment", [.alignment])]),
                                    S([P("alignment", [.alignment])])], takesContent: true),
        ModifierSpec("overlay", [S([P(nil, [.view], required: true), P("alignment", [.alignment])]),
                                 S([P("alignment", [.alignment])])], takesContent: true),
        ModifierSpec("foregroundColor", [S([P(nil, color, required: true)])]),
        // Two or three styles: a symbol's palette (primary, secondary[, tertiary]).
        ModifierSpec("foregroundStyle", [S([P(nil, paint, required: true)]),
                                         S([P(nil, paint, required: true), P(nil, paint, required: true)]),
                                         S([P(nil, paint, required: true), P(nil, paint, required: true), P(nil, paint, required: true)])]),
        ModifierSpec("font", [S([P(nil, [.font], required: true)])], appliesTo: textual.union([.image])),
        ModifierSpec("fontWeight", [S([P(nil, [.fontWeight], required: true)])], appliesTo: textual),
        ModifierSpec("bold", [S(), S([P(nil, [.bool], required: true)])], appliesTo: textual),
        ModifierSpec("kerning", [S([P(nil, number, required: true)])], appliesTo: textual),
        ModifierSpec("tracking", [S([P(nil, number, required: true)])], appliesTo: textual),
        ModifierSpec("baselineOffset", [S([P(nil, number, required: true)])], appliesTo: textual),
        ModifierSpec("lineLimit", [S([P(nil, number, required: true)])], appliesTo: textual),
        ModifierSpec("truncationMode", [S([P(nil, [.truncationMode], required: true)])], appliesTo: textual),
        ModifierSpec("multilineTextAlignment", [S([P(nil, [.textAlignment], required: true)])], appliesTo: textual),
        ModifierSpec("lineSpacing", [S([P(nil, number, required: true)])], appliesTo: textual),
        ModifierSpec("opacity", [S([P(nil, number, required: true)])]),
        ModifierSpec("cornerRadius", [S([P(nil, number, required: true)])]),
        ModifierSpec("clipShape", [S([P(nil, [.shape], required: true)])]),
        ModifierSpec("clipped", [S()]),
        ModifierSpec("border", [S([P(nil, color, required: true), P("width", number)])]),
        ModifierSpec("resizable", [S()], appliesTo: [.image]),
        ModifierSpec("aspectRatio", [S([P(nil, number), P("contentMode", [.contentMode], required: true)]),
                                     S([P(nil, number, required: true)])]),
        ModifierSpec("scaledToFill", [S()]),
        ModifierSpec("scaledToFit", [S()]),
        ModifierSpec("interpolation", [S([P(nil, [.interpolation], required: true)])], appliesTo: [.image]),
        ModifierSpec("hidden", [S()]),
        ModifierSpec("activityBackgroundTint", [S([P(nil, color, required: true)])]),
        ModifierSpec("keylineTint", [S([P(nil, color, required: true)])]),
        ModifierSpec("fill", [S([P(nil, paint, required: true)])], appliesTo: [.shape]),
        ModifierSpec("stroke", [S([P(nil, paint, required: true), P("lineWidth", number)]),
                                S([P(nil, paint, required: true), P("style", [.strokeStyle], required: true)]),
                                S([P("lineWidth", number, required: true)]), S([P("style", [.strokeStyle], required: true)])],
                     appliesTo: [.shape]),
        ModifierSpec("italic", [S(), S([P(nil, [.bool], required: true)])], appliesTo: textual),
        ModifierSpec("monospacedDigit", [S()], appliesTo: textual),
        ModifierSpec("monospaced", [S(), S([P(nil, [.bool], required: true)])], appliesTo: textual),
        ModifierSpec("fontDesign", [S([P(nil, [.fontDesign], required: true)])], appliesTo: textual),
        ModifierSpec("fontWidth", [S([P(nil, [.fontWidth], required: true)])], appliesTo: textual),
        ModifierSpec("textCase", [S([P(nil, [.textCase], required: true)])], appliesTo: textual),
        ModifierSpec("underline", [S([P(nil, [.bool]), P("pattern", [.linePattern]), P("color", color)])],
                     appliesTo: textual),
        ModifierSpec("strikethrough", [S([P(nil, [.bool]), P("pattern", [.linePattern]), P("color", color)])],
                     appliesTo: textual),
        ModifierSpec("minimumScaleFactor", [S([P(nil, number, required: true)])], appliesTo: textual),
        ModifierSpec("allowsTightening", [S([P(nil, [.bool], required: true)])], appliesTo: textual),
        ModifierSpec("characterLimit", [S([P(nil, number, required: true)])], appliesTo: textual, isLockshotExtension: true),
        ModifierSpec("scanlines", [S([P("color", color), P("opacity", number), P("spacing", number)])],
                     isLockshotExtension: true),
        ModifierSpec("glow", [S([P("color", color), P("radius", number)])], isLockshotExtension: true),
    ]

    /// The named colors: SwiftUI's, plus `primary` and `secondary`, which follow the appearance.
    package static let namedColors = ["white", "black", "clear", "gray", "red", "green", "blue", "orange",
                                     "yellow", "pink", "purple", "mint", "teal", "cyan", "indigo", "brown",
                                     "primary", "secondary"]

    private static func plain(_ names: [String]) -> [MemberSpec] { names.map { MemberSpec($0) } }

    private static let standardMembers: [ValueKind: [MemberSpec]] = [
        .alignment: plain(["center", "leading", "trailing", "top", "bottom",
                           "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]),
        .horizontalAlignment: plain(["leading", "center", "trailing"]),
        .verticalAlignment: plain(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]),
        .edgeSet: plain(["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]),
        .fontWeight: plain(["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]),
        .fontDesign: plain(["default", "monospaced", "rounded", "serif"]),
        .font: [
            // `size:` scales with Dynamic Type (along `relativeTo:`'s curve, body's by default); `fixedSize:` does not.
            MemberSpec("custom", [S([P(nil, [.string], required: true), P("size", number, required: true), P("relativeTo", [.font])]),
                                  S([P(nil, [.string], required: true), P("fixedSize", number, required: true)])]),
            MemberSpec("system", [S([P("size", number, required: true), P("weight", [.fontWeight]),
                                     P("design", [.fontDesign])]),
                                  S([P(nil, [.font], required: true), P("design", [.fontDesign]),
                                     P("weight", [.fontWeight])])]),
        ] + plain(["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
                   "callout", "footnote", "caption", "caption2"]),
        .contentMode: plain(["fit", "fill"]),
        .truncationMode: plain(["head", "middle", "tail"]),
        .textAlignment: plain(["leading", "center", "trailing"]),
        .dateStyle: plain(["timer", "relative", "time", "date", "offset"]),
        .interpolation: plain(["none", "low", "medium", "high"]),
        .appearance: plain(["dark", "light"]),
        .textCase: plain(["uppercase", "lowercase"]),
        .fontWidth: plain(["standard", "condensed", "compressed", "expanded"]),
        .linePattern: plain(["solid", "dot", "dash", "dashDot", "dashDotDot"]),
        .color: plain(namedColors),
        .number: plain(["infinity"]),
    ]
}
