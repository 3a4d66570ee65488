import LockshotLanguage

/// Modifiers (SPEC §3 "Modifiers"): environment modifiers change the `TextEnvironment`;
/// the rest wrap the view in a layout or drawing node.
extension BinderState {
    /// Modifiers read by `bindBase` on the view itself, which leave no node.
    static let viewOwnModifiers: Set<String> = ["resizable", "interpolation", "fill", "stroke", "strokeBorder",
                                                "renderingMode"]
    static let environmentModifiers: Set<String> = Set([
        "font", "fontWeight", "bold", "foregroundColor", "foregroundStyle", "kerning", "tracking", "lineLimit",
        "truncationMode", "multilineTextAlignment", "lineSpacing", "characterLimit", "tint",
    ]).union(symbolEnvironmentModifiers)

    mutating func applyEnvironmentModifier(_ modifier: Modifier, to env: inout TextEnvironment) {
        let args = modifier.arguments
        switch modifier.name.name {
        case "font":
            if let arg = args.first, let font = font(evaluate(arg.value), at: arg.range) { env.font = font }
        case "fontWeight":
            if let name = member(nil, in: args), let weight = BinderState.weight(name) { env.weight = weight }
        case "bold": env.weight = .bold
        case "foregroundColor", "foregroundStyle", "tint":
            if let arg = args.first, let c = color(evaluate(arg.value), at: arg.range) { env.foreground = c }
        case "kerning", "tracking": env.kerning = number(nil, in: args) ?? 0
        case "lineSpacing": env.lineSpacing = number(nil, in: args, .length) ?? 0
        case "lineLimit":
            if let arg = args.first, case .none = evaluate(arg.value) { env.lineLimit = nil }
            else { env.lineLimit = number(nil, in: args, .count).map { Int($0) } }
        case "characterLimit": env.characterLimit = number(nil, in: args, .count).map { Int($0) }
        case "truncationMode":
            if let name = member(nil, in: args), let mode = TruncationMode(rawValue: name) { env.truncationMode = mode }
        case "multilineTextAlignment":
            if let name = member(nil, in: args), let a = TextAlignment(rawValue: name) { env.alignment = a }
        default: applySymbolModifier(modifier, to: &env)
        }
    }

    /// `.custom(name, size:)`, `.system(size:weight:design:)` (mapped to the embedded pixel font:
    /// lockshot never uses the machine's fonts), or a text style (`.body`, `.caption`, …).
    mutating func font(_ value: BoundValue, at range: SourceRange) -> FontSpec? {
        guard case .member(let name, let arguments) = value else { return nil }
        let args = arguments ?? []
        switch name {
        case "custom":
            guard let family = args.first.map({ evaluate($0.value) }), case .string(let familyName) = family else {
                return nil
            }
            let size = number("size", in: args, .positive) ?? number("fixedSize", in: args, .positive) ?? 17
            if let source = fonts[familyName] { return FontSpec(family: familyName, source: source, size: size) }
            if Binder.embeddedFontNames.contains(familyName) {
                return FontSpec(family: familyName, source: .embedded(familyName), size: size)
            }
            diagnose(.error, "unknown font family '\(familyName)'", at: range, code: "unknown-name",
                     help: closest(to: familyName, in: Array(fonts.keys)).map { "did you mean '\($0)'?" }
                        ?? "declare it in 'fonts { \(familyName) = \"…\" }'")
            return nil
        case "system":
            var spec = Binder.defaultFont
            spec.size = number("size", in: args, .positive) ?? 17
            if let w = member("weight", in: args), let weight = BinderState.weight(w) { spec.weight = weight }
            return spec
        default:
            let styles: [String: (Double, FontWeight)] = [
                "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular),
                "title3": (20, .regular), "headline": (17, .semibold), "body": (17, .regular),
                "callout": (16, .regular), "subheadline": (15, .regular), "footnote": (13, .regular),
                "caption": (12, .regular), "caption2": (11, .regular),
            ]
            guard let (size, weight) = styles[name] else {
                diagnose(.error, "unknown font '.\(name)'", at: range, code: "unknown-name",
                         help: closest(to: name, in: Array(styles.keys) + ["custom", "system"]).map { "did you mean '.\($0)'?" })
                return nil
            }
            return FontSpec(family: Binder.defaultFont.family, source: Binder.defaultFont.source, size: size, weight: weight)
        }
    }

    static func weight(_ name: String) -> FontWeight? {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "regular": .regular
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: nil
        }
    }

    /// Wraps `view` in the node for `modifier` (environment modifiers return it unchanged).
    mutating func wrap(_ view: BoundView, in modifier: Modifier, environment env: TextEnvironment) -> BoundView {
        let name = modifier.name.name
        let args = modifier.arguments
        if BinderState.environmentModifiers.contains(name) || BinderState.viewOwnModifiers.contains(name) {
            return view
        }
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
        case "background", "overlay":
            let alignment = BinderState.alignment(member("alignment", in: args)) ?? .center
            guard let decoration = decoration(modifier, environment: env) else { return view }
            kind = name == "background" ? .background(decoration, alignment, view) : .overlay(decoration, alignment, view)
        case "opacity": kind = .opacity(max(0, min(1, number(nil, in: args, .finite) ?? 1)), view)
        case "cornerRadius": kind = .clip(.roundedRectangle(cornerRadius: number(nil, in: args, .length) ?? 0), view)
        case "clipped": kind = .clip(.rectangle, view)
        case "clipShape":
            guard let arg = args.first, case .view(let node) = evaluate(arg.value), let shape = shapeKind(node) else {
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
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var amount = 16.0
        for arg in args where arg.label == nil {
            switch evaluate(arg.value) {
            case .number(let n):
                guard let n = checked(n, .signed, what: "padding", at: arg.range) else { continue }
                amount = n
            case .member(let name, _):
                guard let named = BinderState.edgeSets[name] else {
                    diagnose(.error, "padding takes an edge set (.horizontal, .top, …) and a number of points, not '.\(name)'",
                             at: arg.range, code: "bad-value")
                    continue
                }
                edges = named
            default: break
            }
        }
        return EdgeInsets(top: edges.contains("top") ? amount : 0, leading: edges.contains("leading") ? amount : 0,
                          bottom: edges.contains("bottom") ? amount : 0,
                          trailing: edges.contains("trailing") ? amount : 0)
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
            guard let c = color(value, at: arg.range) else { return nil }
            return BoundView(id: makeID(), kind: .color(c), range: arg.range)
        }
    }
}
