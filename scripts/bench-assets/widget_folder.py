"""Writes a widget extension of about 1,000 lines for scripts/bench: an ActivityAttributes with an app enum,
a formatting helper file, 40 row views each with its own `switch` and computed members, and the widget
that picks three rows by the state — the constructs real widgets compile (docs/swift-sources.md)."""
import os

MODEL = '''import ActivityKit
import Foundation

struct TripAttributes: ActivityAttributes {
    enum Status: String, Codable, Hashable { case boarding, moving, delayed, arrived }
    struct ContentState: Codable, Hashable {
        var step: Int
        var status: Status
        var minutesLate: Int
        var arrival: Date
    }
    var line: String
    var destination: String
}
'''

HELPERS = '''import Foundation

enum Formatting {
    static func minutes(_ value: Int) -> String { value == 1 ? "1 min" : "\\(value) min" }
    static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
    static func status(_ status: TripAttributes.Status, late: Int) -> String {
        switch status {
        case .boarding: return "Boarding"
        case .moving where late > 0: return "\\(minutes(late)) late"
        case .moving: return "On time"
        case .delayed: return "Delayed"
        case .arrived: return "Arrived"
        }
    }
}
'''


def row(index):
    return f'''import SwiftUI

struct Row{index}: View {{
    let state: TripAttributes.ContentState
    let line: String

    private var symbol: String {{
        switch state.status {{
        case .boarding: return "figure.walk"
        case .moving: return "tram.fill"
        case .delayed: return "exclamationmark.triangle.fill"
        case .arrived: return "checkmark.circle.fill"
        }}
    }}

    private var tint: Color {{
        state.minutesLate > {index % 7} ? .orange : .green
    }}

    private var detail: String {{
        let stop = (state.step + {index}) % 12 + 1
        return "Stop \\(stop) · " + Formatting.status(state.status, late: state.minutesLate)
    }}

    var body: some View {{
        HStack(spacing: 8) {{
            Image(systemName: symbol).foregroundStyle(tint)
            VStack(alignment: .leading, spacing: 1) {{
                Text("\\(line) · row {index}").font(.caption.weight(.semibold)).lineLimit(1)
                Text(detail).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
            }}
            Spacer(minLength: 4)
            Text(Formatting.clock(state.arrival)).font(.caption).monospacedDigit()
        }}
    }}
}}
'''


def widget(rows):
    cases = "\n".join(f"        case {i}: Row{i}(state: state, line: line)" for i in range(rows))
    return f'''import ActivityKit
import SwiftUI
import WidgetKit

struct PickedRow: View {{
    let index: Int
    let state: TripAttributes.ContentState
    let line: String

    var body: some View {{
        switch index % {rows} {{
{cases}
        default: EmptyView()
        }}
    }}
}}

struct TripLiveActivity: Widget {{
    var body: some WidgetConfiguration {{
        ActivityConfiguration(for: TripAttributes.self) {{ context in
            VStack(alignment: .leading, spacing: 6) {{
                Text(context.attributes.destination).font(.headline)
                ForEach(0..<3) {{ offset in
                    PickedRow(index: context.state.step + offset, state: context.state, line: context.attributes.line)
                }}
            }}
            .padding(14)
        }} dynamicIsland: {{ context in
            DynamicIsland {{
                DynamicIslandExpandedRegion(.leading) {{ Text(context.attributes.line).font(.headline) }}
                DynamicIslandExpandedRegion(.trailing) {{ Text(Formatting.clock(context.state.arrival)).monospacedDigit() }}
                DynamicIslandExpandedRegion(.bottom) {{
                    PickedRow(index: context.state.step, state: context.state, line: context.attributes.line)
                }}
            }} compactLeading: {{
                Text(context.attributes.line).font(.caption.weight(.bold))
            }} compactTrailing: {{
                Text(Formatting.clock(context.state.arrival)).monospacedDigit()
            }} minimal: {{
                Image(systemName: "tram.fill")
            }}
        }}
    }}
}}

#Preview("Trip", as: .content, using: TripAttributes(line: "U2", destination: "Pankow")) {{
    TripLiveActivity()
}} contentStates: {{
    TripAttributes.ContentState(step: 3, status: .moving, minutesLate: 4, arrival: Date().addingTimeInterval(14 * 60))
    TripAttributes.ContentState(step: 17, status: .arrived, minutesLate: 0, arrival: Date())
}}
'''


def write(folder, rows=40):
    """Writes the widget into `folder`; returns its number of lines."""
    os.makedirs(folder, exist_ok=True)
    files = {"TripAttributes.swift": MODEL, "Formatting.swift": HELPERS, "TripLiveActivity.swift": widget(rows)}
    files.update({f"Row{i}.swift": row(i) for i in range(rows)})
    for name, text in files.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    return sum(text.count("\n") for text in files.values())
