import ActivityKit
import SwiftUI
import WidgetKit

// Ride share: the pickup window is a ClosedRange<Date> in the content state, shown as a
// countdown and a ProgressView(timerInterval:); a driver card subview with stored properties;
// "Updating…" when the activity is stale.

struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var driverName: String
        var carDescription: String
        var plate: String
        var pickupWindow: ClosedRange<Date>
        var arrived: Bool
    }

    var destination: String
}

extension Color {
    static let rideGreen = Color(red: 0.2, green: 0.84, blue: 0.45)
}

struct DriverCard: View {
    let name: String
    let car: String
    let plate: String

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "car.fill")
                .font(.title2)
                .foregroundStyle(Color.rideGreen)
                .frame(width: 36, height: 36)
                .background(Circle().fill(Color.white.opacity(0.12)))
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text("\(car) · \(plate)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

struct RideLockScreenView: View {
    let context: ActivityViewContext<RideAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                DriverCard(name: context.state.driverName,
                           car: context.state.carDescription,
                           plate: context.state.plate)
                Spacer()
                status
            }
            ProgressView(timerInterval: context.state.pickupWindow, countsDown: false)
                .tint(Color.rideGreen)
            Text("To \(context.attributes.destination)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .activityBackgroundTint(Color.black.opacity(0.85))
        .activitySystemActionForegroundColor(.white)
    }

    @ViewBuilder
    var status: some View {
        if context.isStale {
            Label("Updating…", systemImage: "arrow.clockwise")
                .font(.caption)
                .foregroundStyle(.secondary)
        } else if context.state.arrived {
            Text("Arrived")
                .font(.headline)
                .foregroundStyle(Color.rideGreen)
        } else {
            Text(timerInterval: context.state.pickupWindow, countsDown: true)
                .font(.title3.monospacedDigit())
                .multilineTextAlignment(.trailing)
                .frame(width: 70)
        }
    }
}

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            RideLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                        .foregroundStyle(Color.rideGreen)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.pickupWindow, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 50)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    DriverCard(name: context.state.driverName, car: context.state.carDescription, plate: context.state.plate)
                }
            } compactLeading: {
                Image(systemName: "car.fill")
                    .foregroundStyle(Color.rideGreen)
            } compactTrailing: {
                Text(timerInterval: context.state.pickupWindow, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 56)
            } minimal: {
                Image(systemName: "car.fill")
                    .foregroundStyle(Color.rideGreen)
            }
        }
    }
}

extension RideAttributes {
    static var preview: RideAttributes { RideAttributes(destination: "Ferry Building") }
}

extension RideAttributes.ContentState {
    static var onTheWay: RideAttributes.ContentState {
        RideAttributes.ContentState(driverName: "Priya", carDescription: "Grey Prius", plate: "7ABC123",
                                    pickupWindow: Date.now...Date.now.addingTimeInterval(4 * 60), arrived: false)
    }
    static var arrived: RideAttributes.ContentState {
        RideAttributes.ContentState(driverName: "Priya", carDescription: "Grey Prius", plate: "7ABC123",
                                    pickupWindow: Date.now.addingTimeInterval(-240)...Date.now, arrived: true)
    }
}

#Preview("Ride", as: .content, using: RideAttributes.preview) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState.onTheWay
    RideAttributes.ContentState.arrived
}
