import Foundation
import LockshotLanguage

/// A primitive view's boilerplate: its `body` is never asked for.
public protocol _LockshotLeaf: View where Body == Never {}
extension _LockshotLeaf {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

// MARK: Text

/// A string key with interpolations, as SwiftUI's `Text("…\(x)…")` takes it; lockshot shows the
/// text as written (no localization tables).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text as the development language shows it, and the key and values a string table is searched with.
    let string: LocalizableString
    var text: String { string.text }
    public init(_ value: String) { string = LocalizableString(literal: value) }
    public init(stringLiteral value: String) { string = LocalizableString(literal: value) }
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.string }

    /// The text in the widget's language: the target's string tables' translation, else the text as written.
    func localized(table: String?) -> String { string.localized(table: table) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var string = LocalizableString()
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { string.appendLiteral(literal) }
        mutating func append(_ formatted: String, specifier: String) { string.append(formatted, specifier: specifier) }
        public mutating func appendInterpolation<T>(_ value: T) { append("\(value)", specifier: LocalizationTables.specifier(for: value)) }
        public mutating func appendInterpolation(_ value: some CVarArg, specifier: String) {
            append(String(format: specifier, value), specifier: specifier)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input), specifier: "%@")
        }
        public mutating func appendInterpolation(_ text: Text) { append(text.plainText, specifier: "%@") }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(Text.format(date, style: style), specifier: "%@")
        }
    }
}

/// Text: a string, a date or a timer, with the text modifiers that return `Text`.
public struct Text: _LockshotLeaf, PrimitiveView, Equatable {
    var node: ViewNode
    /// Modifiers applied to a concatenation as a whole (`(Text("a").bold() + Text(b)).font(.title)`): the layout
    /// writes them on a `Group` around it, since a segment's own modifiers style only that segment.
    var wholeModifiers: [LockshotLanguage.Modifier] = []
    /// The string, for `Text` interpolated into another (`"\(Text(…))"`).
    var plainText: String

