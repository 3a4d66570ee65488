import ActivityKit
import SwiftUI
import WidgetKit

// Paths and custom shapes as glucose-monitor and delivery widgets draw them: a sparkline of the last
// readings built with Path inside a GeometryReader, a trend arrow (a custom Shape with a triangle),
// a range gauge drawn with addArc and trimmed, and a custom rounded badge shape.
struct GlucoseAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var readings: [Double]  // mg/dL, oldest first
        var rising: Bool
    }
    var sensor: String
}

/// A trend arrow: a triangle pointing up (rotated when falling).
struct TrendArrow: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The lower half of a ring, from 9 o'clock through 6 to 3 o'clock: the range a reading sits in.
struct RangeArc: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2 - 3,
                        startAngle: .degrees(180), endAngle: .degrees(0), clockwise: true)
        }
    }
}

/// A tag whose left end is a point, as price tags are drawn.
struct Tag: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let notch = rect.height / 2
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + notch, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + notch, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Sparkline: View {
    let readings: [Double]

    var body: some View {
        GeometryReader { proxy in
            let low = (readings.min() ?? 0) - 10, high = (readings.max() ?? 1) + 10
            let step = proxy.size.width / CGFloat(max(1, readings.count - 1))
            Path { path in
                for (index, value) in readings.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * step,
                                        y: proxy.size.height * (1 - (value - low) / (high - low)))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(Color.green, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
        }
    }
}

struct GlucoseWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GlucoseAttributes.self) { context in
            HStack(spacing: 14) {
                VStack(alignment: .leading, spacing: 4) {
                    HStack(spacing: 6) {
                        Text("\(Int(context.state.readings.last ?? 0))").font(.system(size: 34, weight: .bold)).monospacedDigit()
                        TrendArrow().fill(Color.green).frame(width: 14, height: 14)
                            .rotationEffect(.degrees(context.state.rising ? 0 : 180))
                    }
                    Text("mg/dL · \(context.attributes.sensor)").font(.caption).foregroundStyle(.secondary)
                }
                Sparkline(readings: context.state.readings).frame(height: 50)
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("\(Int(context.state.readings.last ?? 0))").font(.title.weight(.bold))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("in range").font(.caption.weight(.semibold)).foregroundStyle(.black)
                        .padding(.leading, 12).padding(.trailing, 6).padding(.vertical, 3)
                        .background(Tag().fill(Color.green))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Sparkline(readings: context.state.readings).frame(height: 40)
                }
            } compactLeading: {
                TrendArrow().fill(Color.green).frame(width: 12, height: 12)
            } compactTrailing: {
                Text("\(Int(context.state.readings.last ?? 0))").monospacedDigit()
            } minimal: {
                ZStack {
                    RangeArc().stroke(Color.white.opacity(0.25), lineWidth: 4)
                    RangeArc().trim(from: 0, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                }
            }
        }
    }
}

#Preview("Glucose", as: .content, using: GlucoseAttributes(sensor: "Libre 3")) {
    GlucoseWidget()
} contentStates: {
    GlucoseAttributes.ContentState(readings: [112, 118, 125, 121, 134, 142, 139, 151, 148, 156], rising: true)
    GlucoseAttributes.ContentState(readings: [180, 172, 168, 160, 151, 149, 140], rising: false)
}
