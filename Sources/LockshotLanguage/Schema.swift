/// What the language knows about: views, modifiers, attribute types and implicit members.
///
/// Data, not code: the checker validates against it and the layout binder reads
/// it, so adding a modifier means adding a row to `Schema+Standard.swift`.
public struct Schema: Sendable {
    /// The kind of value an argument, attribute or expression has.
    public enum ValueKind: String, Sendable, Hashable, CaseIterable, Codable {
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
    }

    /// One parameter of a view, modifier or implicit member call.
    public struct Parameter: Sendable, Hashable {
        /// The argument label; nil for an unlabeled (`_`) parameter.
        public var label: String?
        /// Kinds of value the parameter accepts.
        public var accepts: [ValueKind]
        /// False when the parameter has a default and may be left out.
        public var isRequired: Bool
        public init(_ label: String?, _ accepts: [ValueKind], required: Bool = false) {
            self.label = label
            self.accepts = accepts
            self.isRequired = required
        }
    }

    /// One overload: parameters in the order they must be written.
    public struct Signature: Sendable, Hashable {
        public var parameters: [Parameter]
        public init(_ parameters: [Parameter] = []) { self.parameters = parameters }

        /// Swift's spelling of the overload: `frame(width:height:alignment:)`.
        public func spelling(_ name: String) -> String {
            "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
        }
    }

    /// What a view is, for modifiers that only mean something on some views.
    public enum ViewCategory: String, Sendable, Hashable, CaseIterable, Codable {
        case stack, text, image, spacer, divider, color, shape, progress
    }

    /// A view the language knows.
    public struct ViewSpec: Sendable, Hashable {
        public var name: String
        public var category: ViewCategory
        public var signatures: [Signature]
        /// True when the view takes a `{ … }` body (stacks); required for them.
        public var takesContent: Bool
        public init(_ name: String, _ category: ViewCategory, _ signatures: [Signature], takesContent: Bool = false) {
            self.name = name
            self.category = category
            self.signatures = signatures
            self.takesContent = takesContent
        }
    }

    /// A modifier the language knows.
    public struct ModifierSpec: Sendable, Hashable {
        public var name: String
        public var signatures: [Signature]
        /// The views it means something on; nil for every view. Text modifiers also apply to
        /// stacks, which pass them down to their text as SwiftUI's environment does.
        public var appliesTo: Set<ViewCategory>?
        /// True when it may take a `{ … }` body (`background`, `overlay`).
        public var takesContent: Bool
        /// True for lockshot's own modifiers, which SwiftUI does not have.
        public var isLockshotExtension: Bool
        public init(_ name: String, _ signatures: [Signature], appliesTo: Set<ViewCategory>? = nil,
                    takesContent: Bool = false, isLockshotExtension: Bool = false) {
            self.name = name
            self.signatures = signatures
            self.appliesTo = appliesTo
            self.takesContent = takesContent
            self.isLockshotExtension = isLockshotExtension
        }
    }

    /// An implicit member such as `.leading` or a call such as `.custom(_:size:)`.
    public struct MemberSpec: Sendable, Hashable {
        public var name: String
        /// Overloads when the member is called; nil when it is a plain value.
        public var signatures: [Signature]?
        public init(_ name: String, _ signatures: [Signature]? = nil) {
            self.name = name
            self.signatures = signatures
        }
    }

    public var views: [ViewSpec]
    public var modifiers: [ModifierSpec]
    /// Attribute types by name (`String`, `Int` …) and the kind of value each holds.
    public var attributeTypes: [(name: String, kind: ValueKind)]
    /// Implicit members valid where a value of the kind is expected.
    public var implicitMembers: [ValueKind: [MemberSpec]]
    /// Static members reached through a type name: `Color.red`, `Font.body`.
    public var typeMembers: [String: ValueKind]
    /// Methods on values: `accent.opacity(0.5)`; the receiver's kind, the signature and the result kind.
    public var methods: [(receiver: ValueKind, name: String, signature: Signature, result: ValueKind)]
    /// Preview keys that set the environment rather than an attribute, with the kinds they accept.
    public var reservedPreviewKeys: [(name: String, accepts: [ValueKind])]

    public func view(named name: String) -> ViewSpec? { views.first { $0.name == name } }
    public func modifier(named name: String) -> ModifierSpec? { modifiers.first { $0.name == name } }
    public func attributeKind(_ typeName: String) -> ValueKind? { attributeTypes.first { $0.name == typeName }?.kind }
    public func members(of kind: ValueKind) -> [MemberSpec] { implicitMembers[kind] ?? [] }
}
