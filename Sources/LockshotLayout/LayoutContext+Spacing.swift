/// SwiftUI's default spacing between the children of a stack: not a constant 8 points, but the
/// distance both neighbours' spacing preferences ask for (SwiftUI's `ViewSpacing`).
///
/// A view states, per edge, a distance it wants to keep from neighbours of some category (text
/// above it, text below it, another text) or from any neighbour. Two neighbours meet on their
/// shared edges: where both name the same category, that category's distance counts (the largest
/// when several do); else their plain distances (the larger); else the platform default, 8 points.
/// Measured on iOS and followed here (OpenSwiftUI's `Spacing` and `Text+Spacing`, audited against
/// iOS 18, spell the rule out):
///
/// * text above text: the lower text's leading (0 for the system font): two `Text`s in a
///   `VStack` touch, where 8 points were drawn before;
/// * a view above text: the text's line height × 1.1 less its ascent; text above a view: the
///   larger of that line spacing less the cap height, and a tenth of the line plus the descent;
/// * next to a `Spacer`, along its stack: nothing, so its minimum length is the whole gap;
/// * side by side (an `HStack`), views without text rules: 8.
///
/// Padding and frames forget what their child asked for on the edges they pad or fix; stacks
/// pass on their first child's leading edge, their last child's trailing edge and every child's
/// cross edges; other containers every child's edges; modifiers their content's.
extension LayoutContext {
    /// The distance between `first` and `second`, adjacent along `axis`, when the stack gives no spacing.
    func defaultSpacing(between first: BoundView, and second: BoundView, along axis: Axis) -> Double {
        let a = spacing(first, inStackAlong: axis), b = spacing(second, inStackAlong: axis)
        return a.distance(to: b, along: axis) ?? ViewSpacing.platformDefault
    }

    /// `view`'s spacing preferences; a bare spacer's depend on the stack it is in.
    private func spacing(_ view: BoundView, inStackAlong axis: Axis) -> ViewSpacing {
        if case .spacer(_, let own) = view.kind { return .zero(along: own ?? axis) }
        return spacing(view)
    }

    /// What `view` asks of its neighbours (cached per view).
    func spacing(_ view: BoundView) -> ViewSpacing {
        if let cached = spacingCache[view.id] { return cached }
        let result: ViewSpacing
        switch view.kind {
        case .text(let text): result = textSpacing(text, ideal: measure(text, id: view.id, proposal: .unspecified))
        case .stack(let axis, _, _, let children):
            result = children.isEmpty ? .zeroAllEdges : children.indices.reduce(into: ViewSpacing()) { merged, i in
                var edges: Set<ViewSpacing.Edge> = axis == .vertical ? [.leading, .trailing] : [.top, .bottom]
                if i == 0 { edges.insert(axis == .vertical ? .top : .leading) }
                if i == children.count - 1 { edges.insert(axis == .vertical ? .bottom : .trailing) }
                merged.incorporate(edges, of: spacing(children[i], inStackAlong: axis))
            }
        case .zstack(_, let children), .viewThatFits(_, _, let children):
            result = children.isEmpty ? .zeroAllEdges : children.reduce(into: ViewSpacing()) { $0.incorporate(ViewSpacing.Edge.all, of: spacing($1)) }
        case .grid(_, let rows):
            let cells = rows.flatMap(\.cells)
            result = cells.isEmpty ? .zeroAllEdges : cells.reduce(into: ViewSpacing()) { $0.incorporate(ViewSpacing.Edge.all, of: spacing($1)) }
        case .spacer(_, let axis): result = axis.map { .zero(along: $0) } ?? .zeroAllEdges
        case .empty: result = .zeroAllEdges
        case .position: result = .leaf
        case .padding(let insets, let child):
            var edges: Set<ViewSpacing.Edge> = []
            if insets.top != 0 { edges.insert(.top) }
            if insets.bottom != 0 { edges.insert(.bottom) }
            if insets.leading != 0 { edges.insert(.leading) }
            if insets.trailing != 0 { edges.insert(.trailing) }
            result = spacing(child).reset(edges)
        case .frame(let frame, let child):
            result = spacing(child).reset(vertical: frame.height != nil, horizontal: frame.width != nil)
        case .flexibleFrame(let frame, let child):
            let vertical = frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil
            let horizontal = frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil
            result = spacing(child).reset(vertical: vertical, horizontal: horizontal)
        default:
            result = view.wrapped.map(spacing) ?? .leaf
        }
        spacingCache[view.id] = result
        return result
    }

    /// SwiftUI's spacing for a line of text in horizontal writing, from its font's metrics and its ideal lines.
    private func textSpacing(_ text: BoundText, ideal: MeasuredText) -> ViewSpacing {
        let font = measurer.fontMetrics(text.font)
        let lineHeight = font.ascent + font.descent
        let textSpacing = ViewSpacing.roundUpToPixel(lineHeight * 0.1)
        let lineSpacing = lineHeight + textSpacing
        let metrics = ViewSpacing.TextMetrics(ascent: font.ascent, descent: font.descent, leading: font.leading)
        return ViewSpacing(minima: [
            .init(.textToText, .top): .bottomText(metrics),
            .init(.textToText, .bottom): .topText(metrics),
            .init(.textBaseline, .bottom): .distance(ideal.lastBaseline - ideal.size.height),
            .init(.textBaseline, .top): .distance(-ideal.firstBaseline),
            .init(.edgeAboveText, .top): .distance(lineSpacing - font.ascent),
            .init(.edgeBelowText, .bottom): .distance(max(lineSpacing - font.capHeight, textSpacing + font.descent)),
        ])
    }
}

