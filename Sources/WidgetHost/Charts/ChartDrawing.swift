import LockshotSwiftUI

/// A chart drawn for one size: scales from the data (or `chartXScale`/`chartYScale`), the plot area beside
/// the axes (x labels below, y labels trailing, as Swift Charts places them by default), grid lines under
/// the marks. Every piece is a view in a top-leading `ZStack` the size of the chart: paths in chart
/// coordinates, labels moved into place.
struct ChartDrawing {
    let marks: [Mark]
    let configuration: ChartConfiguration
    let size: CGSize

    /// Swift Charts' default series colours, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown]
    static let labelHeight: CGFloat = 14, labelGap: CGFloat = 4, characterWidth: CGFloat = 6.3
    static let gridColor = Color(white: 0.5).opacity(0.45)

    /// A scale from values to points along one axis.
    struct Scale {
        var categories: [String] = []
        var low = 0.0, high = 1.0
        var isDate = false
        var isCategorical: Bool { !categories.isEmpty }

        /// The coordinate as a number: a category's index.
        func number(_ c: Coordinate) -> Double {
            switch c {
            case .number(let n, _): n
            case .category(let name): Double(categories.firstIndex(of: name) ?? 0)
            }
        }
        /// Where `value` lies on an axis `length` long (categories in the middle of their band).
        func position(_ c: Coordinate, length: CGFloat) -> CGFloat {
            if isCategorical {
                return CGFloat((number(c) + 0.5) / Double(max(1, categories.count))) * length
            }
            return CGFloat((number(c) - low) / (high - low)) * length
        }
        func position(number value: Double, length: CGFloat) -> CGFloat {
            isCategorical ? CGFloat((value + 0.5) / Double(max(1, categories.count))) * length : CGFloat((value - low) / (high - low)) * length
        }
    }

    func scale(_ coordinates: [Coordinate], domain: ClosedRange<Double>?, includesZero: Bool?, zeroByDefault: Bool) -> Scale {
        var scale = Scale()
        for c in coordinates {
            if case .category(let name) = c, !scale.categories.contains(name) { scale.categories.append(name) }
        }
        scale.isDate = coordinates.contains { if case .number(_, true) = $0 { return true } else { return false } }
        if scale.isCategorical { return scale }
        if let domain, domain.upperBound > domain.lowerBound {
            scale.low = domain.lowerBound
            scale.high = domain.upperBound
            return scale
        }
        let numbers = coordinates.compactMap { c -> Double? in if case .number(let n, _) = c { return n } else { return nil } }
        guard var low = numbers.min(), var high = numbers.max() else { return scale }
        if scale.isDate {
            if high == low { high = low + 3600 }
            scale.low = low
            scale.high = high
            return scale
        }
        if includesZero ?? zeroByDefault { low = min(low, 0); high = max(high, 0) }
        if high == low { high = low + 1 }
        let step = Self.niceStep((high - low) / 4)
        scale.low = (low / step).rounded(.down) * step
        scale.high = (high / step).rounded(.up) * step
        return scale
    }

