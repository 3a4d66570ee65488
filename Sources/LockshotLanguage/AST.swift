/// The abstract syntax tree of a `.lockshot` file.
///
/// Every node is a `Sendable` value carrying its `SourceRange`; ranges are left
/// out of equality so tests compare trees structurally (STYLE: diagnostics).
/// The tree is deliberately generic (SwiftUI-shaped calls, modifiers and
/// expressions); the checker knows which views, modifiers and labels exist.
public struct Document: Sendable, Equatable {
    /// `activity Name`; nil when absent (the file name stands in).
    public var activityName: Identifier?
    public var attributes: [AttributeDecl]
    public var fonts: [FontDecl]
    public var theme: [ThemeEntry]
    public var regions: [RegionDecl]
    public var previews: [PreviewDecl]
    /// `symbols { "car.fill" = "icons/car.svg" }`: the layout's own drawings for SF Symbol names.
    public var symbols: [SymbolDecl] = []
    /// Whether the layout has a `state { }` block, i.e. splits ActivityKit's static attributes
    /// (`attributes { }`) from its content state (`state { }`). Both kinds are in `attributes`,
    /// the static ones first, told apart by `AttributeDecl.isState`.
    public var declaresState = false

    public init(activityName: Identifier? = nil, attributes: [AttributeDecl] = [], fonts: [FontDecl] = [],
                theme: [ThemeEntry] = [], regions: [RegionDecl] = [], previews: [PreviewDecl] = []) {
        self.activityName = activityName
        self.attributes = attributes
        self.fonts = fonts
        self.theme = theme
        self.regions = regions
        self.previews = previews
    }

    /// ActivityKit's static attributes: set when the activity starts, never updated.
    /// Empty without a `state { }` block, where every attribute counts as content state.
    public var staticAttributes: [AttributeDecl] { declaresState ? attributes.filter { !$0.isState } : [] }

    /// ActivityKit's `ContentState`: what every update carries.
    /// Every attribute without a `state { }` block.
    public var contentState: [AttributeDecl] { declaresState ? attributes.filter(\.isState) : attributes }

    /// The body of a region, if the document declares it.
    public func region(_ kind: RegionKind) -> RegionDecl? { regions.first { $0.kind == kind } }
}

/// A name with where it was written.
public struct Identifier: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var range: SourceRange
    public init(_ name: String, range: SourceRange = .none) {
        self.name = name
        self.range = range
    }
    public static func == (a: Identifier, b: Identifier) -> Bool { a.name == b.name }
    public var description: String { name }
}

/// `name: Type [= default]` inside `attributes { }` or `state { }`.
public struct AttributeDecl: Sendable, Equatable {
    public var name: Identifier
    public var type: TypeRef
    public var defaultValue: Expr?
    /// Declared in `state { }`: part of ActivityKit's `ContentState`.
    public var isState: Bool
    public var range: SourceRange
    public init(name: Identifier, type: TypeRef, defaultValue: Expr? = nil, isState: Bool = false,
                range: SourceRange = .none) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isState = isState
        self.range = range
    }
    public static func == (a: AttributeDecl, b: AttributeDecl) -> Bool {
        a.name == b.name && a.type == b.type && a.defaultValue == b.defaultValue && a.isState == b.isState
    }
}

/// A type as written: `String`, `Image?`.
public struct TypeRef: Sendable, Equatable {
    public var name: Identifier
    public var isOptional: Bool
    /// `[String]`: an array of the named element type (`[String]?` is an optional array).
    public var isArray: Bool
    public init(name: Identifier, isOptional: Bool, isArray: Bool = false) {
        self.name = name
        self.isOptional = isOptional
        self.isArray = isArray
    }

    /// The type as written: `String?`, `[Int]`.
    public var spelling: String { (isArray ? "[\(name.name)]" : name.name) + (isOptional ? "?" : "") }
}

/// `Family = "LockshotPixel"`, `Family = "fonts/Mine.ttf"`, or one file per weight,
/// `Family = { regular: "fonts/Mine-Regular.otf", bold: "fonts/Mine-Bold.otf" }`, inside `fonts { }`.
public struct FontDecl: Sendable, Equatable {
    public var family: Identifier
    /// The embedded name or file; empty when the family names a file per weight.
    public var source: String
    /// One file per weight; empty for a single source.
    public var faces: [FontFaceDecl]
    public var range: SourceRange
    public init(family: Identifier, source: String, range: SourceRange = .none) {
        self.family = family
        self.source = source
        self.faces = []
        self.range = range
    }
    public init(family: Identifier, faces: [FontFaceDecl], range: SourceRange = .none) {
        self.family = family
        self.source = ""
        self.faces = faces
        self.range = range
    }
    public static func == (a: FontDecl, b: FontDecl) -> Bool {
        a.family == b.family && a.source == b.source && a.faces == b.faces
    }
}

