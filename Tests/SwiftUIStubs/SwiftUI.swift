// Interface stub of SwiftUI: the declarations `lockshot export swiftui` output uses, with Apple's names,
// labels, types, generic constraints and result builders. Not the framework: bodies are fatalError().
@_exported import AppIntents
@_exported import Foundation
@_exported import UIKit

// MARK: View and builders

/// Apple: `protocol View` with `@ViewBuilder @MainActor var body: Self.Body { get }`.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {}

extension View where Body == Never {
    public var body: Never { fatalError() }
}

/// What the stub's modifiers return in place of SwiftUI's `ModifiedContent<Self, SomeModifier>`.
public struct _Modified<Content>: View {
    public typealias Body = Never
    public init(_ content: Content) {}
}

/// Apple: `struct TupleView<T> : View`.
public struct TupleView<T>: View {
    public typealias Body = Never
    public init(_ value: T) {}
}

/// Apple: `struct _ConditionalContent<TrueContent, FalseContent> : View`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
}

/// Apple: `struct AnyView : View`.
public struct AnyView: View {
    public typealias Body = Never
    public init<V: View>(_ view: V) {}
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// Apple: `@resultBuilder struct ViewBuilder`.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: Environment

/// Apple: `struct EnvironmentValues`.
public struct EnvironmentValues {
    public var colorScheme: ColorScheme { get { fatalError() } set {} }
    /// Apple: `var isLuminanceReduced: Bool { get set }` (Always-On display).
    public var isLuminanceReduced: Bool { get { fatalError() } set {} }
}

/// Apple: `@propertyWrapper struct Environment<Value> : DynamicProperty`.
@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

/// Apple: `enum ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable { case light, dark }

// MARK: Geometry values

/// Apple: `struct Alignment`.
public struct Alignment: Equatable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment()
    public static let bottom = Alignment(), topLeading = Alignment(), topTrailing = Alignment()
    public static let bottomLeading = Alignment(), bottomTrailing = Alignment()
}

/// Apple: `struct HorizontalAlignment`.
public struct HorizontalAlignment: Equatable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}

/// Apple: `struct VerticalAlignment`.
public struct VerticalAlignment: Equatable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
}

/// Apple: `struct ViewDimensions` (a view's size and guides, for `alignmentGuide`'s closure).
public struct ViewDimensions {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

/// Apple: `enum Edge` with `struct Set : OptionSet`.
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8), all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
    }
}

/// Apple: `enum Axis` with `struct Set : OptionSet`.
public enum Axis: Int8, CaseIterable {
    case horizontal, vertical
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

/// Apple: `struct UnitPoint`.
public struct UnitPoint: Hashable {
    public init(x: CGFloat, y: CGFloat) {}
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Apple: `struct Angle`.
public struct Angle {
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static func radians(_ radians: Double) -> Angle { fatalError() }
}

/// Apple: `enum ContentMode`.
public enum ContentMode: Hashable, CaseIterable { case fit, fill }

/// Apple: `enum TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable { case leading, center, trailing }

/// CoreGraphics's `CGLineCap` and `CGLineJoin` (no CoreGraphics on Linux).
public enum CGLineCap: Int32 { case butt, round, square }
public enum CGLineJoin: Int32 { case miter, round, bevel }

/// Apple: `struct StrokeStyle`.
public struct StrokeStyle: Equatable {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {}
}

/// Apple: `struct FillStyle`.
public struct FillStyle: Equatable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// MARK: Fonts

/// Apple: `struct Font : Hashable, Sendable`.
public struct Font: Hashable {
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
    public static let subheadline = Font(), body = Font(), callout = Font(), footnote = Font(), caption = Font()
    public static let caption2 = Font()
    /// Apple: `static func custom(_ name: String, size: CGFloat) -> Font`.
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
    /// Apple: `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
    /// Apple: `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
    /// Apple: `static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font`.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func width(_ width: Font.Width) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func italic() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    public func monospaced() -> Font { fatalError() }