    init(_ arguments: [Argument], plain: String, at site: SourceRange) {
        node = ViewNode(name: Identifier("Text", range: site), arguments: arguments, range: site)
        plainText = plain
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let text = key.localized(table: tableName)
        self.init([argument(nil, text)], plain: text, at: site(file, line, column))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init([argument(nil, String(content))], plain: String(content), at: site(file, line, column))
    }
    public init(verbatim content: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init([argument(nil, content)], plain: content, at: site(file, line, column))
    }
    /// `Text(alert.title)`: an AlarmKit button's or an intent's title, looked up in the target's string tables. A
    /// literal stays a `LocalizedStringKey`, as in Apple's SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let text = LocalizationTables.translation(of: resource.tableKey, table: resource.table) ?? resource.key
        self.init([argument(nil, text)], plain: text, at: site(file, line, column))
    }
    /// Disfavored: Foundation on Linux makes `AttributedString` a string literal too, and `Text("key")` must stay a
    /// `LocalizedStringKey` (looked up in the target's string tables), as in Apple's SwiftUI.
    @_disfavoredOverload
    public init(_ attributed: AttributedString, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let plain = String(attributed.characters)
        self.init([argument(nil, plain)], plain: plain, at: site(file, line, column))
    }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F, file: StaticString = #filePath, line: UInt = #line,
                                column: UInt = #column) where F.FormatOutput == String {
        let text = format.format(input)
        self.init([argument(nil, text)], plain: text, at: site(file, line, column))
    }

    /// How a date text shows its date.
    public struct DateStyle: Equatable, Sendable, LayoutValue {
        let name: String
        package var layoutExpr: Expr { member(name) }
        public static let time = DateStyle(name: "time"), date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative"), offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    public init(_ date: Date, style: DateStyle, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        // A time or a date does not move with the clock: in a preview's own locale (`.environment(\.locale, …)`), it is
        // formatted here; in the run's, by lockshot, as a `.lockshot` layout's.
        if style == .time || style == .date, Recorder.environment.locale.identifier != lockshotLocale.identifier {
            let text = Text.format(date, style: style)
            self.init([argument(nil, text)], plain: text, at: site(file, line, column))
            return
        }
        self.init([argument(nil, date), argument("style", style)], plain: Text.format(date, style: style),
                  at: site(file, line, column))
    }
    public init(_ dates: ClosedRange<Date>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        let text = formatter.string(from: dates.lowerBound, to: dates.upperBound)
        self.init([argument(nil, text)], plain: text, at: site(file, line, column))
    }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(timerArguments(timerInterval, pauseTime, countsDown), plain: "", at: site(file, line, column))
    }
    public init(_ image: Image, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init([argument(nil, "")], plain: "", at: site(file, line, column))
        Recorder.unsupported("an Image inside Text", at: node.range)
    }

    /// A date as `Text(_:style:)` shows it at the render clock, for interpolations
    /// (`Text("\(Text(date, style: .relative)) ago")`): `10 min`, `1 hr, 5 min`, a timer's `4:00`.
    static func format(_ date: Date, style: DateStyle) -> String {
        let locale = TextLocale(Recorder.environment.locale.identifier)
        let seconds = date.timeIntervalSince1970
        switch style {
        case .relative: return locale.relative(seconds, now: renderClock)
        case .offset: return locale.offset(seconds, now: renderClock)
        case .timer: return locale.timer(abs(seconds - renderClock))
        case .date: return locale.date(seconds)
        default: return locale.time(seconds)
        }
    }

    package func statements() -> [Statement] {
        guard !node.concatenated.isEmpty else { return [.view(node)] }
        var group = ViewNode(name: Identifier("Group", range: node.range), arguments: [], content: [.view(node)], range: node.range)
        group.modifiers = wholeModifiers
        return [.view(group)]
    }

    func modified(_ name: String, _ arguments: [Argument] = [], at here: SourceRange) -> Text {
        var copy = self
        let modifier = LockshotLanguage.Modifier(name: Identifier(name, range: here), arguments: arguments, range: here)
        if node.concatenated.isEmpty { copy.node.modifiers.append(modifier) } else { copy.wholeModifiers.append(modifier) }
        return copy
    }

    /// `a + b`: the segments of both, each with its own modifiers. A side that is itself a styled concatenation
    /// (`(Text("a") + Text("b")).bold() + Text("c")`) passes its whole-text style to each of its segments.
    public static func + (lhs: Text, rhs: Text) -> Text {
        func segments(_ text: Text) -> [ViewNode] {
            var first = text.node
            let rest = first.concatenated
            first.concatenated = []
            return ([first] + rest).map { segment in
                var styled = segment
                styled.modifiers += text.wholeModifiers
                return styled
            }
        }
        let all = segments(lhs) + segments(rhs)
        var joined = lhs
        joined.wholeModifiers = []
        joined.node = all[0]
        joined.node.concatenated = Array(all.dropFirst())
        joined.plainText = lhs.plainText + rhs.plainText
        return joined
    }

    public static func == (a: Text, b: Text) -> Bool { a.node == b.node }

    public func font(_ font: Font?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        guard let font else { return self }
        return modified("font", [argument(nil, font)], at: site(file, line, column))
    }
    public func fontWeight(_ weight: Font.Weight?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        guard let weight else { return self }
        return modified("fontWeight", [argument(nil, weight)], at: site(file, line, column))
    }
    public func fontDesign(_ design: Font.Design?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        guard let design else { return self }
        return modified("fontDesign", [argument(nil, design)], at: site(file, line, column))
    }
    public func fontWidth(_ width: Font.Width?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        guard let width else { return self }
        return modified("fontWidth", [argument(nil, width)], at: site(file, line, column))
    }
    public func bold(_ isActive: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        isActive ? modified("bold", at: site(file, line, column)) : self
    }
    public func italic(_ isActive: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        isActive ? modified("italic", at: site(file, line, column)) : self
    }
    public func monospacedDigit(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        modified("monospacedDigit", at: site(file, line, column))
    }
    public func monospaced(_ isActive: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        isActive ? modified("monospaced", at: site(file, line, column)) : self
    }
    public func foregroundColor(_ color: Color?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        guard let color else { return self }
        return modified("foregroundColor", [argument(nil, color)], at: site(file, line, column))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        modified("foregroundStyle", [Argument(value: styleExpr(style))], at: site(file, line, column))
    }
    public func kerning(_ kerning: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        modified("kerning", [argument(nil, kerning)], at: site(file, line, column))
    }
    public func tracking(_ tracking: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        modified("tracking", [argument(nil, tracking)], at: site(file, line, column))
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil, file: StaticString = #filePath, line: UInt = #line,
                          column: UInt = #column) -> Text {
        isActive ? modified("underline", arguments(("color", color)), at: site(file, line, column)) : self
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil, file: StaticString = #filePath, line: UInt = #line,
                              column: UInt = #column) -> Text {
        isActive ? modified("strikethrough", arguments(("color", color)), at: site(file, line, column)) : self
    }
    public func baselineOffset(_ offset: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Text {
        offset != 0 ? modified("baselineOffset", [argument(nil, offset)], at: site(file, line, column)) : self
    }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
    public enum Scale: Sendable { case `default`, secondary }

    /// How text is cut when it does not fit.
    public enum TruncationMode: Hashable, Sendable, LayoutValue {
        case head, middle, tail
        package var layoutExpr: Expr { member("\(self)") }
    }
    /// `textCase`'s cases.
    public enum Case: Hashable, Sendable, LayoutValue {
        case uppercase, lowercase
        package var layoutExpr: Expr { member("\(self)") }
    }
}

