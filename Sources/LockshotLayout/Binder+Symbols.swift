import LockshotLanguage

/// Symbols and labels: `Image(systemName:)`, `Label`, `imageScale`, `symbolRenderingMode`,
/// `renderingMode`, `labelStyle` (docs/language.md, "Images and symbols").
extension BinderState {
    /// Environment modifiers for symbols and labels (added to `environmentModifiers`).
    static let symbolEnvironmentModifiers: Set<String> = ["imageScale", "symbolRenderingMode", "symbolVariant", "labelStyle"]

    /// SF Symbols' image scales relative to `.medium`. Apple publishes no numbers; these are estimates
    /// from symbols rendered on iOS 17 at one point size (docs/language.md).
    static let imageScales: [String: Double] = ["small": 0.78, "medium": 1, "large": 1.29]

    /// The default label's space between icon and title: SwiftUI's default spacing. On iOS the ink of a `.caption`
    /// label's icon and title sits 10.0–10.35 pt apart (three captures, docs/parity.md "Label"), which is 8 pt and the
    /// glyphs' side bearings; no capture at another size shows it growing with the font. (0.35 em until 2026-11-29:
    /// 4.2 pt at 12 pt.)
    static let labelSpacing = 8.0

    /// A hierarchical symbol's secondary layer: the foreground at SwiftUI's second hierarchical level (its system
    /// color definition: 1, 0.5, 0.25, 0.18 for levels 0–3, as OpenSwiftUI's `CoreUIDefaultSystemColorDefinition`).
    static let secondaryLayerOpacity = 0.5

    mutating func applySymbolModifier(_ modifier: Modifier, to env: inout TextEnvironment) {
        let args = modifier.arguments
        switch modifier.name.name {
        case "imageScale":
            if let name = member(nil, in: args), let scale = BinderState.imageScales[name] { env.symbols.imageScale = scale }
        case "symbolRenderingMode":
            if let name = member(nil, in: args) { env.symbols.renderingMode = name }
        case "symbolVariant":
            // `.fill`, `.circle.fill`: the member chain as written; `.none` clears it.
            func parts(_ expr: Expr) -> [String]? {
                switch expr.kind {
                case .implicitMember(let name, nil): [name]
                case .member(let base, let name): parts(base).map { $0 + [name] }
                default: nil
                }
            }
            if let variant = args.first.flatMap({ parts($0.value) }) { env.symbols.variant = variant.filter { $0 != "none" } }
        case "labelStyle":
            if let name = member(nil, in: args) { env.symbols.labelStyle = name == "automatic" ? "titleAndIcon" : name }
        default: break
        }
    }

    /// `Image(name)` or `Image(systemName:)`, with `renderingMode(.template)` tinting a file image.
    mutating func bindAnyImage(_ node: ViewNode, environment env: TextEnvironment) -> BoundImage {
        if let arg = argument("systemName", in: node.arguments) {
            guard case .string(let name) = evaluate(arg.value), !name.isEmpty else {
                if !expressionReadsAbsentValue(arg.value) {
                    diagnose(.error, "'Image(systemName:)' needs a symbol name", at: arg.range, code: "bad-value")
                }
                return BoundImage(source: nil, asset: nil, fallback: false)
            }
            return symbolImage(name, at: arg.range, environment: env, modifiers: node.modifiers)
        }
        var image = bindImage(node)
        if renderingMode(of: node.modifiers) == "template" { image.tint = env.color }
        return image
    }

    /// The last `renderingMode(…)` written on the image itself.
    mutating func renderingMode(of modifiers: [Modifier]) -> String? {
        var mode: String?
        for modifier in modifiers where modifier.name.name == "renderingMode" {
            mode = member(nil, in: modifier.arguments)
        }
        return mode
    }

    /// `name` with the variant's parts it does not spell yet, in SF Symbols' order (`heart` under `.circle.fill`
    /// is `heart.circle.fill`; `bell.slash` under `.fill` is `bell.slash.fill`; an enclosure stays the name's own).
    static func applying(_ variant: [String], to name: String) -> String {
        guard !variant.isEmpty else { return name }
        var parts = name.split(separator: ".").map(String.init)
        let filled = parts.last == "fill" || variant.contains("fill")
        if parts.last == "fill" { parts.removeLast() }
        let enclosures = ["circle", "square", "rectangle"]
        for part in Schema.symbolVariantParts where part != "fill" && variant.contains(part) && !parts.contains(part) {
            if enclosures.contains(part), parts.contains(where: enclosures.contains) { continue }
            parts.append(part)
        }
        return (parts + (filled ? ["fill"] : [])).joined(separator: ".")
    }