/// A view's spacing preferences: per edge, a distance for neighbours of a category, or for any (`nil`).
struct ViewSpacing: Equatable {
    static let platformDefault = 8.0
    /// The device pixel SwiftUI rounds text spacing up to (every supported iPhone draws at 3 pixels a point).
    static let pixel = 1.0 / 3.0

    enum Edge: Hashable, CaseIterable {
        case top, bottom, leading, trailing
        static let all = Set(allCases)
    }

    enum Category: Hashable {
        /// Text meeting text.
        case textToText
        /// A view whose edge faces text below it (stated by the text, on its top edge), and the reverse.
        case edgeAboveText, edgeBelowText
        /// Baseline to neighbouring baseline.
        case textBaseline
    }

    struct Key: Hashable {
        var category: Category?
        var edge: Edge
        init(_ category: Category?, _ edge: Edge) {
            self.category = category
            self.edge = edge
        }
    }

    /// A text's vertical metrics, for text-to-text spacing.
    struct TextMetrics: Equatable, Comparable {
        var ascent: Double, descent: Double, leading: Double
        var lineSpacing: Double { ascent + descent + leading }
        static func < (a: TextMetrics, b: TextMetrics) -> Bool { a.lineSpacing < b.lineSpacing }
    }

    enum Value: Equatable, Comparable {
        case distance(Double)
        case topText(TextMetrics)
        case bottomText(TextMetrics)

        /// The distance two facing values ask for, if they can be combined.
        func distance(to other: Value) -> Double? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case (.topText, .bottomText(let lower)), (.bottomText(let lower), .topText):
                // The lower text's leading, as iOS 17 and later compute it (whatever the upper text's metrics).
                ViewSpacing.roundUpToPixel(lower.leading)
            default: nil
            }
        }

        private var rank: Int {
            switch self {
            case .distance: 0
            case .topText: 1
            case .bottomText: 2
            }
        }

        static func < (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case let (.distance(x), .distance(y)): x < y
            case let (.topText(x), .topText(y)), let (.bottomText(x), .bottomText(y)): x < y
            default: a.rank < b.rank
            }
        }
    }

    var minima: [Key: Value]

    init(minima: [Key: Value] = [:]) { self.minima = minima }

    /// A leaf without text (a shape, an image, a colour): no text keeps a distance from it, so it asks for nothing
    /// text does not ask for.
    static let leaf = ViewSpacing(minima: [.init(.edgeBelowText, .top): .distance(0), .init(.edgeAboveText, .bottom): .distance(0)])

    /// Nothing between it and any neighbour.
    static let zeroAllEdges = ViewSpacing(minima: Dictionary(uniqueKeysWithValues: Edge.allCases.map { (Key(nil, $0), Value.distance(0)) }))

    /// A spacer: nothing between it and its neighbours along its stack.
    static func zero(along axis: Axis) -> ViewSpacing {
        let edges: [Edge] = axis == .horizontal ? [.leading, .trailing] : [.top, .bottom]
        return ViewSpacing(minima: Dictionary(uniqueKeysWithValues: edges.map { (Key(nil, $0), Value.distance(0)) }))
    }

    static func roundUpToPixel(_ value: Double) -> Double { (value / pixel - 1e-9).rounded(.up) * pixel }

    /// Adds `other`'s preferences on `edges`, keeping the larger where both have one.
    mutating func incorporate(_ edges: Set<Edge>, of other: ViewSpacing) {
        for (key, value) in other.minima where edges.contains(key.edge) {
            minima[key] = minima[key].map { max($0, value) } ?? value
        }
    }

    /// Forgets the preferences on `edges` (a padding or a frame there), leaving what a plain view asks.
    func reset(_ edges: Set<Edge>) -> ViewSpacing {
        guard !edges.isEmpty else { return self }
        var copy = self
        copy.minima = minima.filter { !edges.contains($0.key.edge) }
        if edges.contains(.top) { copy.minima[Key(.edgeBelowText, .top)] = .distance(0) }
        if edges.contains(.bottom) { copy.minima[Key(.edgeAboveText, .bottom)] = .distance(0) }
        return copy
    }

    /// Forgets the preferences across a frame's fixed axes.
    func reset(vertical: Bool, horizontal: Bool) -> ViewSpacing {
        reset(Set((vertical ? [Edge.top, .bottom] : []) + (horizontal ? [Edge.leading, .trailing] : [])))
    }

    /// The distance from this view to `next`, the one after it along `axis`; nil when neither says (the default applies).
    func distance(to next: ViewSpacing, along axis: Axis) -> Double? {
        let (after, before): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        // As SwiftUI does: walk the preferences of whichever of the two has fewer.
        return minima.count >= next.minima.count
            ? next.distance(from: before, to: after, of: self)
            : distance(from: after, to: before, of: next)
    }

    private func distance(from edge: Edge, to facing: Edge, of other: ViewSpacing) -> Double? {
        var best: Double?
        for (key, value) in minima where key.edge == edge {
            guard let category = key.category, let theirs = other.minima[Key(category, facing)],
                  let d = value.distance(to: theirs) else { continue }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        let mine = minima[Key(nil, edge)].flatMap { if case .distance(let d) = $0 { d } else { nil } }
        let theirs = other.minima[Key(nil, facing)].flatMap { if case .distance(let d) = $0 { d } else { nil } }
        guard mine != nil || theirs != nil else { return nil }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }
}