    public enum TextStyle: Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public enum Design: Hashable { case `default`, serif, rounded, monospaced }
    public struct Width: Hashable {
        public init(_ value: CGFloat) {}
        public static let standard = Width(0), condensed = Width(-0.2), compressed = Width(-0.3), expanded = Width(0.2)
    }
}

// MARK: Colors and styles

/// Apple: `protocol ShapeStyle : Sendable`.
public protocol ShapeStyle {}

extension ShapeStyle {
    /// Apple: `func opacity(_ opacity: Double) -> some ShapeStyle` (iOS 15).
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// Apple: `struct Color : Hashable, CustomStringConvertible, Sendable`, a `View` and a `ShapeStyle`.
public struct Color: Hashable, View, ShapeStyle {
    public typealias Body = Never
    public enum RGBColorSpace: Hashable { case sRGB, sRGBLinear, displayP3 }
    /// Apple: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    /// Apple: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    /// Apple: `init(uiColor: UIColor)`.
    public init(uiColor: UIColor) {}
    /// Apple: `func opacity(_ opacity: Double) -> Color`.
    public func opacity(_ opacity: Double) -> Color { self }

    public static let white = Color(white: 1), black = Color(white: 0), clear = Color(white: 0, opacity: 0)
    public static let gray = Color(white: 0.5), red = Color(white: 0), green = Color(white: 0), blue = Color(white: 0)
    public static let orange = Color(white: 0), yellow = Color(white: 0), pink = Color(white: 0), purple = Color(white: 0)
    public static let mint = Color(white: 0), teal = Color(white: 0), cyan = Color(white: 0), indigo = Color(white: 0)
    public static let brown = Color(white: 0), primary = Color(white: 0), secondary = Color(white: 0)
    public static let accentColor = Color(white: 0)
}

extension ShapeStyle where Self == Color {
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var brown: Color { .brown }
    public static var accentColor: Color { .accentColor }
}

/// Apple: `struct HierarchicalShapeStyle : ShapeStyle` (`.primary`, `.secondary` as shape styles).
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

/// Apple: `struct ForegroundStyle : ShapeStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Apple: `struct Material : ShapeStyle`.
public struct Material: ShapeStyle {
    public static let ultraThin = Material(), thin = Material(), regular = Material(), thick = Material(), ultraThick = Material()
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

/// Apple: `struct Gradient : Equatable`.
public struct Gradient: Equatable {
    public struct Stop: Equatable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(colors: [Color]) {}
    public init(stops: [Gradient.Stop]) {}
}

/// Apple: `struct LinearGradient : ShapeStyle, View`.
public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// Apple: `struct RadialGradient : ShapeStyle, View`.
public struct RadialGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// Apple: `struct AngularGradient : ShapeStyle, View`.
public struct AngularGradient: ShapeStyle, View {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
}

extension Angle {
    public static var zero: Angle { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient { fatalError() }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient { fatalError() }
}

// MARK: Shapes

/// Apple: `struct Path : Equatable, Shape`.
public struct Path: Shape {
    public init() {}
    public mutating func addRect(_ rect: CGRect) {}
    public func path(in rect: CGRect) -> Path { self }
}

/// Apple: `protocol Shape : Animatable, Sendable, View` with `func path(in rect: CGRect) -> Path`.
public protocol Shape: View where Body == Never {
    func path(in rect: CGRect) -> Path
}

/// Apple: `protocol InsettableShape : Shape`.
public protocol InsettableShape: Shape {}

extension Shape {
    /// Apple: `func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View where S : ShapeStyle`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View { _Modified(self) }
    /// Apple: `func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _Modified(self) }
    /// Apple: `func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S : ShapeStyle`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { _Modified(self) }
    /// Apple: `func stroke(lineWidth: CGFloat = 1) -> some Shape`.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    /// Apple: `func stroke(style: StrokeStyle) -> some Shape`.
    public func stroke(style: StrokeStyle) -> some Shape { self }
    /// Apple: `func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

extension InsettableShape {
    /// Apple: `func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _Modified(self) }
    /// Apple: `func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View { _Modified(self) }
}

public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

/// Apple: `enum RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable { case circular, continuous }

public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path() }
}

/// Apple: `struct UnevenRoundedRectangle : Shape` (iOS 16.4).
public struct UnevenRoundedRectangle: InsettableShape {
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path() }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// Apple: `static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self` (iOS 17).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle { fatalError() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// MARK: Text

/// Apple: `struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation`.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    /// Apple: `struct LocalizedStringKey.StringInterpolation : StringInterpolationProtocol`.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {}
    }
}

/// Apple: `protocol _FormatSpecifiable : Equatable` (Int, Double … in LocalizedStringKey interpolation).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// Apple: `struct Text : Equatable, Sendable, View`.
public struct Text: Equatable, View {
    public typealias Body = Never
    /// Apple: `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    /// Apple: `@_disfavoredOverload init<S>(_ content: S) where S : StringProtocol`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    /// Apple: `init(_ date: Date, style: Text.DateStyle)`.
    public init(_ date: Date, style: Text.DateStyle) {}
    /// Apple: `init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true)`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {}
    /// Apple: `init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}