/// `bold: "fonts/Mine-Bold.otf"`: one weight of a family.
public struct FontFaceDecl: Sendable, Equatable {
    /// A SwiftUI weight name: `ultraLight` … `black`.
    public var weight: Identifier
    public var path: String
    public var range: SourceRange
    public init(weight: Identifier, path: String, range: SourceRange = .none) {
        self.weight = weight
        self.path = path
        self.range = range
    }
    public static func == (a: FontFaceDecl, b: FontFaceDecl) -> Bool { a.weight == b.weight && a.path == b.path }
}

/// `token = value` inside `theme { }`.
public struct ThemeEntry: Sendable, Equatable {
    public var name: Identifier
    public var value: Expr
    public var range: SourceRange
    public init(name: Identifier, value: Expr, range: SourceRange = .none) {
        self.name = name
        self.value = value
        self.range = range
    }
    public static func == (a: ThemeEntry, b: ThemeEntry) -> Bool { a.name == b.name && a.value == b.value }
}

/// The places an activity draws into. `expanded { leading { } … }` yields the four `expanded*` kinds.
public enum RegionKind: String, Sendable, Hashable, CaseIterable, Codable {
    case lockScreen, compactLeading, compactTrailing, minimal
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
    /// The `.small` activity family: the Apple Watch Smart Stack, for a widget that opts in with
    /// `supplementalActivityFamilies([.small])` (the lock screen's content drawn with `activityFamily == .small`).
    case small

    /// The region as a layout writes it: `lockScreen`, `expanded.leading`.
    public var spelling: String {
        switch self {
        case .expandedLeading: "expanded.leading"
        case .expandedTrailing: "expanded.trailing"
        case .expandedCenter: "expanded.center"
        case .expandedBottom: "expanded.bottom"
        default: rawValue
        }
    }
}

/// A region and the views in it (several root views stack vertically).
public struct RegionDecl: Sendable, Equatable {
    public var kind: RegionKind
    public var body: [Statement]
    public var range: SourceRange
    public init(kind: RegionKind, body: [Statement], range: SourceRange = .none) {
        self.kind = kind
        self.body = body
        self.range = range
    }
    public static func == (a: RegionDecl, b: RegionDecl) -> Bool { a.kind == b.kind && a.body == b.body }
}

/// `preview "name" { field: value, … }` or `preview "name" from "payload.json"`.
public struct PreviewDecl: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case fields([PreviewField])
        /// A path relative to the layout file, to an ActivityKit push payload.
        case payload(path: String, range: SourceRange)

        public static func == (a: Source, b: Source) -> Bool {
            switch (a, b) {
            case let (.fields(x), .fields(y)): x == y
            case let (.payload(x, _), .payload(y, _)): x == y
            default: false
            }
        }
    }
    public var name: String
    public var source: Source
    public var range: SourceRange
    public init(name: String, source: Source, range: SourceRange = .none) {
        self.name = name
        self.source = source
        self.range = range
    }
    public static func == (a: PreviewDecl, b: PreviewDecl) -> Bool { a.name == b.name && a.source == b.source }
}

/// `field: value` in a preview. Reserved fields (`now`, `appearance`, `isStale`,
/// `isLuminanceReduced`) set the environment rather than an attribute.
public struct PreviewField: Sendable, Equatable {
    public var name: Identifier
    public var value: Expr
    public var range: SourceRange
    public init(name: Identifier, value: Expr, range: SourceRange = .none) {
        self.name = name
        self.value = value
        self.range = range
    }
    public static func == (a: PreviewField, b: PreviewField) -> Bool { a.name == b.name && a.value == b.value }
}

/// One entry of a view body: a view, or an `if` choosing views.
public indirect enum Statement: Sendable, Equatable {
    case view(ViewNode)
    case conditional(IfStatement)

    public var range: SourceRange {
        switch self {
        case .view(let v): v.range
        case .conditional(let c): c.range
        }
    }
}

