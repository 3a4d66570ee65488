import LockshotLanguage
import LockshotLayout

/// Which view made a presentation too big: `presentation-size` points at it rather than at the
/// region's outermost modifier (a `.padding` around the `Text` that grew).
enum OversizeCulprit {
    enum Axis { case vertical, horizontal }

    /// The deepest view responsible for the size `diagnostic` reports, or nil when the tree holds
    /// no node for its region.
    static func locate(_ diagnostic: Diagnostic, in presentation: LaidOutPresentation) -> LaidOutNode? {
        let regions = presentation.root.children
        let axis = Self.axis(of: diagnostic.message)
        let start: LaidOutNode?
        if presentation.presentation == .expanded {
            // The island grows with every region: start from the tallest.
            start = regions.max { $0.frame.height < $1.frame.height }
        } else {
            start = outermost(diagnostic.range, in: presentation.root)
        }
        guard var node = start else { return nil }
        while let next = dominantChild(of: node, along: axis) { node = next }
        return node
    }

    /// "… pt tall" and "… pt wide" name their axis; "W×H pt; … w×h pt" messages (compact and
    /// minimal) the one overshooting its limit by the larger factor.
    static func axis(of message: String) -> Axis {
        if message.contains(" pt tall") { return .vertical }
        if message.contains(" pt wide") { return .horizontal }
        let numbers = message.split(whereSeparator: { !($0.isNumber || $0 == ".") }).compactMap { Double($0) }
        guard numbers.count >= 4, numbers[2] > 0, numbers[3] > 0 else { return .horizontal }
        return numbers[1] / numbers[3] > numbers[0] / numbers[2] ? .vertical : .horizontal
    }

    /// The first node, outermost first, written at `range`.
    static func outermost(_ range: SourceRange, in node: LaidOutNode) -> LaidOutNode? {
        if node.range == range { return node }
        for child in node.children { if let found = outermost(range, in: child) { return found } }
        return nil
    }

    /// The child whose extent along `axis` makes at least half of `node`'s (so it, not its
    /// siblings, is why the node is that big); among equals the one holding text. Nil at a leaf
    /// or when no child dominates (many rows adding up: the stack itself is the culprit).
    static func dominantChild(of node: LaidOutNode, along axis: Axis) -> LaidOutNode? {
        let extent = { (n: LaidOutNode) in axis == .vertical ? n.frame.height : n.frame.width }
        let best = node.children.max { a, b in
            extent(a) != extent(b) ? extent(a) < extent(b) : (!holdsText(a) && holdsText(b))
        }
        guard let best, extent(best) > 0, extent(best) >= extent(node) / 2 else { return nil }
        return best
    }

    static func holdsText(_ node: LaidOutNode) -> Bool {
        if case .text = node.kind { return true }
        return node.children.contains(where: holdsText)
    }
}
