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


# A widget shaped like the public glucose monitor of issue 38: 16 files, 12 previews (one content state
# each), a Swift Charts chart and `GeometryReader`s in the lock screen and the expanded island.
READINGS_MODEL = '''import ActivityKit
import Foundation

struct ReadingsAttributes: ActivityAttributes {
    enum Trend: String, Codable, Hashable { case rising, steady, falling }
    struct ContentState: Codable, Hashable {
        var values: [Double]
        var trend: Trend
        var updated: Date
        var detailed: Bool
    }
    var unit: String
    var low: Double
    var high: Double
}
'''

READINGS_FORMAT = '''import Foundation

enum ReadingFormat {
    static func value(_ value: Double) -> String { String(format: "%.0f", value) }
    static func delta(_ values: [Double]) -> String {
        guard values.count > 1 else { return "±0" }
        let change = values[values.count - 1] - values[values.count - 2]
        return (change >= 0 ? "+" : "") + String(format: "%.0f", change)
    }
    static func arrow(_ trend: ReadingsAttributes.Trend) -> String {
        switch trend {
        case .rising: return "arrow.up.right"
        case .steady: return "arrow.right"
        case .falling: return "arrow.down.right"
        }
    }
}
'''

READINGS_PARTS = {
    "ReadingsChart": '''import Charts
import SwiftUI

struct ReadingsChart: View {
    let values: [Double]
    let low: Double
    let high: Double

    var body: some View {
        Chart {
            RuleMark(y: .value("Low", low)).foregroundStyle(.red.opacity(0.5))
            RuleMark(y: .value("High", high)).foregroundStyle(.orange.opacity(0.5))
            ForEach(Array(values.enumerated()), id: \\.offset) { index, value in
                LineMark(x: .value("Time", index), y: .value("Value", value)).foregroundStyle(.green)
                PointMark(x: .value("Time", index), y: .value("Value", value)).symbolSize(12)
            }
        }
        .chartYScale(domain: 40...300)
        .chartXAxis(.hidden)
    }
}
''',
    "RangeBar": '''import SwiftUI

struct RangeBar: View {
    let value: Double
    let low: Double
    let high: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(.white.opacity(0.2))
                Capsule().fill(value > high ? Color.orange : value < low ? .red : .green)
                    .frame(width: proxy.size.width * min(1, max(0.05, value / 300)))
            }
        }
        .frame(height: 6)
    }
}
''',
    "ValueLabel": '''import SwiftUI

struct ValueLabel: View {
    let state: ReadingsAttributes.ContentState
    let unit: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(ReadingFormat.value(state.values.last ?? 0)).font(.title.bold()).monospacedDigit()
            Image(systemName: ReadingFormat.arrow(state.trend))
            Text(unit).font(.caption).foregroundStyle(.secondary)
        }
        .lineLimit(1)
        .minimumScaleFactor(0.6)
    }
}
''',
    "DeltaLabel": '''import SwiftUI

struct DeltaLabel: View {
    let values: [Double]

    var body: some View {
        Text(ReadingFormat.delta(values)).font(.caption.weight(.semibold)).foregroundStyle(.secondary)
    }
}
''',
    "UpdatedLabel": '''import SwiftUI

struct UpdatedLabel: View {
    let date: Date

    var body: some View {
        Text(date, style: .relative).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
    }
}
''',
    "TrendBadge": '''import SwiftUI

struct TrendBadge: View {
    let trend: ReadingsAttributes.Trend

    var body: some View {
        Image(systemName: ReadingFormat.arrow(trend))
            .font(.caption.bold())
            .padding(4)
            .background(Circle().fill(.white.opacity(0.15)))
    }
}
''',
    "SparkBars": '''import SwiftUI

struct SparkBars: View {
    let values: [Double]

    var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: 1) {
                ForEach(Array(values.suffix(12).enumerated()), id: \\.offset) { _, value in
                    RoundedRectangle(cornerRadius: 1)
                        .fill(.green.opacity(0.8))
                        .frame(height: proxy.size.height * min(1, value / 300))
                }
            }
        }
    }
}
''',
    "DetailRow": '''import SwiftUI

struct DetailRow: View {
    let state: ReadingsAttributes.ContentState

    private var average: Double { state.values.reduce(0, +) / Double(max(1, state.values.count)) }

    var body: some View {
        HStack {
            Text("avg " + ReadingFormat.value(average)).font(.caption2)
            Spacer()
            Text("min " + ReadingFormat.value(state.values.min() ?? 0)).font(.caption2)
            Spacer()
            Text("max " + ReadingFormat.value(state.values.max() ?? 0)).font(.caption2)
        }
        .foregroundStyle(.secondary)
    }
}
''',
    "LockScreenView": '''import SwiftUI

struct LockScreenView: View {
    let attributes: ReadingsAttributes
    let state: ReadingsAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                ValueLabel(state: state, unit: attributes.unit)
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    DeltaLabel(values: state.values)
                    UpdatedLabel(date: state.updated)
                }
            }
            ReadingsChart(values: state.values, low: attributes.low, high: attributes.high).frame(height: 44)
            RangeBar(value: state.values.last ?? 0, low: attributes.low, high: attributes.high)
            if state.detailed { DetailRow(state: state) }
        }
        .padding(12)
    }
}
''',
    "ExpandedViews": '''import SwiftUI

struct ExpandedBottom: View {
    let attributes: ReadingsAttributes
    let state: ReadingsAttributes.ContentState

    var body: some View {
        VStack(spacing: 4) {
            ReadingsChart(values: state.values, low: attributes.low, high: attributes.high).frame(height: 40)
            SparkBars(values: state.values).frame(height: 14)
        }
    }
}
''',
    "CompactViews": '''import SwiftUI

struct CompactValue: View {
    let state: ReadingsAttributes.ContentState

    var body: some View {
        Text(ReadingFormat.value(state.values.last ?? 0)).font(.caption.bold()).monospacedDigit()
    }
}
''',
}


