import LockshotLayout

/// A node met while walking a laid-out tree, with the path from the root to it.
struct NodeVisit {
    var node: LaidOutNode
    /// Ancestors, root first.
    var ancestors: [LaidOutNode]
    /// `indices[i]` is the index of the path's next node among `ancestors[i]`'s children.
    var indices: [Int]

    var parent: LaidOutNode? { ancestors.last }

    /// True when an ancestor clips its content (`clipped`, `clipShape`, `cornerRadius`).
    var isClipped: Bool {
        ancestors.contains { if case .clip = $0.kind { return true } else { return false } }
    }
}

enum TreeWalk {
    /// Every visible node, depth first, parents before children; `hidden()` subtrees are skipped.
    static func visits(_ root: LaidOutNode) -> [NodeVisit] {
        var out: [NodeVisit] = []
        var stack: [NodeVisit] = [NodeVisit(node: root, ancestors: [], indices: [])]
        while let visit = stack.popLast() {
            if case .hidden = visit.node.kind { continue }
            out.append(visit)
            for (index, child) in visit.node.children.enumerated().reversed() {
                stack.append(NodeVisit(node: child, ancestors: visit.ancestors + [visit.node],
                                       indices: visit.indices + [index]))
            }
        }
        return out
    }

    /// Text nodes with their paths.
    static func texts(_ root: LaidOutNode) -> [(NodeVisit, LaidOutText)] {
        visits(root).compactMap { visit in
            if case .text(let text) = visit.node.kind { return (visit, text) }
            return nil
        }
    }
}

extension Rect {
    /// True when the two rectangles share some area.
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

extension Double {
    /// `12`, `12.5`, `52.33` — points as people write them.
    var points: String {
        guard isFinite else { return isNaN ? "NaN" : (self < 0 ? "-∞" : "∞") }
        let rounded = (self * 100).rounded() / 100
        guard abs(rounded) < 1e15 else { return String(rounded) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