// MARK: Images

/// An image: an SF Symbol, an asset by name or a file.
public struct Image: _LockshotLeaf, PrimitiveView, Equatable {
    var node: ViewNode

    init(_ arguments: [Argument], at here: SourceRange) {
        node = ViewNode(name: Identifier("Image", range: here), arguments: arguments, range: here)
    }
    public init(systemName: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init([argument("systemName", systemName)], at: site(file, line, column))
    }
    /// An image by name: an image set of the app's asset catalog (its @3x file), else a file or a
    /// built-in image of that name.
    public init(_ name: String, bundle: Bundle? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init([argument(nil, AssetCatalog.image(name) ?? name)], at: site(file, line, column))
    }
    /// A generated asset symbol's image (`Image(.logo)`): as `Image("Logo")`.
    public init(_ resource: ImageResource, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(resource.name, file: file, line: line, column: column)
    }
    public init(uiImage: UIImage, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        switch uiImage.source {
        case .systemName(let name): self.init([argument("systemName", name)], at: site(file, line, column))
        case .named(let name): self.init([argument(nil, name)], at: site(file, line, column))
        case .empty:
            // `UIImage()`: an image of no pixels, drawn as nothing.
            self.init([], at: site(file, line, column))
            node = ViewNode(name: Identifier("EmptyView", range: node.range), arguments: [], range: node.range)
        }
    }
    public init(decorative name: String, bundle: Bundle? = nil, file: StaticString = #filePath, line: UInt = #line,
                column: UInt = #column) {
        self.init([argument(nil, AssetCatalog.image(name) ?? name)], at: site(file, line, column))
    }

    package func statements() -> [Statement] { [.view(node)] }

