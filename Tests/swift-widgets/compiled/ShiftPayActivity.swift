// Formatting as an iPhone in the chosen locale does it (en_US unless --locale or lockshot.json says otherwise):
// a NumberFormatter and a DateFormatter with no locale set, Date.formatted, format styles, Text(date, style:) and
// what Locale.current says of itself (Foundation on Linux alone: en_001, metric).
import ActivityKit
import SwiftUI
import WidgetKit

struct ShiftAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var earned: Double
        var ends: Date
        var kilometers: Double
    }
    var employer: String
}

struct ShiftView: View {
    let state: ShiftAttributes.ContentState

    private var pay: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter.string(from: NSNumber(value: state.earned)) ?? ""
    }

    private var endsLong: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: state.ends)
    }

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 2) {
                Text(pay).font(.title2.bold())
                Text(state.earned, format: .currency(code: "EUR")).font(.caption)
                Text(state.kilometers * 1000, format: .number).font(.caption)
                Text(Locale.current.identifier + (Locale.current.measurementSystem == .us ? " · mi" : " · km")).font(.caption2)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(state.ends.formatted(date: .abbreviated, time: .shortened)).font(.caption)
                Text(endsLong).font(.caption)
                Text(state.ends, style: .time).font(.caption)
                Text(state.ends, style: .relative).font(.caption)
            }
        }
    }
}

struct ShiftWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ShiftAttributes.self) { context in
            ShiftView(state: context.state).padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { ShiftView(state: context.state) }
            } compactLeading: {
                Text(context.state.earned, format: .currency(code: "USD"))
            } compactTrailing: {
                Text(context.state.ends, style: .time)
            } minimal: {
                Image(systemName: "dollarsign.circle.fill")
            }
        }
    }
}

#Preview("Shift", as: .content, using: ShiftAttributes(employer: "Harbor Café")) {
    ShiftWidget()
} contentStates: {
    ShiftAttributes.ContentState(earned: 1234.5, ends: Date(timeIntervalSince1970: 1_767_279_600), kilometers: 12.5)
}