    public struct DateStyle: Equatable {
        public static let time = DateStyle(), date = DateStyle(), relative = DateStyle(), offset = DateStyle(), timer = DateStyle()
    }
    public enum TruncationMode: Hashable { case head, tail, middle }
    public enum Case: Hashable { case uppercase, lowercase }
    public struct LineStyle: Hashable {
        public struct Pattern: Hashable {
            public static let solid = Pattern(), dot = Pattern(), dash = Pattern(), dashDot = Pattern(), dashDotDot = Pattern()
        }
    }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }

    // Modifiers that return Text (so `+` can join the result).
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// Apple: `func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle` (iOS 17).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text { self }
}

// MARK: Images

/// Apple: `struct Image : Equatable, Sendable, View`.
public struct Image: Equatable, View {
    public typealias Body = Never
    /// Apple: `init(_ name: String, bundle: Bundle? = nil)`.
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// Apple: `init(systemName: String)`.
    public init(systemName: String) {}
    /// Apple: `init(uiImage: UIImage)`.
    public init(uiImage: UIImage) {}

    public enum ResizingMode: Hashable { case tile, stretch }
    public enum Interpolation: Hashable { case none, low, medium, high }
    public enum TemplateRenderingMode: Hashable { case template, original }
    public enum Scale: Hashable { case small, medium, large }