def readings_widget(previews=12):
    lines = []
    trends = ["rising", "steady", "falling"]
    for i in range(previews):
        values = ", ".join(str(80 + (i * 17 + k * 23) % 190) for k in range(24))
        lines.append(f'''#Preview("Reading {i + 1}", as: .content, using: ReadingsAttributes(unit: "mg/dL", low: 70, high: 180)) {{
    ReadingsLiveActivity()
}} contentStates: {{
    ReadingsAttributes.ContentState(values: [{values}], trend: .{trends[i % 3]},
                                    updated: Date(timeIntervalSince1970: 1_767_225_600), detailed: {"true" if i >= 6 else "false"})
}}
''')
    return '''import ActivityKit
import SwiftUI
import WidgetKit

struct ReadingsLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ReadingsAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { ValueLabel(state: context.state, unit: context.attributes.unit) }
                DynamicIslandExpandedRegion(.trailing) { TrendBadge(trend: context.state.trend) }
                DynamicIslandExpandedRegion(.bottom) { ExpandedBottom(attributes: context.attributes, state: context.state) }
            } compactLeading: {
                CompactValue(state: context.state)
            } compactTrailing: {
                Image(systemName: ReadingFormat.arrow(context.state.trend))
            } minimal: {
                CompactValue(state: context.state)
            }
        }
    }
}

''' + "\n".join(lines)


def write_readings(folder, previews=12):
    """Writes the glucose-shaped widget into `folder`; returns (files, lines)."""
    os.makedirs(folder, exist_ok=True)
    files = {"ReadingsAttributes.swift": READINGS_MODEL, "ReadingFormat.swift": READINGS_FORMAT,
             "ReadingsLiveActivity.swift": readings_widget(previews)}
    files.update({f"{name}.swift": text for name, text in READINGS_PARTS.items()})
    files["Bundle.swift"] = "import SwiftUI\nimport WidgetKit\n\n@main\nstruct ReadingsBundle: WidgetBundle {\n" \
                            "    var body: some Widget { ReadingsLiveActivity() }\n}\n"
    files["Palette.swift"] = "import SwiftUI\n\nextension Color {\n    static let readingGreen = Color(red: 0.2, green: 0.8, blue: 0.4)\n}\n"
    for name, text in files.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    return len(files), sum(text.count("\n") for text in files.values())
