#if canImport(Glibc)
import Glibc  // sin, cos, hypot
#else
import Darwin
#endif
import LockshotLanguage

/// `Gauge(value:in:) { label }` with `gaugeStyle`, and `ProgressView(…).progressViewStyle(.circular)`.
package struct GaugeView: Sendable, Hashable {
    package enum Style: String, Sendable, Hashable, Codable {
        case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity
        /// A determinate `ProgressView` with `.circular`: a ring.
        case circularProgress

        var isCircular: Bool { [.accessoryCircular, .accessoryCircularCapacity, .circularProgress].contains(self) }
    }
    package var style: Style
    /// A circular gauge with `minimumValueLabel:`/`maximumValueLabel:`: its label spans the whole square (the end
    /// labels sit in its bottom corners, under the ring's ends) instead of the space inside the ring.
    package var hasEndLabels = false
    /// The value's place in the gauge's range, 0 … 1.
    package var fraction: Double
    package var tint: RGBA
    package var track: RGBA
    package init(style: Style, fraction: Double, tint: RGBA, track: RGBA) {
        self.style = style
        self.fraction = fraction
        self.tint = tint
        self.track = track
    }

    /// Diameter of the accessory circular styles with room to spare, in points (an estimate of iOS's); offered
    /// less (the Dynamic Island's 36.67 pt, a smaller frame) they take the square that fits, ring and all.
    package static let circularDiameter = 52.0
    /// Diameter of a circular determinate progress view.
    package static let progressDiameter = 24.0
    /// Thickness of the ring or bar.
    var lineWidth: Double {
        switch style {
        case .accessoryCircular: 5
        case .accessoryCircularCapacity: 6
        case .circularProgress: 4
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity: 6
        }
    }
    /// The ring's thickness in `frame`: an accessory ring keeps its proportion when it is drawn smaller.
    func lineWidth(in frame: Rect) -> Double {
        guard style == .accessoryCircular || style == .accessoryCircularCapacity else { return lineWidth }
        let d = min(frame.width, frame.height)
        return d > 0 && d < Self.circularDiameter ? lineWidth * d / Self.circularDiameter : lineWidth
    }
    /// Space between a linear gauge's label and its bar.
    static let labelSpacing = 4.0
}

extension BinderState {
    /// `Gauge(value:in:) { label }`: the value's fraction of the range (0…1 by default), tinted by `tint`.
    mutating func bindGauge(_ node: ViewNode, environment env: TextEnvironment) -> BoundViewKind {
        let args = node.arguments
        let value = number("value", in: args, .finite) ?? 0
        var low = 0.0, high = 1.0
        if let range = argument("in", in: args), case .range(let a, let b) = evaluate(range.value) { (low, high) = (a, b) }
        let fraction = high > low ? max(0, min(1, (value - low) / (high - low))) : 0
        let styleName = node.modifiers.last { $0.name.name == "gaugeStyle" }.flatMap { member(nil, in: $0.arguments) }
        let style = styleName.flatMap(GaugeView.Style.init(rawValue:)) ?? .linearCapacity
        // A circular gauge shows its current value in the middle (SwiftUI's `currentValueLabel:`), else its label.
        let current = node.labeledClosures.first { $0.label.name == "currentValueLabel" }?.body
        let label = bindStatements(style.isCircular ? current ?? node.content ?? [] : node.content ?? [],
                                   environment: env, axis: nil)
        var labelView: BoundView? = switch label.count {
        case 0: nil
        case 1: label[0]
        default: BoundView(id: makeID(), kind: .stack(.vertical, .center, spacing: 0, label), range: node.range)
        }
        // `minimumValueLabel:`/`maximumValueLabel:` of a circular accessory gauge: under the ring's two ends, either
        // side of its gap at the bottom (the square's bottom corners), the value in the middle.
        var hasEndLabels = false
        func closure(_ name: String) -> BoundView? {
            guard let body = node.labeledClosures.first(where: { $0.label.name == name })?.body else { return nil }
            let views = bindStatements(body, environment: env, axis: nil)
            return views.count == 1 ? views[0] : views.isEmpty ? nil
                : BoundView(id: makeID(), kind: .stack(.horizontal, .center, spacing: 0, views), range: node.range)
        }
        func spacer() -> BoundView { BoundView(id: makeID(), kind: .spacer(minLength: 0, axis: nil), range: node.range) }
        if !style.isCircular, case let (low, high) = (closure("minimumValueLabel"), closure("maximumValueLabel")), low != nil || high != nil {
            // A linear gauge's end labels: beside the bar's ends in the accessory styles (`0 ▬▬▬ 100`), under them
            // in `.linearCapacity`; the label stays above. Composed of stacks around the bare bar.
            let bar = BoundView(id: makeID(), kind: .gauge(GaugeView(style: style, fraction: fraction, tint: gaugeTint(env),
                                                                     track: gaugeTrack(env)), label: nil), range: node.range)
            let body: BoundView
            if style == .linearCapacity {
                let row = BoundView(id: makeID(), kind: .stack(.horizontal, Alignment(.center, .top), spacing: 0,
                                                               [low ?? spacer(), spacer(), high ?? spacer()]), range: node.range)
                body = BoundView(id: makeID(), kind: .stack(.vertical, Alignment(.leading, .center), spacing: GaugeView.labelSpacing,
                                                            [bar, row]), range: node.range)
            } else {
                body = BoundView(id: makeID(), kind: .stack(.horizontal, .center, spacing: GaugeView.labelSpacing,
                                                            (low.map { [$0] } ?? []) + [bar] + (high.map { [$0] } ?? [])), range: node.range)
            }
            guard let labelView else { return body.kind }
            return .stack(.vertical, Alignment(.leading, .center), spacing: GaugeView.labelSpacing, [labelView, body])
        }
        if style == .accessoryCircular || style == .accessoryCircularCapacity {
            let low = closure("minimumValueLabel"), high = closure("maximumValueLabel")
            if low != nil || high != nil {
                let row = BoundView(id: makeID(), kind: .stack(.horizontal, Alignment(.center, .bottom), spacing: 0,
                                                               [low ?? spacer(), spacer(), high ?? spacer()]), range: node.range)
                let ends = BoundView(id: makeID(), kind: .stack(.vertical, .center, spacing: 0, [spacer(), row]), range: node.range)
                labelView = BoundView(id: makeID(), kind: .zstack(.center, [labelView, ends].compactMap { $0 }), range: node.range)
                hasEndLabels = true
            }
        }
        var gauge = GaugeView(style: style, fraction: fraction, tint: gaugeTint(env), track: gaugeTrack(env))
        gauge.hasEndLabels = hasEndLabels
        return .gauge(gauge, label: labelView)
    }