    /// Apple: `func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// Apple: `struct EdgeInsets : Equatable`.
public struct EdgeInsets: Equatable {
    public init() {}
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

/// Apple: `struct SymbolRenderingMode : Sendable`.
public struct SymbolRenderingMode: Equatable {
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode(), palette = SymbolRenderingMode()
}

/// Apple: `struct SymbolVariants : Hashable, Sendable` (`static let fill`, `var fill: SymbolVariants`, …).
public struct SymbolVariants: Hashable {
    public static let none = SymbolVariants(), fill = SymbolVariants(), circle = SymbolVariants()
    public static let square = SymbolVariants(), rectangle = SymbolVariants(), slash = SymbolVariants()
    public var fill: SymbolVariants { self }
    public var circle: SymbolVariants { self }
    public var square: SymbolVariants { self }
    public var rectangle: SymbolVariants { self }
    public var slash: SymbolVariants { self }
}

// MARK: Containers

public struct HStack<Content: View>: View {
    public typealias Body = Never
    /// Apple: `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct VStack<Content: View>: View {
    public typealias Body = Never
    /// Apple: `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

public struct ZStack<Content: View>: View {
    public typealias Body = Never
    /// Apple: `init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public typealias Body = Never
}

public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

public struct Spacer: View {
    public typealias Body = Never
    public init(minLength: CGFloat? = nil) {}
}

public struct Divider: View {
    public typealias Body = Never
    public init() {}
}

/// Apple: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// Apple: `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) where Content: View {}
    /// Apple: `init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int, Content: View {}
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    /// Apple: `init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content)`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
}

public struct Link<Label: View>: View {
    public typealias Body = Never
    /// Apple: `init(destination: URL, @ViewBuilder label: () -> Label)`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

public struct Button<Label: View>: View {
    public typealias Body = Never
    /// Apple: `init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    /// Apple: `init(intent: some AppIntent, @ViewBuilder label: () -> Label)` (iOS 17).
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    /// Apple: `init(_ titleKey: LocalizedStringKey, intent: some AppIntent)` (iOS 17).
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {}
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
}

public struct Grid<Content: View>: View {
    public typealias Body = Never
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
}

public struct GridRow<Content: View>: View {
    public typealias Body = Never
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
}

/// Apple: `struct Label<Title, Icon> : View where Title : View, Icon : View`.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {}
}

/// Apple: `struct ProgressView<Label, CurrentValueLabel> : View`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Apple: `init<V>(value: V?, total: V = 1.0) where V : BinaryFloatingPoint`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView {
    /// Apple: `init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    /// @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V : BinaryFloatingPoint`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    /// Apple: `init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    /// @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
    /// Apple: `init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true) where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true)
        where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {}
}

public struct DefaultDateProgressLabel: View {
    public typealias Body = Never
}

/// Apple: `struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels> : View`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Apple: `init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where V : BinaryFloatingPoint`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {}
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {}
}

// MARK: Styles and values of modifiers

public protocol GaugeStyle {}
public struct _GaugeStyle: GaugeStyle {}
extension GaugeStyle where Self == _GaugeStyle {
    public static var automatic: _GaugeStyle { _GaugeStyle() }
    public static var accessoryCircular: _GaugeStyle { _GaugeStyle() }
    public static var accessoryCircularCapacity: _GaugeStyle { _GaugeStyle() }
    public static var accessoryLinear: _GaugeStyle { _GaugeStyle() }
    public static var accessoryLinearCapacity: _GaugeStyle { _GaugeStyle() }
    public static var linearCapacity: _GaugeStyle { _GaugeStyle() }
}

public protocol ProgressViewStyle {}
public struct _ProgressViewStyle: ProgressViewStyle {}
extension ProgressViewStyle where Self == _ProgressViewStyle {
    public static var automatic: _ProgressViewStyle { _ProgressViewStyle() }
    public static var linear: _ProgressViewStyle { _ProgressViewStyle() }
    public static var circular: _ProgressViewStyle { _ProgressViewStyle() }
}

public protocol LabelStyle {}
public struct _LabelStyle: LabelStyle {}
extension LabelStyle where Self == _LabelStyle {
    public static var automatic: _LabelStyle { _LabelStyle() }
    public static var titleAndIcon: _LabelStyle { _LabelStyle() }
    public static var titleOnly: _LabelStyle { _LabelStyle() }
    public static var iconOnly: _LabelStyle { _LabelStyle() }
}

/// Apple: `struct ContentTransition : Equatable, Sendable`.
public struct ContentTransition: Equatable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
    /// Apple (iOS 17): `static func numericText(value: Double) -> ContentTransition`.
    public static func numericText(value: Double) -> ContentTransition { fatalError() }
}

/// Apple: `struct Animation : Equatable, Sendable`.
public struct Animation: Equatable {
    public static let `default` = Animation(), linear = Animation(), easeIn = Animation(), easeOut = Animation()
    public static let easeInOut = Animation(), spring = Animation(), bouncy = Animation(), smooth = Animation()
    public static let snappy = Animation(), interactiveSpring = Animation()
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
}

