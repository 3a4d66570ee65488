import FoundationEssentials
#if canImport(Glibc)
import Glibc  // pow
#else
import Darwin
#endif
import LockshotLanguage
import LockshotLayout

/// `contrast` (warning): text whose color, against the nearest opaque background behind it, has
/// a contrast ratio below WCAG 2.x level AA: 4.5:1, or 3:1 for large text (≥ 18 pt or bold,
/// as SPEC §7 states it).
///
/// Source: WCAG 2.2, Success Criterion 1.4.3 "Contrast (Minimum)" and its definitions of
/// relative luminance and contrast ratio; Apple HIG, Accessibility › Color and effects.
/// The background is found by walking up the laid-out tree: `.background` decorations, the views
/// behind the text in a `ZStack`, the content under an `.overlay`, then the presentation's own
/// fill; translucent layers are composited in sRGB as Cairo draws them.
package struct ContrastRule: Rule {
    package init() {}
    package var id: String { "contrast" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "text against its background below WCAG AA (4.5:1; 3:1 for ≥ 18 pt or bold)" }

    package func check(_ context: RuleContext) -> [Finding] {
        TreeWalk.texts(context.presentation.root).compactMap { visit, text in
            guard !text.displayedText.trimmingWhitespace().isEmpty else { return nil }
            // Text over an image: its colors are unknown here, so no verdict.
            guard let backgrounds = Self.backgrounds(of: visit, presentation: context.presentation) else { return nil }
            var color = text.color
            color.alpha *= Self.opacity(of: visit)
            guard color.alpha > 0 else { return nil }
            // Over a gradient, the text must read against every one of its colors: judge the worst.
            let (ratio, foreground, background) = backgrounds.map { background in
                let foreground = Self.composite(color, over: background)
                return (Self.contrastRatio(foreground, background), foreground, background)
            }.min { $0.0 < $1.0 } ?? (21, color, color)
            let large = text.font.size >= 18 || text.font.weight >= .bold
            let required = large ? 3.0 : 4.5
            guard ratio < required - 1e-9 else { return nil }
            return context.finding(
                self, "contrast \(Self.format(ratio)):1 between text \(Self.hex(foreground)) and background "
                    + "\(Self.hex(background)) for '\(TruncationRule.excerpt(text.text))'; WCAG AA needs "
                    + "\(Self.format(required)):1" + (large ? " for large text" : ""),
                at: visit.node.range,
                help: "use a lighter or darker text color, or a background that sets it off")
        }
    }

    // MARK: WCAG

    /// WCAG relative luminance of an opaque sRGB color.
    package static func relativeLuminance(_ c: RGBA) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    /// WCAG contrast ratio (1…21) of two opaque colors.
    package static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn over an opaque `bottom` (source-over, straight alpha).
    static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let a = min(max(top.alpha, 0), 1)
        return RGBA(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                    blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    // MARK: Finding the background

    /// The opaque colors that may be behind the text: one, or one per color of a gradient behind it
    /// (each composited over what lies below); nil when an image lies behind the text first.
    static func backgrounds(of visit: NodeVisit, presentation: LaidOutPresentation) -> [RGBA]? {
        var layers: [[RGBA]] = []  // nearest first; a gradient is several colors
        search: for level in stride(from: visit.ancestors.count - 1, through: 0, by: -1) {
            let ancestor = visit.ancestors[level]
            let index = visit.indices[level]
            var candidates: [LaidOutNode] = []
            switch ancestor.kind {
            case .background where index == 1: candidates = [ancestor.children[0]]
            case .overlay where index == 1: candidates = [ancestor.children[0]]
            case .zstack: candidates = ancestor.children[..<index].reversed()
            default: break
            }
            for candidate in candidates {
                if containsImage(candidate), candidate.frame.intersects(visit.node.frame) { return nil }
                guard let colors = fills(candidate, covering: visit.node.frame), candidate.frame.contains(visit.node.frame, tolerance: 0.5)
                else { continue }
                let alpha = opacity(levels: visit.ancestors[...level])
                let layer = colors.map { color in
                    var faded = color
                    faded.alpha *= alpha
                    return faded
                }
                layers.append(layer)
                if layer.allSatisfy({ $0.alpha >= 1 }) { break search }
            }
        }
        var base = presentation.background
        if base.alpha < 1 { base = composite(base, over: .black) }
        var bases = [base]
        for layer in layers.reversed() {
            bases = Array(layer.flatMap { top in bases.map { composite(top, over: $0) } }.prefix(64))
        }
        return bases
    }

    /// The colors a subtree paints over its whole frame, if it covers it: one for a `Color` or a filled
    /// shape, each stop's for a gradient; looked for through layout modifiers and opacity.
    static func fills(_ node: LaidOutNode, covering target: Rect) -> [RGBA]? {
        // A path covers at most the box around its points, not its frame (a chart's band, a tag's outline).
        let path: PathData? = switch node.kind {
        case .shape(.path(let data), _, _, _): data
        case .styledShape(let styled): if case .path(let data) = styled.shape { data } else { nil }
        default: nil
        }
        if let path {
            let points = path.offsetBy(dx: node.frame.minX, dy: node.frame.minY).polylines.flatMap { $0 }
            guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
                  let maxY = points.map(\.y).max(),
                  Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).contains(target, tolerance: 0.5) else { return nil }
        }
        switch node.kind {
        case .color(let c): return [c]
        case .shape(_, let fill, _, _): return fill.map { [$0] }
        case .styledShape(let shape) where shape.trim == nil:
            switch shape.fill {
            case .color(let c)?: return [c]
            case .gradient(let gradient)?: return gradient.stops.map(\.color)
            case nil: return nil
            }
        case .opacity(let o):
            return node.children.first.flatMap { fills($0, covering: target) }?.map { color in
                var faded = color
                faded.alpha *= o
                return faded
            }
        case .padding, .frame, .fixedSize, .layoutPriority, .aspectRatio, .clip, .border, .scanlines, .glow, .effect, .annotation:
            guard node.children.count == 1, let child = node.children.first,
                  child.frame.contains(node.frame, tolerance: 0.5) else { return nil }
            return fills(child, covering: target)
        case .background:
            // [decoration, content]: the content paints on top of the decoration.
            return node.children.count == 2 ? (fills(node.children[1], covering: target) ?? fills(node.children[0], covering: target)) : nil
        default: return nil
        }
    }

    /// True when the subtree draws an image (whose pixels this rule cannot judge).
    static func containsImage(_ node: LaidOutNode) -> Bool {
        if case .image = node.kind { return true }
        return node.children.contains(where: containsImage)
    }

    /// The product of `opacity` modifiers above the text.
    static func opacity(of visit: NodeVisit) -> Double { opacity(levels: visit.ancestors[...]) }

    static func opacity(levels: ArraySlice<LaidOutNode>) -> Double {
        levels.reduce(1) { result, node in
            if case .opacity(let o) = node.kind { return result * o }
            return result
        }
    }

    static func format(_ ratio: Double) -> String {
        let r = (ratio * 10).rounded(.down) / 10
        return r == r.rounded() ? String(Int(r)) + ".0" : String(r)
    }

    /// `#RRGGBB`.
    static func hex(_ c: RGBA) -> String {
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }
}
