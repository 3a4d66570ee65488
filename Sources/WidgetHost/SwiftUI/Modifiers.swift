import Foundation
import LockshotLanguage

/// A view with one layout modifier more: applied to every view its content records (a modifier on
/// a group or on a view whose body is several views applies to each, as in SwiftUI).
public struct _ModifiedView<Content: View>: _LockshotLeaf, PrimitiveView {
    let content: Content
    /// The modifiers, made when the content is recorded (a view argument's `body` runs in the
    /// environment its parent sees).
    let modifiers: () -> [LockshotLanguage.Modifier]

    package func statements() -> [Statement] {
        let recorded = record(content)
        let added = modifiers()
        return recorded.map { statement in
            guard case .view(var node) = statement else { return statement }
            node.modifiers += added
            return .view(node)
        }
    }
}

/// A modifier node.
func makeModifier(_ name: String, _ arguments: [Argument] = [], content: [Statement]? = nil, at here: SourceRange) -> LockshotLanguage.Modifier {
    LockshotLanguage.Modifier(name: Identifier(name, range: here), arguments: arguments, content: content, range: here)
}

/// A view as an argument (`.background(Circle())`, `.clipShape(Capsule())`): its one view, or a `Group` of several.

func viewArgument(_ view: some View, label: String? = nil) -> Argument {
    let statements = record(view)
    let node: ViewNode
    if statements.count == 1, case .view(let only) = statements[0] {
        node = only
    } else {
        node = ViewNode(name: Identifier("Group"), content: statements)
    }
    return Argument(label: label.map { Identifier($0) }, value: Expr(.view(node)))
}

/// A style or a view: colors and gradients are values in the layout, other views are view arguments.

func paintArgument(_ style: some ShapeStyle) -> Argument { Argument(value: styleExpr(style)) }

extension View {
    func modified(_ here: SourceRange, _ make: @escaping () -> [LockshotLanguage.Modifier]) -> _ModifiedView<Self> {
        _ModifiedView(content: self, modifiers: make)
    }
    func modified(_ name: String, _ arguments: [Argument] = [], at here: SourceRange) -> _ModifiedView<Self> {
        modified(here) { [makeModifier(name, arguments, at: here)] }
    }
    /// A modifier lockshot keeps nothing of (it draws nothing in a still, or lockshot does not draw it; `warn` says so).
    func ignored(_ what: String? = nil, at here: SourceRange) -> _ModifiedView<Self> {
        if let what { Recorder.unsupported(what, at: here) }
        return modified(here) { [] }
    }

