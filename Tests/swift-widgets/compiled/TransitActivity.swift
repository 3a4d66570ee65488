import ActivityKit
import SwiftUI
import WidgetKit

// A transit Live Activity written the way apps write them: the app's own enums and structs in the
// state, `switch` in a view body, helpers on the widget, a view with its own init and defaults,
// optional chaining, formatters, a custom ViewModifier. lockshot compiles and runs it (issue 26).

struct TransitAttributes: ActivityAttributes {
    enum Mode: String, Codable, Hashable {
        case bus, tram, train, ferry

        var symbol: String {
            switch self {
            case .bus: "bus.fill"
            case .tram: "tram.fill"
            case .train: "train.side.front.car"
            case .ferry: "ferry.fill"
            }
        }
    }

    struct Stop: Codable, Hashable, Identifiable {
        var id: Int
        var name: String
        var platform: String?
    }

    public struct ContentState: Codable, Hashable {
        enum Status: Codable, Hashable {
            case onTime
            case delayed(minutes: Int)
            case cancelled(reason: String)
        }

        var status: Status
        var departure: Date
        var stopsLeft: [Stop]
        var occupancy: Double?

        var nextStop: Stop? { stopsLeft.first }
        func minutes(until date: Date, from now: Date) -> Int { max(0, Int((date.timeIntervalSince(now) / 60).rounded())) }
    }

    var line: String
    var mode: Mode
    var destination: String
}

/// The line's badge: the app's own view with an init of its own and a default.
struct LineBadge: View {
    let line: String
    let mode: TransitAttributes.Mode
    var size: CGFloat

    init(_ line: String, mode: TransitAttributes.Mode, size: CGFloat = 36) {
        self.line = line.count > 3 ? String(line.prefix(3)) : line
        self.mode = mode
        self.size = size
    }

    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: mode.symbol).font(.system(size: size * 0.4))
            Text(line).font(.system(size: size * 0.33, weight: .bold)).lineLimit(1)
        }
        .foregroundStyle(.white)
        .frame(width: size, height: size)
        .background(RoundedRectangle(cornerRadius: size / 4).fill(Color.transitGreen))
    }
}

struct Dimmed: ViewModifier {
    let when: Bool
    func body(content: Content) -> some View {
        content.opacity(when ? 0.5 : 1)
    }
}

extension Color {
    static let transitGreen = Color(red: 0.0, green: 0.6, blue: 0.4)
}

struct StatusLabel: View {
    let status: TransitAttributes.ContentState.Status

    var body: some View {
        switch status {
        case .onTime:
            Label("On time", systemImage: "checkmark.circle.fill").foregroundStyle(.green)
        case .delayed(let minutes) where minutes >= 10:
            Label("\(minutes) min late", systemImage: "exclamationmark.triangle.fill").foregroundStyle(.red)
        case .delayed(let minutes):
            Label("+\(minutes) min", systemImage: "clock.fill").foregroundStyle(.orange)
        case .cancelled(let reason):
            Text("Cancelled · \(reason)").foregroundStyle(.red).lineLimit(1)
        }
    }
}

struct TransitActivity: Widget {
    private static let timeFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    func departsText(_ state: TransitAttributes.ContentState) -> String {
        let minutes = state.minutes(until: state.departure, from: .now)
        return minutes == 0 ? "Now" : "in \(minutes) min"
    }

    func occupancyText(_ occupancy: Double?) -> String? {
        guard let occupancy else { return nil }
        return occupancy.formatted(.percent.precision(.fractionLength(0))) + " full"
    }

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TransitAttributes.self) { context in
            let state = context.state
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 12) {
                    LineBadge(context.attributes.line, mode: context.attributes.mode)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("to \(context.attributes.destination)").font(.headline).lineLimit(1)
                        StatusLabel(status: state.status).font(.subheadline)
                    }
                    Spacer()
                    VStack(alignment: .trailing, spacing: 2) {
                        Text(Self.timeFormat.string(from: state.departure)).font(.title2.weight(.semibold)).monospacedDigit()
                        Text(departsText(state)).font(.caption).foregroundStyle(.secondary)
                    }
                }
                HStack(spacing: 6) {
                    ForEach(state.stopsLeft.prefix(3)) { stop in
                        Text(stop.name).font(.caption2).lineLimit(1)
                            .padding(.horizontal, 6).padding(.vertical, 2)
                            .background(Capsule().fill(Color.white.opacity(0.15)))
                    }
                    if state.stopsLeft.count > 3 {
                        Text("+\(state.stopsLeft.count - 3)").font(.caption2).foregroundStyle(.secondary)
                    }
                    Spacer(minLength: 0)
                    if let text = occupancyText(state.occupancy) {
                        Text(text).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
            .padding(14)
            .modifier(Dimmed(when: context.isStale))
            .activityBackgroundTint(Color(white: 0.1))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    LineBadge(context.attributes.line, mode: context.attributes.mode, size: 44)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(departsText(context.state)).font(.headline).monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.nextStop?.name ?? context.attributes.destination).font(.subheadline).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    StatusLabel(status: context.state.status).font(.caption)
                }
            } compactLeading: {
                Image(systemName: context.attributes.mode.symbol).foregroundStyle(Color.transitGreen)
            } compactTrailing: {
                Text(context.state.departure, style: .timer).monospacedDigit().frame(width: 40)
            } minimal: {
                Text(context.attributes.line.prefix(2)).font(.caption2.bold())
            }
        }
    }
}

extension TransitAttributes {
    static var preview: TransitAttributes { TransitAttributes(line: "M10", mode: .tram, destination: "Hauptbahnhof") }
}

extension TransitAttributes.ContentState {
    static let stops = ["Lützowplatz", "Nollendorfplatz", "Wittenbergplatz", "Zoo", "Savignyplatz"]
        .enumerated().map { TransitAttributes.Stop(id: $0.offset, name: $0.element, platform: nil) }
    static let onTime = Self(status: .onTime, departure: .now.addingTimeInterval(4 * 60), stopsLeft: stops, occupancy: 0.42)
    static let late = Self(status: .delayed(minutes: 12), departure: Date().addingTimeInterval(14 * 60),
                           stopsLeft: Array(stops.suffix(2)), occupancy: nil)
    static let cancelled = Self(status: .cancelled(reason: "signal failure at Zoo"), departure: .now,
                                stopsLeft: [], occupancy: nil)
}

#Preview("Transit", as: .content, using: TransitAttributes.preview) {
    TransitActivity()
} contentStates: {
    TransitAttributes.ContentState.onTime
    TransitAttributes.ContentState.late
    TransitAttributes.ContentState.cancelled
}