    func modified(_ name: String, _ arguments: [Argument] = [], at here: SourceRange) -> Image {
        var copy = self
        copy.node.modifiers.append(LockshotLanguage.Modifier(name: Identifier(name, range: here), arguments: arguments, range: here))
        return copy
    }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, LayoutValue {
        case template, original
        package var layoutExpr: Expr { member("\(self)") }
    }
    public enum Interpolation: Sendable, LayoutValue {
        case none, low, medium, high
        package var layoutExpr: Expr { member("\(self)") }
    }
    public enum Scale: Sendable, LayoutValue {
        case small, medium, large
        package var layoutExpr: Expr { member("\(self)") }
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch,
                          file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Image {
        modified("resizable", at: site(file, line, column))
    }
    public func renderingMode(_ mode: TemplateRenderingMode?, file: StaticString = #filePath, line: UInt = #line,
                              column: UInt = #column) -> Image {
        guard let mode else { return self }
        return modified("renderingMode", [argument(nil, mode)], at: site(file, line, column))
    }
    public func interpolation(_ interpolation: Interpolation, file: StaticString = #filePath, line: UInt = #line,
                              column: UInt = #column) -> Image {
        modified("interpolation", [argument(nil, interpolation)], at: site(file, line, column))
    }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?, file: StaticString = #filePath, line: UInt = #line,
                                    column: UInt = #column) -> Image {
        guard let mode else { return self }
        return modified("symbolRenderingMode", [argument(nil, mode)], at: site(file, line, column))
    }
}

/// How SF Symbols use their layers' colors.
public struct SymbolRenderingMode: Sendable, LayoutValue {
    let name: String
    package var layoutExpr: Expr { member(name) }
    public static let monochrome = SymbolRenderingMode(name: "monochrome"), multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical"), palette = SymbolRenderingMode(name: "palette")
}

/// A variant of an SF Symbol (`.fill`, `.circle`): lockshot draws the named symbol as written.
/// `.fill`, `.circle.fill`: the parts a symbol's name gains (`heart` → `heart.circle.fill`).
public struct SymbolVariants: Hashable, Sendable, LayoutValue {
    let parts: [String]
    package var layoutExpr: Expr {
        guard let first = parts.first else { return member("none") }
        return parts.dropFirst().reduce(member(first)) { Expr(.member($0, $1)) }
    }
    public static let none = SymbolVariants(parts: []), fill = SymbolVariants(parts: ["fill"])
    public static let circle = SymbolVariants(parts: ["circle"]), square = SymbolVariants(parts: ["square"])
    public static let slash = SymbolVariants(parts: ["slash"]), rectangle = SymbolVariants(parts: ["rectangle"])
    public var fill: SymbolVariants { adding("fill") }
    public var circle: SymbolVariants { adding("circle") }
    public var square: SymbolVariants { adding("square") }
    public var slash: SymbolVariants { adding("slash") }
    public var rectangle: SymbolVariants { adding("rectangle") }
    public func contains(_ other: SymbolVariants) -> Bool { Set(other.parts).isSubset(of: parts) }
    private func adding(_ part: String) -> SymbolVariants { SymbolVariants(parts: parts.contains(part) ? parts : parts + [part]) }
}

// MARK: Stacks and containers

/// Views side by side.
public struct HStack<Content: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], content: Content, origin: SourceRange
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = arguments_(("alignment", alignment == .center ? nil : alignment), ("spacing", spacing))
        self.content = content()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("HStack", arguments, content: record(content), at: origin) }
}

/// Views one above the other.
public struct VStack<Content: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], content: Content, origin: SourceRange
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = arguments_(("alignment", alignment == .center ? nil : alignment), ("spacing", spacing))
        self.content = content()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("VStack", arguments, content: record(content), at: origin) }
}

/// Views on top of each other.
public struct ZStack<Content: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], content: Content, origin: SourceRange
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = arguments_(("alignment", alignment == .center ? nil : alignment))
        self.content = content()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("ZStack", arguments, content: record(content), at: origin) }
}

/// The first child that fits.
public struct ViewThatFits<Content: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], content: Content, origin: SourceRange
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = axes == [.horizontal, .vertical] ? [] : [argument("in", axes)]
        self.content = content()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("ViewThatFits", arguments, content: record(content), at: origin) }
}

/// A grid of rows.
public struct Grid<Content: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], content: Content, origin: SourceRange
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = arguments_(("alignment", alignment == .center ? nil : alignment), ("horizontalSpacing", horizontalSpacing),
                               ("verticalSpacing", verticalSpacing))
        self.content = content()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("Grid", arguments, content: record(content), at: origin) }
}