    /// 1, 2 or 5 × a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= raw { return factor * power }
        return 10 * power
    }

    /// The values an axis marks.
    func ticks(_ values: AxisMarks.Values, _ scale: Scale) -> [Double] {
        if scale.isCategorical { return scale.categories.indices.map(Double.init) }
        let span = scale.high - scale.low
        let step: Double
        switch values {
        case .explicit(let list): return list.filter { $0 >= scale.low - span * 1e-9 && $0 <= scale.high + span * 1e-9 }
        case .stride(let component, let count):
            switch component {
            case .minute?: step = 60 * count
            case .hour?: step = 3600 * count
            case .day?: step = 86_400 * count
            case .second?: step = count
            default: step = count
            }
        case .automatic(let count):
            let desired = Double(count ?? 5)
            if scale.isDate {
                let candidates: [Double] = [60, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400, 604_800]
                step = candidates.first { span / $0 <= desired } ?? 604_800
            } else {
                step = Self.niceStep(span / max(1, desired - 1))
            }
        }
        guard step > 0, span / step <= 200 else { return [] }
        var value = (scale.low / step).rounded(.up) * step, out: [Double] = []
        while value <= scale.high + span * 1e-9 {
            out.append(value)
            value += step
        }
        return out
    }

    func views() -> [AnyView] {
        let all = marks
        let xScale = scale(all.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } }, domain: configuration.xDomain,
                           includesZero: configuration.xIncludesZero, zeroByDefault: false)
        let yScale = scale(all.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } }, domain: configuration.yDomain,
                           includesZero: configuration.yIncludesZero, zeroByDefault: true)
        let xAxis = configuration.xAxisVisible ? configuration.xAxis ?? [AxisMarks()] : []
        let yAxis = configuration.yAxisVisible ? configuration.yAxis ?? [AxisMarks()] : []
        // The y labels' column is as wide as the longest default label (an estimate: the layout measures the text).
        let yTicks = yAxis.map { ticks($0.values, yScale) }
        let yLabels = zip(yAxis, yTicks).flatMap { marks, values in
            values.enumerated().flatMap { index, value in
                let axis = axisValue(value, yScale, index, values.count)
                return marks.parts(axis).compactMap { part -> String? in
                    guard case .label(let label) = part else { return nil }
                    return label.text(for: axis) ?? "0000"  // a view of the app's: four digits wide
                }
            }
        }
        let yLabelWidth = yLabels.map { CGFloat($0.count) * Self.characterWidth }.max() ?? 0
        let plotWidth = max(1, size.width - (yLabels.isEmpty ? 0 : yLabelWidth + Self.labelGap))
        let plotHeight = max(1, size.height - (xAxis.isEmpty ? 0 : Self.labelHeight + Self.labelGap))
        func px(_ c: Coordinate) -> CGFloat { xScale.position(c, length: plotWidth) }
        func py(_ c: Coordinate) -> CGFloat { plotHeight - yScale.position(c, length: plotHeight) }
        let baseline = py(.number(max(yScale.low, min(0, yScale.high)), isDate: false))

        var under: [AnyView] = [], over: [AnyView] = []
        // Axes: grid lines under the marks, labels over them.
        for marks in xAxis {
            let values = ticks(marks.values, xScale)
            for (index, value) in values.enumerated() {
                let axis = axisValue(value, xScale, index, values.count)
                let x = xScale.position(number: value, length: plotWidth)
                for part in marks.parts(axis) {
                    switch part {
                    case .grid(let color, let width, let dash):
                        under.append(AnyView(Path { $0.move(to: CGPoint(x: x, y: 0)); $0.addLine(to: CGPoint(x: x, y: plotHeight)) }
                            .stroke(color ?? Self.gridColor, style: StrokeStyle(lineWidth: width, dash: dash))))
                    case .label(let label):
                        over.append(labelView(label, axis, width: 64, alignment: .center,
                                              x: x - 32, y: plotHeight + Self.labelGap))
                    }
                }
            }
        }
        for (marks, values) in zip(yAxis, yTicks) {
            for (index, value) in values.enumerated() {
                let axis = axisValue(value, yScale, index, values.count)
                let y = plotHeight - yScale.position(number: value, length: plotHeight)
                for part in marks.parts(axis) {
                    switch part {
                    case .grid(let color, let width, let dash):
                        under.append(AnyView(Path { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: plotWidth, y: y)) }
                            .stroke(color ?? Self.gridColor, style: StrokeStyle(lineWidth: width, dash: dash))))
                    case .label(let label):
                        // Centred on its grid line, kept inside the chart at the ends.
                        let top = min(max(0, y - Self.labelHeight / 2), size.height - Self.labelHeight)
                        over.append(labelView(label, axis, width: max(yLabelWidth, 24), alignment: .leading,
                                              x: plotWidth + Self.labelGap, y: top))
                    }
                }
            }
        }

        // Marks, in the order written; lines and areas join the points of one series.
        var seriesOrder: [String] = []
        func color(_ mark: Mark) -> Color {
            if let color = mark.color { return mark.opacity < 1 ? color.opacity(mark.opacity) : color }
            guard let series = mark.series else { return Self.palette[0] }
            if let chosen = configuration.seriesColors[series] { return chosen }
            if !seriesOrder.contains(series) { seriesOrder.append(series) }
            return Self.palette[(seriesOrder.firstIndex(of: series) ?? 0) % Self.palette.count]
        }
        var drawn: [AnyView] = []
        var lines: [String: (Color, CGFloat, [CGFloat], [CGPoint])] = [:], lineOrder: [String] = []
        var areas: [String: (Color, [(CGFloat, CGFloat, CGFloat)])] = [:], areaOrder: [String] = []
        for mark in all {
            let paint = color(mark)
            switch mark.kind {
            case .point:
                guard let x = mark.x, let y = mark.y else { continue }
                let d = 2 * sqrt((mark.symbolArea ?? 30) / .pi)
                drawn.append(AnyView(Path(ellipseIn: CGRect(x: px(x) - d / 2, y: py(y) - d / 2, width: d, height: d)).fill(paint)))
            case .line:
                guard let x = mark.x, let y = mark.y else { continue }
                let key = mark.series ?? ""
                if lines[key] == nil { lineOrder.append(key) }
                lines[key, default: (paint, mark.lineWidth ?? 2, mark.dash, [])].3.append(CGPoint(x: px(x), y: py(y)))
            case .area:
                guard let x = mark.x else { continue }
                let top = mark.y.map(py) ?? mark.yEnd.map(py) ?? baseline
                let bottom = mark.yStart.map(py) ?? baseline
                let key = mark.series ?? ""
                if areas[key] == nil { areaOrder.append(key) }
                areas[key, default: (paint, [])].1.append((px(x), top, bottom))
            case .bar:
                guard let x = mark.x else { continue }
                let top = mark.y.map(py) ?? mark.yEnd.map(py) ?? baseline
                let bottom = mark.yStart.map(py) ?? baseline
                let count = max(1, xScale.isCategorical ? xScale.categories.count : Set(all.compactMap { $0.kind == .bar ? $0.x : nil }.map { "\($0)" }).count)
                let width = mark.width ?? max(1, plotWidth / CGFloat(count) * 0.6)
                let rect = CGRect(x: px(x) - width / 2, y: min(top, bottom), width: width, height: abs(bottom - top))
                drawn.append(AnyView(Path(roundedRect: rect, cornerRadius: mark.cornerRadius).fill(paint)))
            case .rule:
                var path = Path()
                if let y = mark.y {
                    path.move(to: CGPoint(x: mark.xStart.map(px) ?? 0, y: py(y)))
                    path.addLine(to: CGPoint(x: mark.xEnd.map(px) ?? plotWidth, y: py(y)))
                } else if let x = mark.x {
                    path.move(to: CGPoint(x: px(x), y: mark.yEnd.map(py) ?? 0))
                    path.addLine(to: CGPoint(x: px(x), y: mark.yStart.map(py) ?? plotHeight))
                } else { continue }
                drawn.append(AnyView(path.stroke(paint, style: StrokeStyle(lineWidth: mark.lineWidth ?? 1, dash: mark.dash))))
            case .rectangle:
                let width = mark.width ?? 10
                let x0 = mark.xStart.map(px) ?? mark.x.map { px($0) - width / 2 } ?? 0
                let x1 = mark.xEnd.map(px) ?? mark.x.map { px($0) + width / 2 } ?? plotWidth
                let y0 = mark.yEnd.map(py) ?? mark.y.map { py($0) - width / 2 } ?? 0
                let y1 = mark.yStart.map(py) ?? mark.y.map { py($0) + width / 2 } ?? plotHeight
                let rect = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
                drawn.append(AnyView(Path(roundedRect: rect, cornerRadius: mark.cornerRadius).fill(paint)))
            }
        }
        for key in areaOrder {
            guard let (paint, columns) = areas[key], let first = columns.first else { continue }
            var path = Path()
            path.move(to: CGPoint(x: first.0, y: first.2))
            for column in columns { path.addLine(to: CGPoint(x: column.0, y: column.1)) }
            for column in columns.reversed() { path.addLine(to: CGPoint(x: column.0, y: column.2)) }
            path.closeSubpath()
            drawn.insert(AnyView(path.fill(paint)), at: 0)
        }
        for key in lineOrder {
            guard let (paint, width, dash, points) = lines[key], points.count > 1 else { continue }
            drawn.append(AnyView(Path { $0.addLines(points) }
                .stroke(paint, style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash))))
        }
        return under + drawn + over
    }

    func axisValue(_ value: Double, _ scale: Scale, _ index: Int, _ count: Int) -> AxisValue {
        AxisValue(number: value, isDate: scale.isDate, index: index, count: count)
    }

    /// A label `width` wide with its top-leading corner at (x, y), as the app's view or the value's text.
    func labelView(_ label: AxisLabel, _ value: AxisValue, width: CGFloat, alignment: Alignment, x: CGFloat, y: CGFloat) -> AnyView {
        let dx = label.offset?.width ?? 0, dy = label.offset?.height ?? 0
        if let view = label.view {
            return AnyView(view.font(.caption2).foregroundStyle(.secondary)
                .frame(width: width, height: Self.labelHeight, alignment: alignment).offset(x: x + dx, y: y + dy))
        }
        return AnyView(Text(label.text(for: value) ?? "").font(.caption2).foregroundStyle(.secondary).lineLimit(1)
            .frame(width: width, height: Self.labelHeight, alignment: alignment).offset(x: x + dx, y: y + dy))
    }
}
