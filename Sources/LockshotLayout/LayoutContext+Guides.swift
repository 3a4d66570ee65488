import LockshotLanguage

/// Alignment guides (SwiftUI's `ViewDimensions`): a container aligns its children by making their guides
/// coincide. A guide defaults to the view's edge or centre; `alignmentGuide` moves it.
extension LayoutContext {
    /// Where `child`'s guide `a` lies from its leading edge, at size `s`.
    func guide(_ child: BoundView, _ a: HorizontalAlignment, _ s: Size) -> Double {
        explicitGuide(child, .horizontal(a), s) ?? alignOffset(a, container: 0, child: -s.width)
    }

    /// Where `child`'s guide `a` lies from its top edge, at size `s` (a baseline as the top: stacks align
    /// baselines through the text they lay out).
    func guide(_ child: BoundView, _ a: VerticalAlignment, _ s: Size) -> Double {
        explicitGuide(child, .vertical(a), s) ?? alignOffset(a, container: 0, child: -s.height)
    }

    /// The value of an `alignmentGuide` for `guide` on `view`, looking through the modifiers that keep the
    /// view's frame (opacity, effects, other guides): nil when it has none.
    private func explicitGuide(_ view: BoundView, _ guide: AlignmentGuide.Guide, _ s: Size) -> Double? {
        var current: BoundView? = view
        while let node = current {
            switch node.kind {
            case .alignmentGuide(let g, let child):
                if g.guide == guide { return g.value(for: s) }
                current = child
            case .layoutPriority(_, let child), .opacity(_, let child), .hidden(let child), .annotation(_, _, let child),
                 .effect(_, let child), .offset(_, _, let child), .clip(_, let child), .border(_, _, let child),
                 .background(_, _, let child), .overlay(_, _, let child):
                current = child
            default: current = nil
            }
        }
        return nil
    }

    /// Offsets that make every child's guide coincide, and the extent they cover: with default guides
    /// this is plain leading/centre/trailing alignment in a container as large as the largest child.
    func aligned(_ guides: [Double], lengths: [Double]) -> (offsets: [Double], total: Double) {
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let low = offsets.min() ?? 0
        let total = zip(offsets, lengths).map { $0 - low + $1 }.max() ?? 0
        return (offsets.map { $0 - low }, total)
    }
}
