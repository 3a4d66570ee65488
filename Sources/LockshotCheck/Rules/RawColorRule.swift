import LockshotLanguage
import LockshotLayout

/// `raw-color` (warning): a color literal (`#FF3B30`, `.red`) written inside a view where a
/// `theme` token should be used, so the palette stays in one place and light/dark variants
/// can follow.
///
/// Source: Apple HIG, Color › "Best practices" (use a consistent palette, define colors once
/// and adapt them to appearance) — lockshot's `theme { }` block is that palette.
package struct RawColorRule: Rule {
    /// Named colors that count as literals (`.clear` does not: it is the absence of a color).
    static let namedColors: Set<String> = [
        "white", "black", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
        "indigo", "purple", "pink", "brown",
    ]
    /// Where an implicit member such as `.red` is a color.
    static let colorModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "fill", "stroke", "border", "tint",
        "activityBackgroundTint", "keylineTint", "scanlines", "glow", "overlay", "shadow",
    ]

    package init() {}
    package var id: String { "raw-color" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "a color literal inside a view where a theme token should be used" }

    package func check(document context: DocumentContext) -> [Finding] {
        let theme = Self.themeColors(context.document)
        var findings: [Finding] = []
        for visit in SourceWalk.views(in: context.document) {
            var literals: [(Expr, String)] = []
            let isColorView = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]
                .contains(visit.view.name.name)
            for argument in visit.view.arguments {
                collect(argument.value, colorPosition: visit.view.name.name == "Color", into: &literals)
            }
            for modifier in visit.view.modifiers {
                let colorPosition = Self.colorModifiers.contains(modifier.name.name)
                    || isColorView && modifier.name.name == "fill"
                for argument in modifier.arguments { collect(argument.value, colorPosition: colorPosition, into: &literals) }
            }
            for (expr, written) in literals {
                var help = "declare it in 'theme { }' and use the token"
                if case .color(let rgba) = expr.kind, let token = theme.first(where: { $0.value == rgba })?.name {
                    help = "use the theme token '\(token)', which has this value"
                }
                findings.append(Finding(rule: id, severity: severity,
                                        message: "color literal '\(written)' in '\(visit.view.name.name)'",
                                        file: context.file, range: expr.range, help: help))
            }
        }
        return findings
    }

    /// Color literals in `expr`, recursing into operands, method receivers and views in argument position.
    private func collect(_ expr: Expr, colorPosition: Bool, into out: inout [(Expr, String)]) {
        switch expr.kind {
        case .color(let rgba): out.append((expr, ContrastRule.hex(rgba) + (rgba.alpha < 1 ? " (translucent)" : "")))
        case .implicitMember(let name, let arguments):
            if colorPosition, arguments == nil, Self.namedColors.contains(name) { out.append((expr, "." + name)) }
            for argument in arguments ?? [] { collect(argument.value, colorPosition: false, into: &out) }
        case .member(let base, let name):
            if case .identifier("Color") = base.kind, Self.namedColors.contains(name) { out.append((expr, "Color." + name)) }
        case .methodCall(let receiver, _, let arguments):
            collect(receiver, colorPosition: colorPosition, into: &out)
            for argument in arguments { collect(argument.value, colorPosition: false, into: &out) }
        case .binary(_, let a, let b):
            collect(a, colorPosition: colorPosition, into: &out)
            collect(b, colorPosition: colorPosition, into: &out)
        case .unary(_, let a): collect(a, colorPosition: colorPosition, into: &out)
        case .array(let elements): for element in elements { collect(element, colorPosition: true, into: &out) }
        case .view(let view):
            let isColor = view.name.name == "Color"
            for argument in view.arguments { collect(argument.value, colorPosition: isColor, into: &out) }
            for modifier in view.modifiers {
                let position = Self.colorModifiers.contains(modifier.name.name)
                for argument in modifier.arguments { collect(argument.value, colorPosition: position, into: &out) }
            }
        case .ternary(_, let a, let b):
            collect(a, colorPosition: colorPosition, into: &out)
            collect(b, colorPosition: colorPosition, into: &out)
        case .number, .string, .bool, .nil, .identifier, .keyPath: break
        }
    }

    /// Theme tokens whose value is a color literal, in declaration order.
    static func themeColors(_ document: Document) -> [(name: String, value: RGBA)] {
        document.theme.compactMap { entry in
            if case .color(let rgba) = entry.value.kind { return (entry.name.name, rgba) }
            return nil
        }
    }
}
