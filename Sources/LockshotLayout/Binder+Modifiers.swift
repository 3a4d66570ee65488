import LockshotLanguage

/// Modifiers (SPEC §3 "Modifiers"): environment modifiers change the `TextEnvironment`;
/// the rest wrap the view in a layout or drawing node.
extension BinderState {
    /// Modifiers read by `bindBase` on the view itself, which leave no node.
    static let viewOwnModifiers: Set<String> = ["resizable", "interpolation", "fill", "stroke", "strokeBorder",
                                                "trim", "gaugeStyle", "progressViewStyle", "renderingMode"]
    static let environmentModifiers: Set<String> = Set([
        "font", "fontWeight", "bold", "foregroundColor", "foregroundStyle", "kerning", "tracking", "baselineOffset", "lineLimit",
        "truncationMode", "multilineTextAlignment", "lineSpacing", "characterLimit", "tint",
        "italic", "monospacedDigit", "monospaced", "fontDesign", "fontWidth", "textCase", "underline",
        "strikethrough", "minimumScaleFactor", "allowsTightening",
        "environment",
    ]).union(symbolEnvironmentModifiers)

    /// The `Bool` a modifier such as `bold(_:)` or `italic(_:)` takes first (true when left out).
    mutating func isActive(_ args: [Argument]) -> Bool {
        argument(nil, in: args).map { evaluate($0.value).isTruthy } ?? true
    }

    mutating func applyEnvironmentModifier(_ modifier: Modifier, to env: inout TextEnvironment) {
        let args = modifier.arguments
        switch modifier.name.name {
        case "font":
            if let arg = args.first, let font = font(evaluate(arg.value), at: arg.range) { env.font = font }
        case "fontWeight":
            if let name = member(nil, in: args), let weight = FontWeight(named: name) { env.weight = weight }
        case "bold": env.weight = isActive(args) ? .bold : nil
        case "italic": env.italic = isActive(args)
        case "monospacedDigit": env.monospacedDigit = true
        case "monospaced": env.monospaced = isActive(args)
        case "fontDesign":
            if let name = member(nil, in: args) { env.design = FontDesign(rawValue: name) }
        case "textCase":
            if let arg = args.first, case .none = evaluate(arg.value) { env.textCase = nil }
            else { env.textCase = member(nil, in: args).flatMap(TextCase.init(rawValue:)) }
        case "underline", "strikethrough":
            let decoration = isActive(args)
                ? TextDecoration(color: argument("color", in: args).flatMap { color(evaluate($0.value), at: $0.range) })
                : nil
            if modifier.name.name == "underline" { env.underline = decoration } else { env.strikethrough = decoration }
        case "minimumScaleFactor":
            if let factor = number(nil, in: args, .finite) {
                if factor <= 0 || factor > 1 {
                    diagnose(.error, "minimumScaleFactor is \(BoundValue.format(factor)); it must be more than 0 and at most 1",
                             at: modifier.range, code: "bad-value")
                } else {
                    env.minimumScaleFactor = factor
                }
            }
        case "foregroundColor", "foregroundStyle":
            if let arg = args.first { applyForegroundStyle(evaluateStyle(arg.value, env), at: arg.range, to: &env) }
            // `foregroundStyle(.white, .blue)`: a symbol's palette (its secondary layer in the second style).
            env.symbols.palette = args.dropFirst().compactMap { arg in
                switch shapeStyle(evaluateStyle(arg.value, env), at: arg.range) {
                case .color(let c): c
                case .gradient(let g): g.stops.first?.color
                case nil: nil
                }
            }
        case "tint":
            // SwiftUI's tint colors controls (gauges, progress views), never text.
            if let arg = args.first {
                switch shapeStyle(evaluate(arg.value), at: arg.range) {
                case .color(let c): env.tint = c
                case .gradient(let g):
                    env.tint = g.stops.first?.color
                    diagnose(.warning, "a gradient tint draws gauges and progress views in its first color",
                             at: arg.range, code: "no-effect",
                             help: "iOS fills the bar with the gradient; lockshot does not yet (docs/language.md)")
                case nil: break
                }
            }
        case "kerning", "tracking": env.kerning = number(nil, in: args) ?? 0
        case "baselineOffset": env.baselineOffset = number(nil, in: args) ?? 0
        case "lineSpacing": env.lineSpacing = number(nil, in: args, .length) ?? 0
        case "lineLimit":
            if let arg = args.first, case .none = evaluate(arg.value) { env.lineLimit = nil }
            else { env.lineLimit = number(nil, in: args, .count).map { Int($0) } }
        case "characterLimit": env.characterLimit = number(nil, in: args, .count).map { Int($0) }
        case "truncationMode":
            if let name = member(nil, in: args), let mode = TruncationMode(rawValue: name) { env.truncationMode = mode }
        case "multilineTextAlignment":
            if let name = member(nil, in: args), let a = TextAlignment(rawValue: name) { env.alignment = a }
        case "environment":
            if args.count == 2, let scheme = member(nil, in: [args[1]]).flatMap(Appearance.init(rawValue:)) {
                env.appearance = scheme
                env.colorScheme = scheme
            }
        // fontWidth, allowsTightening: accepted, nothing drawn differently (docs/language.md).
        default: applySymbolModifier(modifier, to: &env)
        }
    }

