import ActivityKit
import Charts
import SwiftUI
import WidgetKit

// Swift Charts as glucose-monitor Live Activities use them: the last readings as points over a target
// band, dashed limit rules, a fixed y scale, hour marks on the x axis, no y axis in the island; a line
// and area chart with the default axes on the lock screen.
struct GlucoseChartAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var readings: [Reading]
    }
    var sensor: String
}

struct Reading: Codable, Hashable, Identifiable {
    var minutesAgo: Int
    var value: Double
    var id: Int { minutesAgo }
    var date: Date { Date().addingTimeInterval(-Double(minutesAgo) * 60) }
}

struct ReadingsChart: View {
    let readings: [Reading]
    let showsAxes: Bool

    var body: some View {
        Chart {
            RectangleMark(xStart: .value("Start", Date().addingTimeInterval(-3 * 3600)), xEnd: .value("End", Date()),
                          yStart: .value("Low", 70), yEnd: .value("High", 180))
                .foregroundStyle(Color.green.opacity(0.15))
            RuleMark(y: .value("High", 180))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .foregroundStyle(Color.yellow)
            RuleMark(y: .value("Low", 70))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .foregroundStyle(Color.red)
            ForEach(readings) { reading in
                PointMark(x: .value("Time", reading.date), y: .value("Glucose", reading.value))
                    .symbolSize(18)
                    .foregroundStyle(reading.value > 180 ? Color.yellow : Color.green)
            }
        }
        .chartYScale(domain: 40...300)
        .chartXScale(domain: Date().addingTimeInterval(-3 * 3600)...Date())
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour)) { _ in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                AxisValueLabel(format: .dateTime.hour())
            }
        }
        .chartYAxis(showsAxes ? .automatic : .hidden)
    }
}

struct TrendChart: View {
    let readings: [Reading]

    var body: some View {
        Chart(readings) { reading in
            AreaMark(x: .value("Time", reading.date), yStart: .value("Floor", 40), yEnd: .value("Glucose", reading.value))
                .foregroundStyle(Color.blue.opacity(0.25))
            LineMark(x: .value("Time", reading.date), y: .value("Glucose", reading.value))
                .foregroundStyle(Color.blue)
        }
        .chartYScale(domain: 40...300)
    }
}

struct GlucoseChartWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GlucoseChartAttributes.self) { context in
            HStack(spacing: 12) {
                VStack(alignment: .leading) {
                    Text("\(Int(context.state.readings.first?.value ?? 0))").font(.system(size: 30, weight: .bold))
                    Text(context.attributes.sensor).font(.caption).foregroundStyle(.secondary)
                }
                TrendChart(readings: context.state.readings).frame(height: 70)
            }
            .padding(14)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("\(Int(context.state.readings.first?.value ?? 0))").font(.title2.bold()) }
                DynamicIslandExpandedRegion(.trailing) { Text("mg/dL").font(.caption).foregroundStyle(.secondary) }
                DynamicIslandExpandedRegion(.bottom) {
                    ReadingsChart(readings: context.state.readings, showsAxes: false).frame(height: 70)
                }
            } compactLeading: {
                Image(systemName: "drop.fill").foregroundStyle(.red)
            } compactTrailing: {
                Text("\(Int(context.state.readings.first?.value ?? 0))")
            } minimal: {
                Text("\(Int(context.state.readings.first?.value ?? 0))").font(.caption2)
            }
        }
    }
}

#Preview("Glucose chart", as: .content, using: GlucoseChartAttributes(sensor: "Dexcom G7")) {
    GlucoseChartWidget()
} contentStates: {
    GlucoseChartAttributes.ContentState(readings: stride(from: 0, through: 170, by: 10).map { minutes in
        Reading(minutesAgo: minutes, value: 150 + 45 * sin(Double(minutes) / 25) - Double(minutes) / 4)
    })
}
