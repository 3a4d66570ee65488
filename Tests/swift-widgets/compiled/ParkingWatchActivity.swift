// A parking meter that opts in to the Apple Watch Smart Stack (`supplementalActivityFamilies([.small])`) and reads
// `@Environment(\.activityFamily)` to draw a smaller view there, as Apple's delivery example does: lockshot draws
// the `small` presentation from the same content closure with the family `.small`.
import ActivityKit
import SwiftUI
import WidgetKit

struct ParkingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endsAt: Date
        var bay: String
    }
    var street: String
}

struct ParkingContent: View {
    @Environment(\.activityFamily) private var family
    let context: ActivityViewContext<ParkingAttributes>

    var body: some View {
        switch family {
        case .small:
            VStack(alignment: .leading, spacing: 2) {
                Label("Bay \(context.state.bay)", systemImage: "parkingsign.circle.fill")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(timerInterval: Date()...context.state.endsAt, countsDown: true)
                    .font(.title2.weight(.bold))
                    .monospacedDigit()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 12)
        default:
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.street).font(.headline)
                    Text("Bay \(context.state.bay)").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text(timerInterval: Date()...context.state.endsAt, countsDown: true)
                    .font(.title.weight(.bold))
                    .monospacedDigit()
                    .multilineTextAlignment(.trailing)
            }
            .padding()
        }
    }
}

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingAttributes.self) { context in
            ParkingContent(context: context)
                .activityBackgroundTint(Color(red: 0.05, green: 0.2, blue: 0.45))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.street) }
            } compactLeading: {
                Image(systemName: "parkingsign.circle.fill")
            } compactTrailing: {
                Text(timerInterval: Date()...context.state.endsAt, countsDown: true).frame(width: 44)
            } minimal: {
                Image(systemName: "parkingsign.circle.fill")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

#Preview("Meter", as: .content, using: ParkingAttributes(street: "Valencia Street")) {
    ParkingLiveActivity()
} contentStates: {
    ParkingAttributes.ContentState(endsAt: Date().addingTimeInterval(47 * 60), bay: "C14")
}
