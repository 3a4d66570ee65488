import ActivityKit
import SwiftUI
import WidgetKit

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingAttributes.self) { context in
            ParkingLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.zone, systemImage: "parkingsign")
                        .foregroundStyle(Color.parkingBlue)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.session, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 60)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.session, countsDown: true)
                        .tint(Color.parkingBlue)
                }
            } compactLeading: {
                Image(systemName: "parkingsign")
                    .foregroundStyle(Color.parkingBlue)
            } compactTrailing: {
                Text(timerInterval: context.state.session, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 56)
            } minimal: {
                ProgressView(timerInterval: context.state.session, countsDown: true)
                    .progressViewStyle(.circular)
                    .tint(Color.parkingBlue)
            }
        }
    }
}

#Preview("Parking", as: .content, using: ParkingAttributes.preview) {
    ParkingLiveActivity()
} contentStates: {
    ParkingAttributes.ContentState.halfway
    ParkingAttributes.ContentState.endingSoon
}