    /// A font value: `.custom(name, size:)`, `.system(size:weight:design:)`, `.system(_:design:weight:)`,
    /// a text style (`.body`, `.caption`, …), or a method chain on one (`.body.weight(.semibold)`).
    /// System fonts draw with the stand-ins of docs/text.md; only `.custom` names a layout's own family.
    mutating func font(_ value: BoundValue, at range: SourceRange) -> FontSpec? {
        if case .font(let spec) = value { return spec }
        guard case .member(let name, let arguments) = value else { return nil }
        let args = arguments ?? []
        switch name {
        case "custom":
            guard let family = args.first.map({ evaluate($0.value) }), case .string(let familyName) = family else {
                return nil
            }
            // `size:` scales with Dynamic Type along `relativeTo:`'s curve (body's by default); `fixedSize:` does not.
            let curve = member("relativeTo", in: args).flatMap(TextStyle.init(rawValue:)) ?? .body
            let scale = curve.size(at: environment.dynamicTypeSize) / curve.size
            let size = number("size", in: args, .positive).map { $0 * scale } ?? number("fixedSize", in: args, .positive) ?? 17 * scale
            if let source = fonts[familyName] { return FontSpec(family: familyName, source: source, size: size) }
            if Binder.embeddedFontNames.contains(familyName) {
                return FontSpec(family: familyName, source: .embedded(familyName), size: size)
            }
            diagnose(.error, "unknown font family '\(familyName)'", at: range, code: "unknown-name",
                     help: closest(to: familyName, in: Array(fonts.keys)).map { "did you mean '\($0)'?" }
                        ?? "declare it in 'fonts { \(familyName) = \"…\" }'")
            return nil
        case "system":
            let design = member("design", in: args).flatMap(FontDesign.init(rawValue:)) ?? .default
            var spec: FontSpec
            if let styleArg = argument(nil, in: args) {
                guard case .member(let styleName, _) = evaluate(styleArg.value), let style = TextStyle(rawValue: styleName)
                else {
                    diagnose(.error, "'.system(_:)' takes a text style such as .body or .caption", at: styleArg.range,
                             code: "bad-value")
                    return nil
                }
                spec = style.font(design: design, at: environment.dynamicTypeSize)
            } else {
                spec = .system(size: number("size", in: args, .positive) ?? 17, design: design)
            }
            if let w = member("weight", in: args), let weight = FontWeight(named: w) { spec.weight = weight }
            return spec
        default:
            guard let style = TextStyle(rawValue: name) else {
                diagnose(.error, "unknown font '.\(name)'", at: range, code: "unknown-name",
                         help: closest(to: name, in: TextStyle.allCases.map(\.rawValue) + ["custom", "system"])
                            .map { "did you mean '.\($0)'?" })
                return nil
            }
            return style.font(at: environment.dynamicTypeSize)
        }
    }

    /// `Font` methods: `weight(_:)`, `bold()`, `italic()`, `monospacedDigit()`, `monospaced()`, `width(_:)`.
    mutating func fontMethod(_ base: BoundValue, _ name: String, _ arguments: [Argument], at range: SourceRange)
        -> BoundValue? {
        guard Self.fontMethods.contains(name), var spec = font(base, at: range) else { return nil }
        switch name {
        case "weight":
            if let w = member(nil, in: arguments), let weight = FontWeight(named: w) { spec.weight = weight }
        case "bold": spec.weight = .bold
        case "italic": spec.italic = true
        case "monospacedDigit": spec.monospacedDigit = true
        case "monospaced": spec = spec.withSystemDesign(.monospaced)
        default: break  // width, leading: accepted; the stand-ins have one width and their own leading
        }
        return .font(spec)
    }

    static let fontMethods: Set<String> = ["weight", "bold", "italic", "monospacedDigit", "monospaced", "width", "leading"]

