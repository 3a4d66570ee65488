import ActivityKit
import SwiftUI
import WidgetKit

// Layouts: AnyLayout switching between stack layouts by the state (drawn as those stacks), and a flow
// layout of the app's own (compiles; its subviews are drawn in a column, with a warning at its use).
struct TagsAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var tags: [String]
    }
}

struct TagFlow: Layout {
    var spacing: CGFloat = 6
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > width { x = 0; y += row + spacing; row = 0 }
            x += size.width + spacing
            row = max(row, size.height)
        }
        return CGSize(width: width, height: y + row)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = CGPoint(x: bounds.minX, y: bounds.minY)
        for subview in subviews {
            let size = subview.dimensions(in: .unspecified)
            subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(width: size.width, height: size.height))
            point.x += size.width + spacing
        }
    }
}

struct TagsLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TagsAttributes.self) { context in
            let layout = context.state.tags.count > 2 ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
                                                      : AnyLayout(HStackLayout(spacing: 8))
            layout {
                ForEach(context.state.tags, id: \.self) { Text($0).font(.caption) }
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    TagFlow {
                        ForEach(context.state.tags, id: \.self) { Text($0) }
                    }
                }
            } compactLeading: {
                Image(systemName: "tag")
            } compactTrailing: {
                Text("\(context.state.tags.count)")
            } minimal: {
                Image(systemName: "tag")
            }
        }
    }
}

#Preview("Tags", as: .content, using: TagsAttributes()) {
    TagsLiveActivity()
} contentStates: {
    TagsAttributes.ContentState(tags: ["gluten free", "vegan"])
    TagsAttributes.ContentState(tags: ["spicy", "new", "popular"])
}