/// A row of a `Grid`.
public struct GridRow<Content: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], content: Content, origin: SourceRange
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = arguments_(("alignment", alignment))
        self.content = content()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("GridRow", arguments, content: record(content), at: origin) }
}

/// Space that grows along its stack.
public struct Spacer: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], origin: SourceRange
    public init(minLength: CGFloat? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = arguments_(("minLength", minLength))
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("Spacer", arguments, at: origin) }
}

/// A thin line across its stack.
public struct Divider: _LockshotLeaf, PrimitiveView {
    let origin: SourceRange
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) { origin = site(file, line, column) }
    package func statements() -> [Statement] { single("Divider", at: origin) }
}

/// A title and an icon.
public struct Label<Title: View, Icon: View>: _LockshotLeaf, PrimitiveView {
    let title: Title, icon: Icon, origin: SourceRange
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.title = title()
        self.icon = icon()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] {
        single("Label", content: record(title), labeled: [LabeledClosure(label: Identifier("icon"), body: record(icon))], at: origin)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage: String, file: StaticString = #filePath, line: UInt = #line,
                column: UInt = #column) {
        self.init(title: { Text(title, file: file, line: line, column: column) },
                  icon: { Image(systemName: systemImage, file: file, line: line, column: column) },
                  file: file, line: line, column: column)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, file: StaticString = #filePath, line: UInt = #line,
                                   column: UInt = #column) {
        // A string value is shown as it is, never looked up in a table (as SwiftUI's `Label(_: StringProtocol, …)`).
        self.init(title: { Text(String(title), file: file, line: line, column: column) },
                  icon: { Image(systemName: systemImage, file: file, line: line, column: column) },
                  file: file, line: line, column: column)
    }
    public init(_ title: LocalizedStringKey, image: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(title: { Text(title, file: file, line: line, column: column) },
                  icon: { Image(image, file: file, line: line, column: column) },
                  file: file, line: line, column: column)
    }
}

/// A progress bar or ring: a fraction, or a timer's interval.
public struct ProgressView<Label: View, CurrentValueLabel: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], origin: SourceRange
    /// What a custom style's configuration reads: the fraction, the labels.
    var fraction: Double?, label: AnyView?, currentValueLabel: AnyView?
    init(arguments: [Argument], at here: SourceRange, fraction: Double? = nil) {
        self.arguments = arguments
        origin = here
        self.fraction = fraction
    }
    package func statements() -> [Statement] {
        if let styled = CustomProgressViewStyle.body(fraction: fraction, label: label, currentValueLabel: currentValueLabel) {
            return styled
        }
        // The system styles draw the bar or ring; a circular one, its current-value label inside.
        let current = currentValueLabel.map { record($0) } ?? []
        guard !current.isEmpty else { return single("ProgressView", arguments, at: origin) }
        return single("ProgressView", arguments, content: [],
                      labeled: [LabeledClosure(label: Identifier("currentValueLabel"), body: current)], at: origin)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a custom style's body wraps: drawn by the system style.
    public init(_ configuration: ProgressViewStyleConfiguration, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(arguments: [argument("value", configuration.fractionCompleted ?? 0), argument("total", 1.0)], at: site(file, line, column))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, file: StaticString = #filePath, line: UInt = #line,
                                        column: UInt = #column) {
        self.init(arguments: [argument("value", Double(value ?? 0)), argument("total", Double(total))], at: site(file, line, column),
                  fraction: value.map { Double($0) / Double(total) })
    }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(arguments: timerArguments(timerInterval, pauseTime, countsDown), at: site(file, line, column),
                  fraction: timerFraction(timerInterval, pauseTime: pauseTime, countsDown: countsDown))
    }
    public init(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(arguments: [argument("value", 0.0)], at: site(file, line, column))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(arguments: [argument("value", Double(value ?? 0)), argument("total", Double(total))], at: site(file, line, column),
                  fraction: value.map { Double($0) / Double(total) })
        self.label = AnyView(label())
    }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(arguments: timerArguments(timerInterval, pauseTime, countsDown), at: site(file, line, column),
                  fraction: timerFraction(timerInterval, pauseTime: pauseTime, countsDown: countsDown))
        self.label = AnyView(label())
    }
}