    /// Wraps `view` in the node for `modifier` (environment modifiers return it unchanged).
    mutating func wrap(_ view: BoundView, in modifier: Modifier, environment env: TextEnvironment) -> BoundView {
        let name = modifier.name.name
        let args = modifier.arguments
        if BinderState.environmentModifiers.contains(name) || BinderState.viewOwnModifiers.contains(name) {
            return view
        }
        if let wrapped = wrapLanguageModifier(view, in: modifier, environment: env) { return wrapped }
        if let effect = effectNode(view, modifier, environment: env) { return effect }
        let kind: BoundViewKind
        switch name {
        case "padding": kind = .padding(padding(args), view)
        case "frame":
            let alignment = BinderState.alignment(member("alignment", in: args)) ?? .center
            let labels = Set(args.compactMap { $0.label?.name })
            if labels.isDisjoint(with: ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]) {
                kind = .frame(FixedFrame(width: number("width", in: args, .length),
                                         height: number("height", in: args, .length), alignment: alignment), view)
            } else {
                let frame = FlexibleFrame(
                    minWidth: number("minWidth", in: args, .length), idealWidth: number("idealWidth", in: args, .length),
                    maxWidth: number("maxWidth", in: args, .lengthOrInfinity),
                    minHeight: number("minHeight", in: args, .length), idealHeight: number("idealHeight", in: args, .length),
                    maxHeight: number("maxHeight", in: args, .lengthOrInfinity),
                    alignment: alignment)
                // SwiftUI: "Contradictory frame constraints specified", and an undefined result.
                for (axis, low, high) in [("width", frame.minWidth, frame.maxWidth), ("height", frame.minHeight, frame.maxHeight)] {
                    if let low, let high, low > high {
                        diagnose(.error, "min\(axis.capitalized) \(BoundValue.format(low)) is more than max\(axis.capitalized) \(BoundValue.format(high))",
                                 at: modifier.range, code: "bad-value", help: "contradictory frame constraints")
                    }
                }
                kind = .flexibleFrame(frame, view)
            }
        case "fixedSize":
            let h = argument("horizontal", in: args).map { evaluate($0.value).isTruthy } ?? true
            let v = argument("vertical", in: args).map { evaluate($0.value).isTruthy } ?? true
            kind = .fixedSize(horizontal: h, vertical: v, view)
        case "layoutPriority": kind = .layoutPriority(number(nil, in: args) ?? 0, view)
        case "offset": kind = .offset(x: number("x", in: args) ?? 0, y: number("y", in: args) ?? 0, view)
        case "position": kind = .position(x: number("x", in: args) ?? 0, y: number("y", in: args) ?? 0, view)
        case "alignmentGuide":
            guard let guide = args.first.flatMap({ Self.alignmentGuide($0.value) }) else {
                diagnose(.error, "'alignmentGuide' needs a guide: .leading, .trailing, .top, .bottom, a baseline, "
                         + "HorizontalAlignment.center or VerticalAlignment.center", at: modifier.range, code: "bad-value")
                return view
            }
            kind = .alignmentGuide(AlignmentGuide(guide, width: number("width", in: args) ?? 0, height: number("height", in: args) ?? 0,
                                                  offset: number("offset", in: args) ?? 0), view)
        case "background", "overlay":
            let alignment = BinderState.alignment(member("alignment", in: args)) ?? .center
            guard let decoration = decoration(modifier, environment: env) else { return view }
            kind = name == "background" ? .background(decoration, alignment, view) : .overlay(decoration, alignment, view)
        case "opacity": kind = .opacity(max(0, min(1, number(nil, in: args, .finite) ?? 1)), view)
        case "cornerRadius": kind = .clip(.roundedRectangle(cornerRadius: number(nil, in: args, .length) ?? 0), view)
        case "clipped": kind = .clip(.rectangle, view)
        case "clipShape":
            guard let arg = args.first, let shape = clipShape(evaluate(arg.value)) else {
                diagnose(.error, "'clipShape' needs a shape", at: modifier.range, code: "bad-value")
                return view
            }
            kind = .clip(shape, view)
        case "border":
            let c = args.first(where: { $0.label == nil }).flatMap { color(evaluate($0.value), at: $0.range) } ?? env.color
            kind = .border(c, width: number("width", in: args, .length) ?? 1, view)
        case "aspectRatio":
            let mode = ContentMode(rawValue: member("contentMode", in: args) ?? "fit") ?? .fit
            kind = .aspectRatio(number(nil, in: args, .positive), mode, view)
        case "scaledToFit": kind = .aspectRatio(nil, .fit, view)
        case "scaledToFill": kind = .aspectRatio(nil, .fill, view)
        case "hidden": kind = .hidden(view)
        case "scanlines":
            let c = argument("color", in: args).flatMap { color(evaluate($0.value), at: $0.range) } ?? env.color
            let opacity = max(0, min(1, number("opacity", in: args, .finite) ?? 0.1))
            kind = .scanlines(c, opacity: opacity, spacing: number("spacing", in: args, .positive) ?? 3, view)
        case "glow":
            let c = argument("color", in: args).flatMap { color(evaluate($0.value), at: $0.range) } ?? env.color
            kind = .glow(c, radius: number("radius", in: args, .length) ?? 4, view)
        case "activityBackgroundTint":
            if currentRegion == .lockScreen, let arg = args.first { backgroundTint = color(evaluate(arg.value), at: arg.range) }
            if currentRegion == .small, let arg = args.first { smallBackgroundTint = color(evaluate(arg.value), at: arg.range) }
            return view
        case "keylineTint":
            if let arg = args.first { keylineTint = color(evaluate(arg.value), at: arg.range) }
            return view
        default:
            diagnose(.error, "unknown modifier '\(name)'", at: modifier.name.range, code: "unknown-name")
            return view
        }
        return BoundView(id: makeID(), kind: kind, range: modifier.range)
    }

    /// `padding()`, `padding(14)`, `padding(.horizontal, 8)`, `padding([.top, .leading], 4)`.
    mutating func padding(_ args: [Argument]) -> EdgeInsets {
        let (edges, amount) = edgesAndLength(args, what: "padding", domain: .signed)
        let length = amount ?? 16
        return EdgeInsets(top: edges.contains("top") ? length : 0, leading: edges.contains("leading") ? length : 0,
                          bottom: edges.contains("bottom") ? length : 0,
                          trailing: edges.contains("trailing") ? length : 0)
    }

    /// The unlabeled edge set (`.horizontal`, `[.top, .leading]`; all four when none) and number of `padding(…)` or
    /// `contentMargins(…)`; nil for a missing or bad number (reported).
    mutating func edgesAndLength(_ args: [Argument], what: String, domain: NumberDomain) -> (edges: Set<String>, length: Double?) {
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var length: Double?
        for arg in args where arg.label == nil {
            switch evaluate(arg.value) {
            case .number(let n):
                if let n = checked(n, domain, what: what, at: arg.range) { length = n }
            case .array(let members):  // `[.top, .leading]`
                edges = []
                for case .member(let name, _) in members { edges.formUnion(BinderState.edgeSets[name] ?? []) }
            case .member(let name, _):
                guard let named = BinderState.edgeSets[name] else {
                    diagnose(.error, "\(what) takes an edge set (.horizontal, .top, …) and a number of points, not '.\(name)'",
                             at: arg.range, code: "bad-value")
                    continue
                }
                edges = named
            default: break
            }
        }
        return (edges, length)
    }

    /// `Edge.Set` members: the edges each one names.
    static let edgeSets: [String: Set<String>] = [
        "horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"],
        "all": ["top", "leading", "bottom", "trailing"],
        "top": ["top"], "leading": ["leading"], "bottom": ["bottom"], "trailing": ["trailing"],
    ]

    /// The view of `.background(x)` / `.overlay { … }`: a color, a shape or views.
    mutating func decoration(_ modifier: Modifier, environment env: TextEnvironment) -> BoundView? {
        if let content = modifier.content {
            let views = bindStatements(content, environment: env, axis: nil)
            if views.count == 1 { return views[0] }
            return BoundView(id: makeID(), kind: .zstack(.center, views), range: modifier.range)
        }
        guard let arg = modifier.arguments.first(where: { $0.label == nil }) else { return nil }
        let value = evaluate(arg.value)
        switch value {
        case .view(let node): return bindView(node, environment: env, axis: nil)
        default:
            return styleDecoration(value, at: arg.range)
        }
    }

    /// `.top`, `HorizontalAlignment.center`…: which guide an `alignmentGuide` moves (a bare `.center` names neither).
    static func alignmentGuide(_ expr: Expr) -> AlignmentGuide.Guide? {
        switch expr.kind {
        case .implicitMember(let name, nil):
            if let h = HorizontalAlignment(rawValue: name), h != .center { return .horizontal(h) }
            if let v = VerticalAlignment(rawValue: name), v != .center { return .vertical(v) }
        case .member(let base, let name):
            guard case .identifier(let type) = base.kind else { return nil }
            if type == "HorizontalAlignment", let h = HorizontalAlignment(rawValue: name) { return .horizontal(h) }
            if type == "VerticalAlignment", let v = VerticalAlignment(rawValue: name) { return .vertical(v) }
        default: break
        }
        return nil
    }
}
