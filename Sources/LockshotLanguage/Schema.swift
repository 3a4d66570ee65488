/// What the language knows about: views, modifiers, attribute types and implicit members.
///
/// Data, not code: the checker validates against it and the layout binder reads
/// it, so adding a modifier means adding a row to `Schema+Standard.swift`.
package struct Schema: Sendable {
    /// The kind of value an argument, attribute or expression has.
    package enum ValueKind: String, Sendable, Hashable, CaseIterable, Codable {
        case number, string, bool, color, date, image
        /// `a...b` (timer intervals).
        case range
        /// Any view, shape or color in view position (`background`, `overlay`).
        case view
        /// `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Capsule()`.
        case shape
        case font, fontWeight, fontDesign
        /// Two-dimensional alignment (`ZStack`, `frame`): `.topLeading`, `.center` …
        case alignment
        /// `VStack`'s alignment: `.leading`, `.center`, `.trailing`.
        case horizontalAlignment
        /// `HStack`'s alignment: `.top`, `.center`, `.bottom`, `.firstTextBaseline`, `.lastTextBaseline`.
        case verticalAlignment
        case edgeSet, contentMode, truncationMode, textAlignment
        /// `Text(date, style:)`: `.timer`, `.relative`, `.time`, `.date`, `.offset`.
        case dateStyle
        /// `Image.interpolation(_:)`: `.none`, `.low`, `.medium`, `.high`.
        case interpolation
        /// A preview's `appearance`: `.dark`, `.light`.
        case appearance
        /// Anything `Text` can show.
        case any
        /// `textCase(_:)`: `.uppercase`, `.lowercase`.
        case textCase
        /// `fontWidth(_:)`: `.standard`, `.condensed`, `.compressed`, `.expanded`.
        case fontWidth
        /// `underline(pattern:)`: `.solid`, `.dot`, `.dash`, `.dashDot`, `.dashDotDot`.
        case linePattern
        /// `[String]` and `[Int]`/`[Double]` attributes and array literals.
        case stringArray, numberArray
        /// `\.self`.
        case keyPath
        /// `Button(intent:)`: any `SomeIntent(…)` call (kept opaque).
        case intent
        /// `URL(string: "…")`.
        case url
        /// `Text(x, format: .number)`, `x.formatted(.percent)`, `.number.precision(.fractionLength(2))`.
        case formatStyle
        /// `.fractionLength(n)`.
        case precision
        /// `ViewThatFits(in: .horizontal)`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
        case axisSet
        /// Values of modifiers that matter only in motion or to assistive technology
        /// (`.numericText()`, `.easeInOut`, `.xLarge`, `.widget`): checked against their members, drawn as nothing.
        case contentTransition, animation, dynamicTypeSize, marginPlacement, containerPlacement
        /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
        case verticalPlacement
        /// Shapes, styles and effects (`Schema+Effects.swift`): a gradient or material; `Gradient(…)`;
        /// `.init(color:location:)`; `[colors]`, `[stops]`, `[numbers]`; `.top`; `.degrees(45)`; `StrokeStyle(…)`.
        case shapeStyle, gradient, gradientStop, colors, gradientStops, numbers, unitPoint, angle, strokeStyle
        case lineCap, lineJoin, gaugeStyle, progressViewStyle, redactionReason
        /// `imageScale(_:)`, `symbolRenderingMode(_:)`, `symbolVariant(_:)`, `renderingMode(_:)`, `labelStyle(_:)` (Schema+Symbols.swift).
        case imageScale, symbolRenderingMode, symbolVariant, templateRenderingMode, labelStyle
    }

    /// One parameter of a view, modifier or implicit member call.
    package struct Parameter: Sendable, Hashable {
        /// The argument label; nil for an unlabeled (`_`) parameter.
        package var label: String?
        /// Kinds of value the parameter accepts.
        package var accepts: [ValueKind]
        /// False when the parameter has a default and may be left out.
        package var isRequired: Bool
        /// A parameter; `required: false` means it has a default.
        package init(_ label: String?, _ accepts: [ValueKind], required: Bool = false) {
            self.label = label
            self.accepts = accepts
            self.isRequired = required
        }
    }

    /// One overload: parameters in the order they must be written.
    package struct Signature: Sendable, Hashable {
        /// The parameters in written order.
        package var parameters: [Parameter]
        /// An overload with these parameters (none: `name()`).
        package init(_ parameters: [Parameter] = []) { self.parameters = parameters }

        /// Swift's spelling of the overload: `frame(width:height:alignment:)`.
        package func spelling(_ name: String) -> String {
            "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
        }
    }

    /// What a view is, for modifiers that only mean something on some views.
    package enum ViewCategory: String, Sendable, Hashable, CaseIterable, Codable {
        case stack, text, image, spacer, divider, color, shape, progress
        /// `LinearGradient` …; `Gradient`/`StrokeStyle` (values, not views); `Gauge`.
        case gradient, value, gauge
    }

    /// A view the language knows.
    package struct ViewSpec: Sendable, Hashable {
        /// The view's SwiftUI name: `HStack`.
        package var name: String
        /// What the view is, for modifiers that apply to some views only.
        package var category: ViewCategory
        /// Its initialisers, in the order they are tried.
        package var signatures: [Signature]
        /// True when the view takes a `{ … }` body (stacks); required for them.
        package var takesContent: Bool
        /// True when the `{ … }` body may be left out (`Button("Title", intent:)` or `Button(intent:) { … }`).
        package var contentIsOptional: Bool
        /// The labels of the trailing closures it takes after the first (`icon` for `Label { } icon: { }`).
        package var closureLabels: [String]
        /// A view row of the table.
        package init(_ name: String, _ category: ViewCategory, _ signatures: [Signature], takesContent: Bool = false,
                    contentIsOptional: Bool = false, closureLabels: [String] = []) {
            self.name = name
            self.category = category
            self.signatures = signatures
            self.takesContent = takesContent
            self.contentIsOptional = contentIsOptional
            self.closureLabels = closureLabels
        }
    }

    /// A modifier the language knows.
    package struct ModifierSpec: Sendable, Hashable {
        /// The modifier's SwiftUI name, without the dot: `padding`.
        package var name: String
        /// Its overloads, in the order they are tried.
        package var signatures: [Signature]
        /// The views it means something on; nil for every view. Text modifiers also apply to
        /// stacks, which pass them down to their text as SwiftUI's environment does.
        package var appliesTo: Set<ViewCategory>?
        /// True when it may take a `{ … }` body (`background`, `overlay`).
        package var takesContent: Bool
        /// True for lockshot's own modifiers, which SwiftUI does not have.
        package var isLockshotExtension: Bool
        /// A modifier row of the table.
        package init(_ name: String, _ signatures: [Signature], appliesTo: Set<ViewCategory>? = nil,
                    takesContent: Bool = false, isLockshotExtension: Bool = false) {
            self.name = name
            self.signatures = signatures
            self.appliesTo = appliesTo
            self.takesContent = takesContent
            self.isLockshotExtension = isLockshotExtension
        }
    }

    /// An implicit member such as `.leading` or a call such as `.custom(_:size:)`.
    package struct MemberSpec: Sendable, Hashable {
        /// The member's name, without the dot: `leading`.
        package var name: String
        /// Overloads when the member is called; nil when it is a plain value.
        package var signatures: [Signature]?
        /// A member; `signatures` nil for a plain value.
        package init(_ name: String, _ signatures: [Signature]? = nil) {
            self.name = name
            self.signatures = signatures
        }
    }

    /// Every view the language knows.
    package var views: [ViewSpec]
    /// Every modifier the language knows.
    package var modifiers: [ModifierSpec]
    /// Attribute types by name (`String`, `Int` …) and the kind of value each holds.
    package var attributeTypes: [(name: String, kind: ValueKind)]
    /// Implicit members valid where a value of the kind is expected.
    package var implicitMembers: [ValueKind: [MemberSpec]]
    /// Static members reached through a type name: `Color.red`, `Font.body`.
    package var typeMembers: [String: ValueKind]
    /// Methods on values: `accent.opacity(0.5)`; the receiver's kind, the signature and the result kind.
    package var methods: [(receiver: ValueKind, name: String, signature: Signature, result: ValueKind)]
    /// Preview keys that set the environment rather than an attribute, with the kinds they accept.
    package var reservedPreviewKeys: [(name: String, accepts: [ValueKind])]
    /// Properties on values: `name.count`, `stops.isEmpty`; the receiver's kind and the result kind.
    package var properties: [(receiver: ValueKind, name: String, result: ValueKind)] = Schema.languageProperties + Schema.symbolProperties

    /// The view called `name`, if the language has it.
    package func view(named name: String) -> ViewSpec? { views.first { $0.name == name } }
    /// The modifier called `name` (without the dot), if the language has it.
    package func modifier(named name: String) -> ModifierSpec? { modifiers.first { $0.name == name } }
    /// The kind of value an attribute type (`String`, `Image` …) holds.
    package func attributeKind(_ typeName: String) -> ValueKind? { attributeTypes.first { $0.name == typeName }?.kind }
    /// The kind of value an attribute of `type` holds: `[String]` holds `.stringArray`; nil for an unknown
    /// type or an array of something other than `String`, `Int` or `Double`.
    package func attributeKind(_ type: TypeRef) -> ValueKind? {
        guard let element = attributeKind(type.name.name) else { return nil }
        guard type.isArray else { return element }
        switch element {
        case .string: return .stringArray
        case .number: return .numberArray
        default: return nil
        }
    }
    /// The implicit members valid where a value of `kind` is expected.
    package func members(of kind: ValueKind) -> [MemberSpec] { implicitMembers[kind] ?? [] }
}