    /// A determinate `ProgressView` styled `.circular` draws a ring; nil for the linear bar.
    mutating func circularProgress(_ node: ViewNode, fraction: Double, tint: RGBA, track: RGBA,
                                   environment env: TextEnvironment) -> BoundViewKind? {
        let style = node.modifiers.last { $0.name.name == "progressViewStyle" }.flatMap { member(nil, in: $0.arguments) }
        if let content = node.content, !content.isEmpty {
            diagnose(.warning, "lockshot does not draw a ProgressView's label", at: node.name.range, code: "unsupported",
                     help: "a circular ProgressView draws its 'currentValueLabel:' in the ring; put other text beside it")
        }
        guard style == "circular" else { return nil }
        // SwiftUI's circular progress view shows its current-value label in the ring (an iOS 18 capture: a pause
        // symbol in the compact island's ring, docs/parity.md case 7).
        let current = node.labeledClosures.first { $0.label.name == "currentValueLabel" }.map {
            bindStatements($0.body, environment: env, axis: nil)
        } ?? []
        let label: BoundView? = switch current.count {
        case 0: nil
        case 1: current[0]
        default: BoundView(id: makeID(), kind: .zstack(.center, current), range: node.range)
        }
        return .gauge(GaugeView(style: .circularProgress, fraction: fraction, tint: tint, track: track), label: label)
    }

    private func gaugeTint(_ env: TextEnvironment) -> RGBA {
        env.tint ?? env.foreground ?? BoundValue.namedColor("blue", appearance: env.appearance) ?? .white
    }

    private func gaugeTrack(_ env: TextEnvironment) -> RGBA {
        env.appearance == .dark ? RGBA(hex: 0x787880, alpha: 0.36) : RGBA(hex: 0x787880, alpha: 0.2)
    }

    /// `clipShape(Circle())`, `clipShape(.circle)`, `clipShape(.rect(cornerRadius: 8))`, `.capsule`, `.containerRelative`.
    mutating func clipShape(_ value: BoundValue) -> ShapeKind? {
        switch value {
        case .view(let node): return shapeKind(node)
        case .member("circle", nil): return .circle
        case .member("capsule", nil): return .capsule
        case .member("ellipse", nil): return .ellipse
        case .member("containerRelative", nil): return containerRelativeShape()
        case .member("rect", let args):
            let args = args ?? []
            if let radius = number("cornerRadius", in: args, .length) { return .roundedRectangle(cornerRadius: radius) }
            // Uneven corners are drawn with the largest radius given (lockshot has one radius per shape).
            let radii = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
                .compactMap { number($0, in: args, .length) }
            return radii.isEmpty ? .rectangle : .roundedRectangle(cornerRadius: radii.max() ?? 0)
        default: return nil
        }
    }
}