/// `if condition { … } else { … }`; `else if` nests another `IfStatement` in `elseBody`.
public struct IfStatement: Sendable, Equatable {
    public var condition: Expr
    public var thenBody: [Statement]
    public var elseBody: [Statement]?
    public var range: SourceRange
    public init(condition: Expr, thenBody: [Statement], elseBody: [Statement]? = nil, range: SourceRange = .none) {
        self.condition = condition
        self.thenBody = thenBody
        self.elseBody = elseBody
        self.range = range
    }
    public static func == (a: IfStatement, b: IfStatement) -> Bool {
        a.condition == b.condition && a.thenBody == b.thenBody && a.elseBody == b.elseBody
    }
}

/// A view construction with its modifier chain:
/// `HStack(spacing: 12) { … }.padding(14).background(accent)`.
///
/// Also used for shapes and views in argument position
/// (`.clipShape(RoundedRectangle(cornerRadius: 4))`, `.background(Circle().fill(.red))`).
public struct ViewNode: Sendable, Equatable {
    public var name: Identifier
    public var arguments: [Argument]
    /// The trailing closure's statements (`VStack { … }`); nil when there is no closure.
    public var content: [Statement]?
    public var modifiers: [Modifier]
    public var range: SourceRange
    /// The closure's parameter: `ForEach(stops, id: \.self) { stop in … }` (`_` when written as `_ in`).
    public var closureParameter: Identifier?
    /// The label of the trailing closure holding `content` when it is not the first one:
    /// `Button { } label: { … }` keeps the `label:` closure (an action closure is not kept).
    public var contentLabel: String?
    /// `Text("a") + Text(b).bold()`: the segments after this one, in order.
    public var concatenated: [ViewNode]
    /// Labeled trailing closures after the first: `Label { … } icon: { … }`,
    /// `Gauge(value: v) { … } currentValueLabel: { … }`.
    public var labeledClosures: [LabeledClosure] = []
    public init(name: Identifier, arguments: [Argument] = [], content: [Statement]? = nil,
                modifiers: [Modifier] = [], range: SourceRange = .none, closureParameter: Identifier? = nil,
                contentLabel: String? = nil, concatenated: [ViewNode] = []) {
        self.name = name
        self.arguments = arguments
        self.content = content
        self.modifiers = modifiers
        self.range = range
        self.closureParameter = closureParameter
        self.contentLabel = contentLabel
        self.concatenated = concatenated
    }
    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a.name == b.name && a.arguments == b.arguments && a.content == b.content && a.modifiers == b.modifiers
            && a.closureParameter == b.closureParameter && a.contentLabel == b.contentLabel
            && a.labeledClosures == b.labeledClosures
            && a.concatenated == b.concatenated
    }
}

/// `.name(arguments) { content }` applied to a view.
public struct Modifier: Sendable, Equatable {
    public var name: Identifier
    public var arguments: [Argument]
    /// A trailing closure (`.background { … }`, `.overlay(alignment: .top) { … }`).
    public var content: [Statement]?
    public var range: SourceRange
    public init(name: Identifier, arguments: [Argument] = [], content: [Statement]? = nil, range: SourceRange = .none) {
        self.name = name
        self.arguments = arguments
        self.content = content
        self.range = range
    }
    public static func == (a: Modifier, b: Modifier) -> Bool {
        a.name == b.name && a.arguments == b.arguments && a.content == b.content
    }
}

/// `label: value` or an unlabeled `value`.
public struct Argument: Sendable, Equatable {
    public var label: Identifier?
    public var value: Expr
    public var range: SourceRange
    public init(label: Identifier? = nil, value: Expr, range: SourceRange = .none) {
        self.label = label
        self.value = value
        self.range = range
    }
    public static func == (a: Argument, b: Argument) -> Bool { a.label == b.label && a.value == b.value }
}

/// An expression with where it was written.
public struct Expr: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        /// Integer and floating literals alike; `isInteger` remembers which was written.
        case number(Double, isInteger: Bool)
        case string([StringSegment])
        case bool(Bool)
        case `nil`
        /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
        case color(RGBA)
        /// An attribute, theme token, `now`, or a type name such as `Color`.
        case identifier(String)
        /// `.leading`, `.infinity`, `.custom("Flick", size: 14)` (arguments nil when not called).
        case implicitMember(String, arguments: [Argument]?)
        /// `Color.red`, `Font.body`.
        case member(Expr, String)
        /// `accent.opacity(0.5)`.
        case methodCall(Expr, String, arguments: [Argument])
        case binary(BinaryOperator, Expr, Expr)
        case unary(UnaryOperator, Expr)
        /// A view or shape in argument position: `RoundedRectangle(cornerRadius: 4)`, `Color(…)`.
        /// Also conversions and opaque calls written like initialisers: `Double(x)`, `URL(string: …)`, `MyIntent()`.
        case view(ViewNode)
        /// `["a", "b"]`, `[.top, .leading]`.
        case array([Expr])
        /// `condition ? a : b`.
        case ternary(Expr, Expr, Expr)
        /// `\.self` (the only key path the language has: `ForEach(items, id: \.self)`).
        case keyPath(String)
    }
    public var kind: Kind
    public var range: SourceRange
    public init(_ kind: Kind, range: SourceRange = .none) {
        self.kind = kind
        self.range = range
    }
    public static func == (a: Expr, b: Expr) -> Bool { a.kind == b.kind }
}

