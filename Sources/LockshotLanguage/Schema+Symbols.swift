/// Symbols and labels: `Image(systemName:)` (a signature of `Image` in the standard table), `Label`,
/// and the modifiers that size and color symbols. Concatenated into `Schema.standard`.
extension Schema {
    private typealias P = Parameter
    private typealias S = Signature

    static let symbolViews: [ViewSpec] = [
        // Label("Title", systemImage: "bolt.fill"), Label("Title", image: "logo.svg").
        // A label is an HStack of icon and title, so text modifiers apply to it as to a stack.
        ViewSpec("Label", .stack, [
            S([P(nil, [.any], required: true), P("systemImage", [.string], required: true)]),
            S([P(nil, [.any], required: true), P("image", [.image, .string], required: true)]),
            // `Label { Text(…) } icon: { Image(…) }`
            S(),
        ], takesContent: true, contentIsOptional: true, closureLabels: ["icon"]),
    ]

    static let symbolModifiers: [ModifierSpec] = [
        ModifierSpec("imageScale", [S([P(nil, [.imageScale], required: true)])]),
        ModifierSpec("symbolRenderingMode", [S([P(nil, [.symbolRenderingMode], required: true)])]),
        // `.symbolVariant(.fill)`, `.symbolVariant(.circle.fill)`: `Image(systemName: "heart")` draws `heart.circle.fill`.
        ModifierSpec("symbolVariant", [S([P(nil, [.symbolVariant], required: true)])]),
        ModifierSpec("renderingMode", [S([P(nil, [.templateRenderingMode], required: true)])], appliesTo: [.image]),
        ModifierSpec("labelStyle", [S([P(nil, [.labelStyle], required: true)])]),
    ]

    /// SF Symbols' variants, in the order a name spells them (`bell.slash.circle.fill`).
    package static let symbolVariantParts = ["slash", "circle", "square", "rectangle", "fill"]

    /// `.circle.fill`: a variant's parts, one after another.
    static let symbolProperties: [(receiver: ValueKind, name: String, result: ValueKind)] =
        symbolVariantParts.map { (.symbolVariant, $0, .symbolVariant) }

    static let symbolMembers: [ValueKind: [MemberSpec]] = [
        .imageScale: ["small", "medium", "large"].map { MemberSpec($0) },
        .symbolRenderingMode: ["monochrome", "hierarchical", "multicolor", "palette"].map { MemberSpec($0) },
        .symbolVariant: (["none"] + symbolVariantParts).map { MemberSpec($0) },
        .templateRenderingMode: ["template", "original"].map { MemberSpec($0) },
        .labelStyle: ["automatic", "titleAndIcon", "titleOnly", "iconOnly"].map { MemberSpec($0) },
    ]
}
