import Foundation
import LockshotLanguage

/// Anything a shape, a text or a background can be painted with.
public protocol ShapeStyle: Sendable {}

/// The layout expression of a style: colors, gradients, hierarchical styles and materials.
func styleExpr(_ style: any ShapeStyle) -> Expr {
    switch style {
    case let value as any LayoutValue: return value.layoutExpr
    default: return member("primary")
    }
}

/// A color: SwiftUI's named colors keep their names (lockshot draws iOS's light and dark values),
/// computed colors are literals.
public struct Color: Hashable, Sendable, ShapeStyle, LayoutValue {
    let expr: Expr
    init(expr: Expr) { self.expr = expr }
    package var layoutExpr: Expr { expr }

    public static func == (a: Color, b: Color) -> Bool { a.expr == b.expr }
    public func hash(into hasher: inout Hasher) { hasher.combine(Printer.expression(expr)) }

    /// The color spaces `Color(_:red:green:blue:opacity:)` takes; lockshot draws in sRGB.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        var rgb = (clamp(red), clamp(green), clamp(blue))
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            rgb = (encode(rgb.0), encode(rgb.1), encode(rgb.2))
        }
        expr = Color.literal(RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: clamp(opacity)))
    }

    /// `#RRGGBB` when every component is a whole byte (the layout's literal is exact then), else
    /// `Color(red:green:blue:opacity:)` with the computed components, so nothing is rounded.
    static func literal(_ rgba: RGBA) -> Expr {
        func whole(_ v: Double) -> Bool { (v * 255).rounded() == v * 255 }
        if whole(rgba.red) && whole(rgba.green) && whole(rgba.blue) && whole(rgba.alpha) { return Expr(.color(rgba)) }
        var arguments = [argument("red", rgba.red), argument("green", rgba.green), argument("blue", rgba.blue)]
        if rgba.alpha < 1 { arguments.append(argument("opacity", rgba.alpha)) }
        return Expr(.view(ViewNode(name: Identifier("Color"), arguments: arguments)))
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = hsbToRGB(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// A colour set of the app's asset catalog (`*.xcassets` under the widget's folder): its dark
    /// appearance when the environment is dark, else its "any" one. A name no catalog has is drawn grey,
    /// with a warning.
    public init(_ name: String, bundle: Bundle? = nil, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        guard let set = AssetCatalog.color(name) else {
            Recorder.unsupported("the asset catalog color '\(name)'", at: site(file, line, column),
                                 help: "no *.xcassets under the widget's folder has a colour set '\(name)'; it draws grey here")
            expr = member("gray")
            return
        }
        let dark = Recorder.environment.colorScheme == .dark
        expr = Color.literal(dark ? set.dark ?? set.any : set.any)
    }

    /// A generated asset symbol's colour (`Color(.brand)`, `.brand`): as `Color("Brand")`.
    public init(_ resource: ColorResource, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(resource.name, file: file, line: line, column: column)
    }

    public init(uiColor: UIColor) { expr = uiColor.layoutExpr }
    public init(_ uiColor: UIColor) { expr = uiColor.layoutExpr }
    /// `Color(isLate ? Color("Red") : Color("Blue"))` compiles in Xcode; disfavoured, so `Color(.red)` stays UIKit's red.
    @_disfavoredOverload public init(_ color: Color) { self = color }

    public func opacity(_ opacity: Double) -> Color {
        if case .color(var rgba) = expr.kind {
            rgba.alpha *= min(1, max(0, opacity))
            return Color(expr: Color.literal(rgba))
        }
        return Color(expr: Expr(.methodCall(expr, "opacity", arguments: [Argument(value: opacity.layoutExpr)])))
    }

    static func named(_ name: String) -> Color { Color(expr: member(name)) }
    public static let black = named("black"), white = named("white"), gray = named("gray"), red = named("red")
    public static let orange = named("orange"), yellow = named("yellow"), green = named("green"), mint = named("mint")
    public static let teal = named("teal"), cyan = named("cyan"), blue = named("blue"), indigo = named("indigo")
    public static let purple = named("purple"), pink = named("pink"), brown = named("brown"), clear = named("clear")
    public static let primary = named("primary"), secondary = named("secondary"), accentColor = named("blue")
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: the foreground's levels.
public struct HierarchicalShapeStyle: ShapeStyle, LayoutValue {
    let name: String
    package var layoutExpr: Expr { member(name) }
    public static let primary = HierarchicalShapeStyle(name: "primary")
    public static let secondary = HierarchicalShapeStyle(name: "secondary")
    public static let tertiary = HierarchicalShapeStyle(name: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(name: "quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The view's tint (`.tint` as a style).
public struct TintShapeStyle: ShapeStyle, LayoutValue {
    package var layoutExpr: Expr { member("tint") }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Blurred backgrounds.
public struct Material: ShapeStyle, LayoutValue {
    let name: String
    package var layoutExpr: Expr { member(name) }
    public static let ultraThin = Material(name: "ultraThinMaterial"), thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial"), thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

/// Colors along a line, a circle or an angle.
public struct Gradient: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
    var argument: Argument {
        Argument(label: Identifier("colors"), value: Expr(.array(stops.map(\.color.expr))))
    }
}

/// `LinearGradient`, `RadialGradient`, `AngularGradient`: views and styles.
public struct LinearGradient: ShapeStyle, View, PrimitiveView, LayoutValue {
    public typealias Body = Never
    public var body: Never { fatalError() }
    let arguments: [Argument]
    let origin: SourceRange
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = [gradient.argument, argument("startPoint", startPoint), argument("endPoint", endPoint)]
        origin = site(file, line, column)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint, file: file, line: line, column: column)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint, file: file, line: line, column: column)
    }
    package var layoutExpr: Expr { Expr(.view(ViewNode(name: Identifier("LinearGradient"), arguments: arguments))) }
    package func statements() -> [Statement] { single("LinearGradient", arguments, at: origin) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

public struct RadialGradient: ShapeStyle, View, PrimitiveView, LayoutValue {
    public typealias Body = Never
    public var body: Never { fatalError() }
    let arguments: [Argument]
    let origin: SourceRange
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = [gradient.argument, argument("center", center), argument("startRadius", startRadius), argument("endRadius", endRadius)]
        origin = site(file, line, column)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius,
                  file: file, line: line, column: column)
    }
    package var layoutExpr: Expr { Expr(.view(ViewNode(name: Identifier("RadialGradient"), arguments: arguments))) }
    package func statements() -> [Statement] { single("RadialGradient", arguments, at: origin) }
}

public struct AngularGradient: ShapeStyle, View, PrimitiveView, LayoutValue {
    public typealias Body = Never
    public var body: Never { fatalError() }
    let arguments: [Argument]
    let origin: SourceRange
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        arguments = [gradient.argument, argument("center", center)]
        origin = site(file, line, column)
    }
    public init(colors: [Color], center: UnitPoint, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init(gradient: Gradient(colors: colors), center: center, file: file, line: line, column: column)
    }
    package var layoutExpr: Expr { Expr(.view(ViewNode(name: Identifier("AngularGradient"), arguments: arguments))) }
    package func statements() -> [Statement] { single("AngularGradient", arguments, at: origin) }
}

/// A color as a view fills the space it is offered.
extension Color: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError() }
    package func statements() -> [Statement] { single("Color", [Argument(value: expr)], at: .none) }
}