/// A piece of a string literal: text, or `\(expression)`.
public enum StringSegment: Sendable, Equatable {
    case literal(String)
    case interpolation(Expr)
    /// `\(x, specifier: "%.1f")`, `\(x, format: .percent)`: a value with formatting arguments.
    case formattedInterpolation(Expr, [Argument])
}

extension Expr {
    /// The text of a string literal without interpolation (`"fixtures/a.jpg"`), else nil.
    public var literalText: String? {
        guard case .string(let segments) = kind else { return nil }
        var out = ""
        for segment in segments {
            guard case .literal(let text) = segment else { return nil }
            out += text
        }
        return out
    }
}

public enum BinaryOperator: String, Sendable, Equatable {
    /// Binding strength, weakest first, as Swift's (and the parser's) table: `||` 0, `&&` 1,
    /// comparison 2, `??` 3, ranges 4, `+ -` 5, `* / %` 6. Printers parenthesise by it.
    public var precedence: Int { ParserCore.level(of: self) }

    /// `a ?? b`
    case nilCoalescing = "??"
    /// `a...b`
    case closedRange = "..."
    case add = "+", subtract = "-", multiply = "*", divide = "/"
    /// `a..<b`
    case halfOpenRange = "..<"
    /// `a % b` (Swift's truncating remainder; lockshot allows it on Doubles too, as `truncatingRemainder`).
    case remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&", or = "||"
}

public enum UnaryOperator: String, Sendable, Equatable {
    case not = "!"
    case negate = "-"
}

/// A color with straight (not premultiplied) components in 0…1, sRGB.
public struct RGBA: Sendable, Hashable, Codable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// `0xRRGGBB` with full alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}

/// `icon: { Image(systemName: "bolt.fill") }`: a labeled trailing closure of a view.
public struct LabeledClosure: Sendable, Equatable {
    public var label: Identifier
    public var body: [Statement]
    public var range: SourceRange
    public init(label: Identifier, body: [Statement], range: SourceRange = .none) {
        self.label = label
        self.body = body
        self.range = range
    }
    public static func == (a: LabeledClosure, b: LabeledClosure) -> Bool { a.label == b.label && a.body == b.body }
}

extension RGBA {
    /// SwiftUI's and UIKit's named system colors, iOS's values for the dark or light appearance (nil for another name):
    /// the layout stage's `Color.red`, and the host's `UIColor.systemRed.getRed(…)`.
    package static func system(_ name: String, dark: Bool) -> RGBA? {
        switch name {
        case "white": return .white
        case "black": return .black
        case "clear": return .clear
        case "gray", "grey": return RGBA(hex: 0x8E8E93)
        case "red": return RGBA(hex: dark ? 0xFF453A : 0xFF3B30)
        case "orange": return RGBA(hex: dark ? 0xFF9F0A : 0xFF9500)
        case "yellow": return RGBA(hex: dark ? 0xFFD60A : 0xFFCC00)
        case "green": return RGBA(hex: dark ? 0x30D158 : 0x34C759)
        case "mint": return RGBA(hex: dark ? 0x63E6E2 : 0x00C7BE)
        case "teal": return RGBA(hex: dark ? 0x40C8E0 : 0x30B0C7)
        case "cyan": return RGBA(hex: dark ? 0x64D2FF : 0x32ADE6)
        case "blue", "accentColor": return RGBA(hex: dark ? 0x0A84FF : 0x007AFF)
        case "indigo": return RGBA(hex: dark ? 0x5E5CE6 : 0x5856D6)
        case "purple": return RGBA(hex: dark ? 0xBF5AF2 : 0xAF52DE)
        case "pink": return RGBA(hex: dark ? 0xFF375F : 0xFF2D55)
        case "brown": return RGBA(hex: dark ? 0xAC8E68 : 0xA2845E)
        case "primary": return dark ? .white : .black
        case "secondary": return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.6) : RGBA(hex: 0x3C3C43, alpha: 0.6)
        default: return nil
        }
    }
}