    /// A symbol: the layout's own file from `symbols { }`, else the stand-in set's drawing, else the
    /// "?" box and an `unmapped-symbol` warning. Sized by the font, drawn in the foreground color.
    mutating func symbolImage(_ written: String, at range: SourceRange, environment env: TextEnvironment,
                              modifiers: [Modifier]) -> BoundImage {
        let name = Self.applying(env.symbols.variant, to: written)
        var image = BoundImage(source: name, asset: nil, fallback: false)
        var standIn: String?
        if let decl = document.symbols.last(where: { $0.name == name }) {
            switch assets.image(named: decl.source, relativeTo: environment.layoutDirectory) {
            case .success(let asset):
                image.asset = asset
                standIn = decl.source
            case .failure(let error):
                diagnose(.warning, "cannot use '\(decl.source)' for symbol '\(name)': \(error.message)",
                         at: decl.sourceRange, code: "missing-asset", help: "lockshot's own stand-in is drawn instead")
            }
        }
        if image.asset == nil {
            switch assets.symbol(named: name) {
            case .success(let resolution):
                image.asset = resolution.asset
                standIn = resolution.standIn
                if resolution.standIn == nil {
                    diagnose(.warning, "lockshot has no stand-in for SF Symbol '\(name)': a box with a question mark is drawn",
                             at: range, code: "unmapped-symbol",
                             help: "map it to your own drawing: symbols { \"\(name)\" = \"icons/\(name).svg\" } (docs/symbols.md lists the stand-ins)")
                }
            case .failure(let error):
                diagnose(.error, "cannot draw SF Symbol '\(name)': \(error.message)", at: range, code: "missing-asset")
            }
        }
        // SwiftUI draws a palette when `foregroundStyle` names two styles, whatever the mode says otherwise.
        let mode = env.symbols.renderingMode ?? (env.symbols.palette.isEmpty ? "monochrome" : "palette")
        let tint = renderingMode(of: modifiers) == "original" ? nil : env.color
        if let tint, mode == "hierarchical" || mode == "palette", !document.symbols.contains(where: { $0.name == name }),
           case .success(let layers?) = assets.symbolLayers(named: name) {
            image.asset = layers.primary
            standIn = layers.standIn
            let secondary = mode == "palette" ? env.symbols.palette.first ?? tint
                : RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * BinderState.secondaryLayerOpacity)
            image.secondaryLayer = BoundImage.SecondaryLayer(asset: layers.secondary, tint: secondary)
        }
        let side = env.resolvedFont.size * env.symbols.imageScale
        var width = side
        if let asset = image.asset, asset.pixelHeight > 0 {
            width = side * Double(asset.pixelWidth) / Double(asset.pixelHeight)
        }
        image.symbol = BoundSymbol(name: name, standIn: standIn, size: Size(width: width, height: side), renderingMode: mode)
        image.tint = tint
        for modifier in modifiers where modifier.name.name == "resizable" { image.resizable = true }
        return image
    }

    /// `Label("Title", systemImage:)` / `Label("Title", image:)`: an HStack of icon and title
    /// (vertically centered), or only one of them under `labelStyle(.titleOnly | .iconOnly)`.
    mutating func bindLabel(_ node: ViewNode, environment env: TextEnvironment) -> BoundViewKind {
        let args = node.arguments
        var children: [BoundView] = []
        let style = env.symbols.labelStyle
        if let title = node.content {
            // `Label { Text(…) } icon: { Image(…) }`: the closures are the title and the icon.
            let icon = node.labeledClosures.first { $0.label.name == "icon" }?.body ?? []
            if style != "titleOnly" { children += bindStatements(icon, environment: env, axis: .horizontal) }
            if style != "iconOnly" { children += bindStatements(title, environment: env, axis: .horizontal) }
            return .stack(.horizontal, Alignment(.center, .center), spacing: BinderState.labelSpacing, children)
        }
        if style != "titleOnly" {
            var icon: BoundImage?
            if let arg = argument("systemImage", in: args) {
                if case .string(let name) = evaluate(arg.value), !name.isEmpty {
                    icon = symbolImage(name, at: arg.range, environment: env, modifiers: [])
                } else if !expressionReadsAbsentValue(arg.value) {
                    diagnose(.error, "'systemImage' needs a symbol name", at: arg.range, code: "bad-value")
                }
            } else if let arg = argument("image", in: args) {
                icon = bindImage(ViewNode(name: Identifier("Image"), arguments: [Argument(value: arg.value, range: arg.range)],
                                          range: arg.range))
            }
            if let icon { children.append(BoundView(id: makeID(), kind: .image(icon), range: node.range)) }
        }
        if style != "iconOnly" {
            children.append(BoundView(id: makeID(), kind: .text(bindText(node, environment: env)), range: node.range))
        }
        return .stack(.horizontal, Alignment(.center, .center), spacing: BinderState.labelSpacing, children)
    }
}