// MARK: Fonts

/// A font: text styles (Dynamic Type), system fonts with a size, and the app's own.
public struct Font: Hashable, Sendable, LayoutValue {
    let expr: Expr
    package var layoutExpr: Expr { expr }
    public static func == (a: Font, b: Font) -> Bool { a.expr == b.expr }
    public func hash(into hasher: inout Hasher) { hasher.combine(Printer.expression(expr)) }

    public enum TextStyle: String, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable, LayoutValue {
        let name: String
        package var layoutExpr: Expr { member(name) }
        public static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin"), light = Weight(name: "light")
        public static let regular = Weight(name: "regular"), medium = Weight(name: "medium"), semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold"), heavy = Weight(name: "heavy"), black = Weight(name: "black")
    }

    public enum Design: String, Hashable, Sendable, LayoutValue {
        case `default`, serif, rounded, monospaced
        package var layoutExpr: Expr { member(rawValue) }
    }

    public struct Width: Hashable, Sendable, LayoutValue {
        let name: String
        package var layoutExpr: Expr { member(name) }
        public static let compressed = Width(name: "compressed"), condensed = Width(name: "condensed")
        public static let standard = Width(name: "standard"), expanded = Width(name: "expanded")
    }

    public static let largeTitle = Font(expr: member("largeTitle")), title = Font(expr: member("title"))
    public static let title2 = Font(expr: member("title2")), title3 = Font(expr: member("title3"))
    public static let headline = Font(expr: member("headline")), subheadline = Font(expr: member("subheadline"))
    public static let body = Font(expr: member("body")), callout = Font(expr: member("callout"))
    public static let footnote = Font(expr: member("footnote")), caption = Font(expr: member("caption"))
    public static let caption2 = Font(expr: member("caption2"))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(expr: member("system", arguments(("size", size), ("weight", weight), ("design", design))))
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(expr: member("system", [Argument(value: member(style.rawValue))] + arguments(("design", design), ("weight", weight))))
    }
    public init(_ font: UIFont) { expr = font.layoutExpr }
    init(expr: Expr) { self.expr = expr }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(expr: member("custom", [argument(nil, name), argument("size", size)]))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    func method(_ name: String, _ arguments: [Argument] = []) -> Font {
        Font(expr: Expr(.methodCall(expr, name, arguments: arguments)))
    }
    public func weight(_ weight: Weight) -> Font { method("weight", [argument(nil, weight)]) }
    public func bold() -> Font { method("bold") }
    public func italic() -> Font { method("italic") }
    public func monospacedDigit() -> Font { method("monospacedDigit") }
    public func monospaced() -> Font { method("monospaced") }
    public func width(_ width: Width) -> Font { method("width", [argument(nil, width)]) }
    public func smallCaps() -> Font { self }
    public func leading(_ leading: Font.Leading) -> Font { self }
    public enum Leading: Sendable { case standard, tight, loose }
}