    // MARK: Layout

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil,
                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let args = (edges == .all ? [] : [argument(nil, edges)]) + arguments((nil, length))
        return modified("padding", args, at: site(file, line, column))
    }
    public func padding(_ length: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("padding", [argument(nil, length)], at: site(file, line, column))
    }
    public func padding(_ insets: EdgeInsets, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) {
            [(Edge.Set.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing)]
                .filter { $0.1 != 0 }
                .map { makeModifier("padding", [argument(nil, $0.0), argument(nil, $0.1)], at: here) }
        }
    }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center,
                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("frame", arguments(("width", width), ("height", height), ("alignment", alignment == .center ? nil : alignment)),
                 at: site(file, line, column))
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center,
                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("frame", arguments(("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                                    ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
                                    ("alignment", alignment == .center ? nil : alignment)), at: site(file, line, column))
    }
    public func fixedSize(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("fixedSize", at: site(file, line, column))
    }
    public func fixedSize(horizontal: Bool, vertical: Bool,
                          file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("fixedSize", [argument("horizontal", horizontal), argument("vertical", vertical)], at: site(file, line, column))
    }
    public func layoutPriority(_ value: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("layoutPriority", [argument(nil, value)], at: site(file, line, column))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("offset", [argument("x", x), argument("y", y)], at: site(file, line, column))
    }
    public func offset(_ size: CGSize, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        offset(x: size.width, y: size.height, file: file, line: line, column: column)
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("position", [argument("x", x), argument("y", y)], at: site(file, line, column))
    }
    /// The closure runs here on sample sizes and is recorded as its linear form (`a·width + b·height + c`), which
    /// is every guide public widgets write (`d.height / 3`, `d[.bottom] + 4`); a guide that is not linear says so.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        let guide = g == .center ? Expr(.member(Expr(.identifier("HorizontalAlignment")), "center")) : g.layoutExpr
        return modified("alignmentGuide", [Argument(value: guide)] + linearGuide(computeValue, at: here), at: here)
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        let guide = g == .center ? Expr(.member(Expr(.identifier("VerticalAlignment")), "center")) : g.layoutExpr
        return modified("alignmentGuide", [Argument(value: guide)] + linearGuide(computeValue, at: here), at: here)
    }
    public func position(_ point: CGPoint, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        position(x: point.x, y: point.y, file: file, line: line, column: column)
    }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("aspectRatio", arguments((nil, ratio), ("contentMode", contentMode)), at: site(file, line, column))
    }
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        aspectRatio(size.height == 0 ? nil : size.width / size.height, contentMode: contentMode, file: file, line: line, column: column)
    }
    public func scaledToFit(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("scaledToFit", at: site(file, line, column))
    }
    public func scaledToFill(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("scaledToFill", at: site(file, line, column))
    }
    public func hidden(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("hidden", at: site(file, line, column))
    }
    public func gridCellColumns(_ count: Int, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("gridCellColumns", [argument(nil, count)], at: site(file, line, column))
    }

    // MARK: Decoration

    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center,
                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) {
            [makeModifier("background", [viewArgument(view)] + arguments(("alignment", alignment == .center ? nil : alignment)), at: here)]
        }
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all,
                                          file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("background", [paintArgument(style)], at: here)] }
    }
    /// `.background()`: the view's default background style (iOS 15), the system background.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all,
                           file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        background(BackgroundStyle.background, ignoresSafeAreaEdges: edges, file: file, line: line, column: column)
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle(),
                                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("background", [viewArgument(shape.fill(style))], at: here)] }
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V,
                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let view = content(), here = site(file, line, column)
        return modified(here) {
            [makeModifier("background", [viewArgument(view)] + arguments(("alignment", alignment == .center ? nil : alignment)), at: here)]
        }
    }
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center,
                                 file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) {
            [makeModifier("overlay", [viewArgument(view)] + arguments(("alignment", alignment == .center ? nil : alignment)), at: here)]
        }
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all,
                                       file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("overlay", [paintArgument(style)], at: here)] }
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V,
                                 file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let view = content(), here = site(file, line, column)
        return modified(here) {
            [makeModifier("overlay", [viewArgument(view)] + arguments(("alignment", alignment == .center ? nil : alignment)), at: here)]
        }
    }
    public func opacity(_ opacity: Double, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("opacity", [argument(nil, opacity)], at: site(file, line, column))
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true,
                             file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("cornerRadius", [argument(nil, radius)], at: site(file, line, column))
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle(),
                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("clipShape", [viewArgument(shape)], at: here)] }
    }
    public func clipped(antialiased: Bool = false, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("clipped", at: site(file, line, column))
    }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1,
                                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("border", [paintArgument(content), argument("width", width)], at: here)] }
    }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                       file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("shadow", [argument("color", color), argument("radius", radius), argument("x", x), argument("y", y)],
                 at: site(file, line, column))
    }
    public func blur(radius: CGFloat, opaque: Bool = false, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("blur", [argument("radius", radius)], at: site(file, line, column))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        var arguments = [argument(nil, angle)]
        if anchor != .center { arguments.append(argument("anchor", anchor)) }
        return modified("rotationEffect", arguments, at: site(file, line, column))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center,
                            file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        var arguments = [argument(nil, scale)]
        if anchor != .center { arguments.append(argument("anchor", anchor)) }
        return modified("scaleEffect", arguments, at: site(file, line, column))
    }
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M,
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        ignored("mask", at: site(file, line, column))
    }

    // MARK: Text and color (environment: lockshot's binder hands them down)

    public func foregroundColor(_ color: Color?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("foregroundColor", color.map { [argument(nil, $0)] } ?? [], at: site(file, line, column))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) { [makeModifier("foregroundStyle", [paintArgument(style)], at: here)] }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                file: StaticString = #filePath, line: UInt = #line,
                                                                column: UInt = #column) -> some View {
        // The secondary style colours an enclosed symbol's second layer (a palette).
        let here = site(file, line, column)
        return modified(here) { [makeModifier("foregroundStyle", [paintArgument(primary), paintArgument(secondary)], at: here)] }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3,
                                                                                file: StaticString = #filePath, line: UInt = #line,
                                                                                column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) {
            [makeModifier("foregroundStyle", [paintArgument(primary), paintArgument(secondary), paintArgument(tertiary)], at: here)]
        }
    }
    public func tint(_ tint: Color?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("tint", tint.map { [argument(nil, $0)] } ?? [], at: site(file, line, column))
    }
    /// A style as the tint (iOS 16): a gradient tints with its first colour.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let color: Color? = (tint as? Color) ?? (tint as? Gradient)?.stops.first?.color
        return modified("tint", color.map { [argument(nil, $0)] } ?? [], at: site(file, line, column))
    }
    public func font(_ font: Font?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("font", font.map { [argument(nil, $0)] } ?? [], at: site(file, line, column))
    }
    public func fontWeight(_ weight: Font.Weight?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("fontWeight", weight.map { [argument(nil, $0)] } ?? [], at: site(file, line, column))
    }
    public func fontDesign(_ design: Font.Design?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("fontDesign", design.map { [argument(nil, $0)] } ?? [], at: site(file, line, column))
    }
    public func fontWidth(_ width: Font.Width?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("fontWidth", width.map { [argument(nil, $0)] } ?? [], at: site(file, line, column))
    }
    public func bold(_ isActive: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        isActive ? modified("bold", at: site(file, line, column)) : modified(.none) { [] }
    }
    public func italic(_ isActive: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        isActive ? modified("italic", at: site(file, line, column)) : modified(.none) { [] }
    }
    public func monospacedDigit(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("monospacedDigit", at: site(file, line, column))
    }
    public func monospaced(_ isActive: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        isActive ? modified("monospaced", at: site(file, line, column)) : modified(.none) { [] }
    }
    public func kerning(_ kerning: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("kerning", [argument(nil, kerning)], at: site(file, line, column))
    }
    public func tracking(_ tracking: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("tracking", [argument(nil, tracking)], at: site(file, line, column))
    }
    public func baselineOffset(_ offset: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("baselineOffset", [argument(nil, offset)], at: site(file, line, column))
    }
    public func lineLimit(_ number: Int?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("lineLimit", [argument(nil, number)], at: site(file, line, column))
    }
    public func lineLimit(_ limit: ClosedRange<Int>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("lineLimit", [argument(nil, limit.upperBound)], at: site(file, line, column))
    }
    public func lineLimit(_ limit: Int, reservesSpace: Bool, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("lineLimit", [argument(nil, limit)], at: site(file, line, column))
    }
    public func lineSpacing(_ spacing: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("lineSpacing", [argument(nil, spacing)], at: site(file, line, column))
    }
    public func multilineTextAlignment(_ alignment: TextAlignment,
                                       file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("multilineTextAlignment", [argument(nil, alignment)], at: site(file, line, column))
    }
    public func truncationMode(_ mode: Text.TruncationMode,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("truncationMode", [argument(nil, mode)], at: site(file, line, column))
    }
    public func minimumScaleFactor(_ factor: CGFloat, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("minimumScaleFactor", [argument(nil, factor)], at: site(file, line, column))
    }
    public func allowsTightening(_ flag: Bool, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("allowsTightening", [argument(nil, flag)], at: site(file, line, column))
    }
    public func textCase(_ textCase: Text.Case?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        guard let textCase else { return modified(.none) { [] } }
        return modified("textCase", [argument(nil, textCase)], at: site(file, line, column))
    }
    public func imageScale(_ scale: Image.Scale, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("imageScale", [argument(nil, scale)], at: site(file, line, column))
    }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?,
                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        guard let mode else { return modified(.none) { [] } }
        return modified("symbolRenderingMode", [argument(nil, mode)], at: site(file, line, column))
    }
    public func symbolVariant(_ variant: SymbolVariants, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("symbolVariant", [argument(nil, variant)], at: site(file, line, column))
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("dynamicTypeSize", [argument(nil, size)], at: site(file, line, column))
    }
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View { modified(.none) { [] } }
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View { modified(.none) { [] } }

    // MARK: Live Activities

    public func activityBackgroundTint(_ color: Color?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("activityBackgroundTint", [argument(nil, color)], at: site(file, line, column))
    }
    public func activitySystemActionForegroundColor(_ color: Color?,
                                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        guard let color else { return modified(.none) { [] } }
        return modified("activitySystemActionForegroundColor", [argument(nil, color)], at: site(file, line, column))
    }

    // MARK: What a still does not show (kept as nothing)

    public func widgetURL(_ url: URL?) -> some View { modified(.none) { [] } }
    public func widgetAccentable(_ accentable: Bool = true) -> some View { modified(.none) { [] } }
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { modified(.none) { [] } }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { modified(.none) { [] } }
    public func redacted(reason: RedactionReasons) -> some View { modified(.none) { [] } }
    public func unredacted() -> some View { modified(.none) { [] } }
    public func contentTransition(_ transition: ContentTransition) -> some View { modified(.none) { [] } }
    public func transition(_ transition: AnyTransition) -> some View { modified(.none) { [] } }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modified(.none) { [] } }
    public func animation(_ animation: Animation?) -> some View { modified(.none) { [] } }
    public func id<ID: Hashable>(_ id: ID) -> some View { modified(.none) { [] } }
    public func accessibilityLabel(_ label: Text) -> some View { modified(.none) { [] } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { modified(.none) { [] } }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modified(.none) { [] } }
    public func accessibilityHint(_ hint: Text) -> some View { modified(.none) { [] } }
    public func accessibilityValue(_ value: Text) -> some View { modified(.none) { [] } }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modified(.none) { [] } }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modified(.none) { [] } }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modified(.none) { [] } }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { modified(.none) { [] } }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modified(.none) { [] } }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modified(.none) { [] } }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modified(.none) { [] } }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modified(.none) { [] }
    }
    /// The label as written: a style that draws a shape behind it is named in a warning (no iOS capture of a bordered
    /// text button gives its padding and shape; docs/parity.md).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S, file: StaticString = #filePath, line: UInt = #line,
                                                     column: UInt = #column) -> some View {
        let here = site(file, line, column)
        return modified(here) {
            if let name = (style as? NamedButtonStyle)?.drawsBackground {
                Recorder.unsupported("the background of .buttonStyle(\(name))", at: here,
                                     help: "lockshot draws the button's label alone; draw its shape with .background(…) to see it")
            }
            return []
        }
    }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { modified(.none) { [] } }
    public func controlSize(_ size: ControlSize) -> some View { modified(.none) { [] } }
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modified(.none) { [] }
    }
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View { modified(.none) { [] } }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View { modified(.none) { [] } }
    public func labelsHidden() -> some View { modified(.none) { [] } }

    // MARK: Styles

    /// A system style lockshot's layout draws, or one of the app's own whose `makeBody` draws the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S, file: StaticString = #filePath, line: UInt = #line,
                                                        column: UInt = #column) -> some View {
        let here = site(file, line, column)
        guard let named = style as? any NamedProgressViewStyle else {
            return AnyView(CustomProgressViewStyleApplication(content: self, style: style))
        }
        return AnyView(modified(here) {
            [makeModifier("progressViewStyle", [Argument(value: member(named.name))], at: here)]
                + (named.tint.map { [makeModifier("tint", [argument(nil, $0)], at: here)] } ?? [])
        })
    }
    /// A style lockshot's layout draws, or one of the app's own whose `makeBody` draws the gauges inside (GaugeStyle.swift).
    public func gaugeStyle<S: GaugeStyle>(_ style: S, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        if let named = style as? NamedGaugeStyle {
            return AnyView(NamedGaugeStyleApplication(content: self, name: named.name, here: site(file, line, column)))
        }
        return AnyView(CustomGaugeStyleApplication(content: self, style: style))
    }
    public func labelStyle<S: LabelStyle>(_ style: S, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("labelStyle", [Argument(value: member(style.name))], at: site(file, line, column))
    }

    // MARK: Environment

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// A custom `ViewModifier`: its `body(content:)`, run on this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> some View {
        ModifierApplication(content: self, modifier: modifier)
    }
}