extension ProgressView {
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(arguments: timerArguments(timerInterval, pauseTime, countsDown), at: site(file, line, column),
                  fraction: timerFraction(timerInterval, pauseTime: pauseTime, countsDown: countsDown))
        self.label = AnyView(label())
        self.currentValueLabel = AnyView(currentValueLabel())
    }
    /// `ProgressView(value:total:label:currentValueLabel:)`: the bar or ring as the value's; the labels reach a
    /// custom style. lockshot's system styles draw the bar or ring, and the circular one its current-value label inside.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(arguments: [argument("value", Double(value ?? 0)), argument("total", Double(total))], at: site(file, line, column),
                  fraction: value.map { Double($0) / Double(total) })
        self.label = AnyView(label())
        self.currentValueLabel = AnyView(currentValueLabel())
    }
}

/// `timerInterval:`, `pauseTime:` when there is one (the timer rests there), `countsDown:`.
func timerArguments(_ interval: ClosedRange<Date>, _ pauseTime: Date?, _ countsDown: Bool) -> [Argument] {
    [argument("timerInterval", interval)] + (pauseTime.map { [argument("pauseTime", $0)] } ?? []) + [argument("countsDown", countsDown)]
}

/// A value in a range, drawn as a ring or a bar.
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: _LockshotLeaf, PrimitiveView {
    let arguments: [Argument], label: Label, current: CurrentValueLabel, minimum: MinimumValueLabel, maximum: MaximumValueLabel
    let fraction: Double
    let origin: SourceRange
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel,
                                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = [argument("value", Double(value)), argument("in", Double(bounds.lowerBound)...Double(bounds.upperBound))]
        fraction = Double((value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound))
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] {
        if let styled = CustomGaugeStyle.body(fraction: fraction, label: label, current: current, minimum: minimum, maximum: maximum) {
            return styled
        }
        var labeled: [LabeledClosure] = []
        for (name, body) in [("currentValueLabel", record(current)), ("minimumValueLabel", record(minimum)),
                             ("maximumValueLabel", record(maximum))] where !body.isEmpty {
            labeled.append(LabeledClosure(label: Identifier(name), body: body))
        }
        let content = record(label)
        return single("Gauge", arguments, content: content.isEmpty ? nil : content, labeled: labeled, at: origin)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, file: file, line: line, column: column)
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, file: file, line: line, column: column)
    }
}

/// A button draws its label (a still has no taps).
public struct Button<Label: View>: _LockshotLeaf, PrimitiveView {
    let label: Label, origin: SourceRange
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.label = label()
        origin = site(file, line, column)
    }
    public init(intent: some Sendable, @ViewBuilder label: () -> Label,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.label = label()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("Button", content: record(label), at: origin) }
}

extension Button where Label == Text {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line,
                column: UInt = #column) {
        self.init(action: action, label: { Text(title, file: file, line: line, column: column) }, file: file, line: line, column: column)
    }
    public init(_ title: LocalizedStringKey, intent: some Sendable, file: StaticString = #filePath, line: UInt = #line,
                column: UInt = #column) {
        self.init(intent: intent, label: { Text(title, file: file, line: line, column: column) }, file: file, line: line, column: column)
    }
}

/// A link draws its label.
public struct Link<Label: View>: _LockshotLeaf, PrimitiveView {
    let label: Label, origin: SourceRange
    public init(destination: URL, @ViewBuilder label: () -> Label,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.label = label()
        origin = site(file, line, column)
    }
    package func statements() -> [Statement] { single("Group", content: record(label), at: origin) }
}

/// Layout arguments with the unset ones left out (`arguments` is taken by stored properties here).
func arguments_(_ pairs: (String?, (any LayoutValue)?)...) -> [Argument] {
    pairs.compactMap { label, value in value.map { Argument(label: label.map { Identifier($0) }, value: $0.layoutExpr) } }
}
