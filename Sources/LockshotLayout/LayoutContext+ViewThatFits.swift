/// `ViewThatFits` (SwiftUI's documented behaviour): "evaluates its child views in the order you
/// provide them … and selects the first child whose ideal size on the constrained axes fits within the
/// proposed size"; when none fits, the last child.
extension LayoutContext {
    /// The index of the child `ViewThatFits` shows for `proposal`.
    func chosenChild(_ horizontal: Bool, _ vertical: Bool, _ children: [BoundView], _ proposal: ProposedSize) -> Int {
        for (index, child) in children.enumerated() {
            // Ideal size on the constrained axes; the others keep the proposal (text wraps to a proposed width).
            let ideal = size(child, ProposedSize(width: horizontal ? nil : proposal.width,
                                                 height: vertical ? nil : proposal.height))
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }
}