extension LayoutContext {
    /// Accessory circular gauges are a square of 52 pt (an estimate of iOS's) or the largest square the
    /// proposal allows, whichever is smaller — in the Dynamic Island they shrink to its 36.67 pt, as the
    /// widgets that put them in `minimal` expect; a circular `ProgressView` is 24 pt or the square that fits. Linear
    /// ones take the width offered (100 pt ideal) and stack their label above the bar.
    func gaugeSize(_ gauge: GaugeView, label: BoundView?, _ proposal: ProposedSize) -> Size {
        if gauge.style.isCircular {
            // A circular progress view's 24 pt (iOS 18 fills the compact island's 22.67 pt between its margins with it).
            let diameter = gauge.style == .circularProgress ? GaugeView.progressDiameter : GaugeView.circularDiameter
            let offered = [proposal.width, proposal.height].compactMap { $0 }.filter { $0.isFinite && $0 > 0 }
            let d = min(diameter, offered.min() ?? diameter)
            return Size(width: d, height: d)
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 100
        let labelHeight = label.map { size($0, ProposedSize(width: width, height: nil)).height + GaugeView.labelSpacing } ?? 0
        return Size(width: width, height: gauge.lineWidth + labelHeight)
    }

    /// The label: centered inside a ring, or leading above a bar.
    func placeGaugeLabel(_ gauge: GaugeView, _ label: BoundView?, in frame: Rect) -> [LaidOutNode] {
        guard let label else { return [] }
        if gauge.style.isCircular {
            let lw = gauge.lineWidth(in: frame)
            let inset = gauge.hasEndLabels ? 0 : lw + 2 * lw / gauge.lineWidth  // 2 pt inside the ring at full size
            let inner = frame.insetBy(dx: inset, dy: inset)
            return [placeAligned(label, ProposedSize(inner.size), in: inner, .center)]
        }
        let box = Rect(x: frame.minX, y: frame.minY, width: frame.width,
                       height: max(0, frame.height - gauge.lineWidth - GaugeView.labelSpacing))
        return [placeAligned(label, ProposedSize(width: frame.width, height: nil), in: box, Alignment(.leading, .top))]
    }
}

extension Lowering {
    /// The ring or bar of a gauge (its label is lowered after it, as a child).
    static func lowerGauge(_ gauge: GaugeView, _ frame: Rect, _ grid: PixelGrid) -> [DrawOperation] {
        let lw = gauge.lineWidth(in: frame)
        let round = StrokeLine(width: lw, cap: .round)
        if gauge.style.isCircular {
            let ring = Rect(x: frame.midX - min(frame.width, frame.height) / 2 + lw / 2,
                            y: frame.midY - min(frame.width, frame.height) / 2 + lw / 2,
                            width: min(frame.width, frame.height) - lw, height: min(frame.width, frame.height) - lw)
            let center = Point(x: ring.midX, y: ring.midY)
            if gauge.style == .accessoryCircular {
                // An open ring, its gap at the bottom (135° … 405°), with a marker at the value.
                let start = 3 * Double.pi / 4, sweep = 3 * Double.pi / 2
                let arc = DrawOperation.strokeLine(.ellipse(ring), .solid(gauge.tint.withAlpha(0.4)), round,
                                                   trim: Trim(from: 0, to: 0.75))
                let angle = start + sweep * gauge.fraction
                let p = Point(x: center.x + ring.width / 2 * cos(angle), y: center.y + ring.height / 2 * sin(angle))
                let marker = Rect(x: p.x - lw / 2 - 1, y: p.y - lw / 2 - 1, width: lw + 2, height: lw + 2)
                return [.transform(.rotation(start, about: center), [arc]),
                        .fill(.ellipse(marker), gauge.tint),
                        .strokeLine(.ellipse(marker), .solid(.black), StrokeLine(width: 1.5), trim: nil)]
            }
            // A full track, filled clockwise from 12 o'clock.
            let filled = DrawOperation.strokeLine(.ellipse(ring), .solid(gauge.tint), round,
                                                  trim: Trim(from: 0, to: gauge.fraction))
            return [.strokeLine(.ellipse(ring), .solid(gauge.track), StrokeLine(width: lw), trim: nil),
                    .transform(.rotation(-Double.pi / 2, about: center), [filled])]
        }
        let bar = grid.round(Rect(x: frame.minX, y: frame.maxY - lw, width: frame.width, height: lw))
        if gauge.style == .accessoryLinear {
            let x = bar.minX + lw / 2 + (bar.width - lw) * gauge.fraction
            let marker = Rect(x: x - lw / 2 - 1, y: bar.midY - lw / 2 - 1, width: lw + 2, height: lw + 2)
            return [.fill(.capsule(bar), gauge.tint.withAlpha(0.4)), .fill(.ellipse(marker), gauge.tint),
                    .strokeLine(.ellipse(marker), .solid(.black), StrokeLine(width: 1.5), trim: nil)]
        }
        let filled = Rect(x: bar.minX, y: bar.minY, width: grid.snap(bar.width * gauge.fraction), height: bar.height)
        return [.fill(.capsule(bar), gauge.track), .fill(.capsule(filled), gauge.tint)]
    }
}

extension RGBA {
    /// This color with its alpha multiplied by `factor`.
    func withAlpha(_ factor: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha * factor) }
}
