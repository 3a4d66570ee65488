import LockshotLanguage
import LockshotLayout

/// `overflow` (warning): a view drawn outside its parent, or outside the presentation, with no
/// clipping ancestor.
///
/// Source: SwiftUI's layout semantics (Apple, "Layout fundamentals": a parent proposes, the child
/// chooses its size, and `frame` never clips) — content that overflows its container draws over
/// its neighbours or is cut by the presentation's outline. Regions overflowing their slot are
/// `presentation-size`, not this rule.
package struct OverflowRule: Rule {
    /// Differences below this are layout rounding, not overflow.
    static let tolerance = 0.01

    package init() {}
    package var id: String { "overflow" }
    package var severity: Diagnostic.Severity { .warning }
    package var summary: String { "a view drawn outside its parent or its presentation without clipping" }

    package func check(_ context: RuleContext) -> [Finding] {
        let bounds = Rect(origin: .zero, size: context.presentation.size)
        var findings: [Finding] = []
        for visit in TreeWalk.visits(context.presentation.root) {
            // The root and the region roots are placed by PresentationLayout (presentation-size).
            guard visit.ancestors.count >= 2, let parent = visit.parent, !visit.isClipped,
                  !Self.isInvisible(visit.node) else { continue }
            let frame = visit.node.frame
            let offsetParent = Self.placedOnPurpose(visit.node, in: parent)
            if !offsetParent, !Self.contains(parent.frame, frame) {
                findings.append(context.finding(
                    self, "\(visit.node.kind.name) (\(Self.describe(frame))) is drawn outside its parent "
                        + "\(parent.kind.name) (\(Self.describe(parent.frame)))",
                    at: visit.node.range == .none ? parent.range : visit.node.range,
                    help: "give it less content, let it shrink (lineLimit, minLength), or clip it with .clipped()"))
            } else if offsetParent || Self.contains(bounds, parent.frame), !Self.contains(bounds, frame) {
                findings.append(context.finding(
                    self, "\(visit.node.kind.name) (\(Self.describe(frame))) is drawn outside the "
                        + "\(context.presentation.presentation.rawValue) presentation "
                        + "(\(context.presentation.size.width.points) × \(context.presentation.size.height.points) pt)",
                    at: visit.node.range, help: "keep views inside the presentation; check offsets and fixed frames"))
            }
        }
        return findings
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.width <= tolerance && inner.height <= tolerance
            || inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// An offset, a position or an alignment guide moves its content on purpose, and a 0 × 0 frame pins it around
    /// a point (a canvas's `draw(_:at:anchor:)`); only the presentation's edge matters then.
    static func placedOnPurpose(_ node: LaidOutNode, in parent: LaidOutNode) -> Bool {
        switch (parent.kind, node.kind) {
        case (.offset, _), (.annotation("position", _), _), (_, .annotation("alignmentGuide", _)): true
        default: parent.frame.width <= tolerance && parent.frame.height <= tolerance
        }
    }

    static func isInvisible(_ node: LaidOutNode) -> Bool {
        switch node.kind {
        case .spacer, .empty: true
        case .color(let c): c.alpha == 0
        default: node.frame.width <= tolerance || node.frame.height <= tolerance
        }
    }

    static func describe(_ r: Rect) -> String {
        "x \(r.minX.points), y \(r.minY.points), \(r.width.points) × \(r.height.points) pt"
    }
}