/// `.environment(\.key, value)`: the content's views see the value.
struct EnvironmentWriter<Content: View>: _LockshotLeaf, PrimitiveView {
    let content: Content
    let write: (inout EnvironmentValues) -> Void
    func statements() -> [Statement] {
        let saved = Recorder.environment
        write(&Recorder.environment)
        defer { Recorder.environment = saved }
        return record(content)
    }
}

/// A view transformed by a `ViewModifier`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, recorded where the modifier's body places it, so that it sees the environment
/// the body gives it (`content.environment(\.key, value)`), as SwiftUI's content does.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _LockshotLeaf, PrimitiveView {
    let record: () -> [Statement]
    package func statements() -> [Statement] { record() }
}

struct ModifierApplication<Content: View, M: ViewModifier>: _LockshotLeaf, PrimitiveView {
    let content: Content
    let modifier: M
    func statements() -> [Statement] {
        let content = self.content
        return record(modifier.body(content: _ViewModifier_Content(record: { record(content) })))
    }
}

// MARK: Styles and the small types modifiers take

/// How a progress view is drawn: the system's styles (`.circular`, `.linear`) by lockshot's layout, one of the app's own
/// by its `makeBody(configuration:)` (ProgressViewStyle.swift), as SwiftUI does.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view drawn with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
/// The system's styles, which lockshot's layout draws by name.
protocol NamedProgressViewStyle {
    var name: String { get }
    var tint: Color? { get }
}
public struct CircularProgressViewStyle: ProgressViewStyle, NamedProgressViewStyle {
    public var name: String { "circular" }
    public let tint: Color?
    public init(tint: Color? = nil) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct LinearProgressViewStyle: ProgressViewStyle, NamedProgressViewStyle {
    public var name: String { "linear" }
    public let tint: Color?
    public init(tint: Color? = nil) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
public struct DefaultProgressViewStyle: ProgressViewStyle, NamedProgressViewStyle {
    public var name: String { "linear" }
    public var tint: Color? { nil }
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { .init() } }

extension GaugeStyle where Self == NamedGaugeStyle {
    public static var accessoryCircular: Self { .init(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: Self { .init(name: "accessoryCircularCapacity") }
    public static var accessoryLinear: Self { .init(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: Self { .init(name: "accessoryLinearCapacity") }
    public static var linearCapacity: Self { .init(name: "linearCapacity") }
    public static var automatic: Self { .init(name: "automatic") }
}

public protocol LabelStyle { var name: String { get } }
public struct NamedLabelStyle: LabelStyle { public let name: String }
extension LabelStyle where Self == NamedLabelStyle {
    public static var iconOnly: Self { .init(name: "iconOnly") }
    public static var titleOnly: Self { .init(name: "titleOnly") }
    public static var titleAndIcon: Self { .init(name: "titleAndIcon") }
    public static var automatic: Self { .init(name: "automatic") }
}

public protocol PrimitiveButtonStyle {}
public struct NamedButtonStyle: PrimitiveButtonStyle {
    /// A style that draws a shape behind the label (`.bordered`, `.glass`…), which lockshot does not draw.
    let drawsBackground: String?
    init(drawsBackground: String? = nil) { self.drawsBackground = drawsBackground }
}
extension PrimitiveButtonStyle where Self == NamedButtonStyle {
    public static var plain: Self { .init() }
    public static var borderless: Self { .init() }
    public static var bordered: Self { .init(drawsBackground: ".bordered") }
    public static var borderedProminent: Self { .init(drawsBackground: ".borderedProminent") }
    public static var automatic: Self { .init() }
    /// iOS 26's glass buttons.
    public static var glass: Self { .init(drawsBackground: ".glass") }
    public static var glassProminent: Self { .init(drawsBackground: ".glassProminent") }
}
public struct ButtonBorderShape: Sendable {
    public static let capsule = ButtonBorderShape(), roundedRectangle = ButtonBorderShape(), circle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}
public enum ControlSize: Sendable, CaseIterable { case mini, small, regular, large, extraLarge }
public struct ContainerBackgroundPlacement: Sendable { public static let widget = ContainerBackgroundPlacement() }
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 7), container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
}
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static let numericText = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition(), opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}
public struct Animation: Sendable {
    public static let `default` = Animation(), linear = Animation(), easeIn = Animation(), easeOut = Animation()
    public static let easeInOut = Animation(), spring = Animation(), bouncy = Animation(), smooth = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { Animation() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func delay(_ delay: Double) -> Animation { self }
}
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
public enum AccessibilityChildBehavior: Sendable { case ignore, contain, combine }
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isHeader = AccessibilityTraits(rawValue: 1), isButton = AccessibilityTraits(rawValue: 2)
    public static let isStaticText = AccessibilityTraits(rawValue: 4), updatesFrequently = AccessibilityTraits(rawValue: 8)
}

// WidgetKit's, declared here beside the other modifiers (`import WidgetKit` brings SwiftUI).
/// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: a leading or trailing region's content that is too wide
/// beside the camera goes below it (PresentationLayout).
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable {
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement()
}

extension View {
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement,
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        modified("dynamicIsland", [Argument(label: Identifier("verticalPlacement"), value: member("belowIfTooWide"))],
                 at: site(file, line, column))
    }
}

/// `width:height:offset:` of an alignment guide's closure, sampled at three sizes and checked at a fourth.
func linearGuide(_ compute: (ViewDimensions) -> CGFloat, at here: SourceRange) -> [Argument] {
    let c = compute(ViewDimensions(width: 0, height: 0))
    let a = (compute(ViewDimensions(width: 100, height: 0)) - c) / 100
    let b = (compute(ViewDimensions(width: 0, height: 100)) - c) / 100
    let check = compute(ViewDimensions(width: 37, height: 23))
    guard a.isFinite, b.isFinite, c.isFinite else {
        Recorder.unsupported("an alignment guide that is not a finite number", at: here)
        return []
    }
    if !(abs(check - (a * 37 + b * 23 + c)) < 0.01) {
        Recorder.diagnostics.append(Diagnostic(.warning, "this alignment guide is not a linear function of the view's width and height; "
                                               + "lockshot draws it as one", file: nil, at: here, code: "swift-unsupported"))
    }
    return arguments(("width", a == 0 ? nil : a), ("height", b == 0 ? nil : b), ("offset", c == 0 ? nil : c))
}