/// Apple: `enum DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// Apple: `struct ContentMarginPlacement`.
public struct ContentMarginPlacement {
    public static let automatic = ContentMarginPlacement(), scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// Apple: `struct ContainerBackgroundPlacement` (its `.widget` comes from WidgetKit).
public struct ContainerBackgroundPlacement {
    public init() {}
}

/// Apple: `struct RedactionReasons : OptionSet`.
public struct RedactionReasons: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

// MARK: View modifiers

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _Modified(self) }
    public func padding(_ length: CGFloat) -> some View { _Modified(self) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _Modified(self) }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { _Modified(self) }
    public func fixedSize() -> some View { _Modified(self) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _Modified(self) }
    public func layoutPriority(_ value: Double) -> some View { _Modified(self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _Modified(self) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _Modified(self) }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { _Modified(self) }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { _Modified(self) }
    /// Apple: `func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _Modified(self) }
    /// Apple: `func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _Modified(self) }
    /// Apple (deprecated, still available): `func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { _Modified(self) }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _Modified(self) }
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { _Modified(self) }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _Modified(self) }
    public func foregroundColor(_ color: Color?) -> some View { _Modified(self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _Modified(self) }
    /// Apple: `func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1 : ShapeStyle, S2 : ShapeStyle`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { _Modified(self) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        _Modified(self)
    }
    public func font(_ font: Font?) -> some View { _Modified(self) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _Modified(self) }
    public func fontDesign(_ design: Font.Design?) -> some View { _Modified(self) }
    public func fontWidth(_ width: Font.Width?) -> some View { _Modified(self) }
    public func bold(_ isActive: Bool = true) -> some View { _Modified(self) }
    public func italic(_ isActive: Bool = true) -> some View { _Modified(self) }
    public func monospaced(_ isActive: Bool = true) -> some View { _Modified(self) }
    public func monospacedDigit() -> some View { _Modified(self) }
    public func kerning(_ kerning: CGFloat) -> some View { _Modified(self) }
    public func tracking(_ tracking: CGFloat) -> some View { _Modified(self) }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { _Modified(self) }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { _Modified(self) }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { _Modified(self) }
    public func lineLimit(_ number: Int?) -> some View { _Modified(self) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { _Modified(self) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _Modified(self) }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _Modified(self) }
    public func textCase(_ textCase: Text.Case?) -> some View { _Modified(self) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { _Modified(self) }
    public func gridCellColumns(_ count: Int) -> some View { _Modified(self) }
    public func allowsTightening(_ flag: Bool) -> some View { _Modified(self) }
    public func opacity(_ opacity: Double) -> some View { _Modified(self) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _Modified(self) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _Modified(self) }
    public func clipped(antialiased: Bool = false) -> some View { _Modified(self) }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { _Modified(self) }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _Modified(self) }
    public func scaledToFill() -> some View { _Modified(self) }
    public func scaledToFit() -> some View { _Modified(self) }
    public func hidden() -> some View { _Modified(self) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _Modified(self) }
    public func contentTransition(_ transition: ContentTransition) -> some View { _Modified(self) }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _Modified(self) }
    public func widgetURL(_ url: URL?) -> some View { _Modified(self) }
    public func accessibilityLabel(_ label: Text) -> some View { _Modified(self) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _Modified(self) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _Modified(self) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _Modified(self) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { _Modified(self) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _Modified(self) }
    public func id<ID: Hashable>(_ id: ID) -> some View { _Modified(self) }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _Modified(self) }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { _Modified(self) }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { _Modified(self) }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { _Modified(self) }
    /// Apple (iOS 17): `func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement) -> some View where S : ShapeStyle`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { _Modified(self) }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _Modified(self) }
    /// Apple: `func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _Modified(self) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _Modified(self) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _Modified(self) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _Modified(self) }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { _Modified(self) }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { _Modified(self) }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { _Modified(self) }
    public func redacted(reason: RedactionReasons) -> some View { _Modified(self) }
    /// Apple: `func tint<S>(_ tint: S?) -> some View where S : ShapeStyle` (iOS 16).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _Modified(self) }
    public func tint(_ tint: Color?) -> some View { _Modified(self) }
    public func imageScale(_ scale: Image.Scale) -> some View { _Modified(self) }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { _Modified(self) }
    /// Apple: `func symbolVariant(_ variant: SymbolVariants) -> some View`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { _Modified(self) }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _Modified(self) }
}
