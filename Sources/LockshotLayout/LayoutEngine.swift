import LockshotLanguage

/// The layout engine: SwiftUI's proposal/response protocol over `BoundView`s
/// (SPEC §3 "Semantics": parent proposes a size, child chooses, parent places).
///
/// A pure function of (view tree, proposal, measurer). Each rule lives in its own
/// function in the `LayoutContext` extensions, whose doc comments cite it.
package enum LayoutEngine {
    /// Lays out `view` for `proposal`, with its origin at (0, 0).
    /// - Complexity: every (node, proposal) pair is answered once (cached), so deep trees stay
    ///   polynomial rather than exponential in depth.
    package static func layout(_ view: BoundView, proposal: ProposedSize, measurer: TextMeasurer) -> LaidOutNode {
        let context = LayoutContext(measurer: measurer)
        return context.place(view, proposal: proposal, at: .zero)
    }

    /// The size `view` chooses for `proposal`.
    package static func size(of view: BoundView, proposal: ProposedSize, measurer: TextMeasurer) -> Size {
        LayoutContext(measurer: measurer).size(view, proposal)
    }
}

/// One layout run: the measurer plus caches keyed by (node id, proposal).
/// Not shared between threads (a `TextMeasurer` need not be thread-safe).
final class LayoutContext {
    let measurer: TextMeasurer
    private var sizeCache: [CacheKey: Size] = [:]
    private var textCache: [TextKey: FittedText] = [:]
    private var stackCache: [CacheKey: StackArrangement] = [:]
    var spacingCache: [Int: ViewSpacing] = [:]

    struct CacheKey: Hashable {
        var id: Int
        var proposal: ProposedSize
    }

    struct TextKey: Hashable {
        var id: Int
        var width: Double?
        var lineLimit: Int?
        /// The proposed height, kept only for text that may shrink (it decides how far).
        var height: Double?
    }

    init(measurer: TextMeasurer) { self.measurer = measurer }

    // MARK: Sizing — the table of contents

    /// The size `view` chooses when offered `proposal` (cached).
    func size(_ view: BoundView, _ proposal: ProposedSize) -> Size {
        let key = CacheKey(id: view.id, proposal: proposal)
        if let cached = sizeCache[key] { return cached }
        let result: Size
        switch view.kind {
        case .text(let text):
            var measured = measure(text, id: view.id, proposal: proposal).size
            // A counting text takes the width it is offered, as a shape does (its digits are drawn in it by alignment).
            if text.claimsWidth, let width = proposal.width { measured.width = max(measured.width, width) }
            result = measured
        case .image(let image): result = imageSize(image, proposal)
        case .stack, .zstack, .grid: result = arrangement(view, proposal).size
        case .spacer(let minLength, let axis): result = spacerSize(minLength: minLength, axis: axis, proposal)
        case .divider(let axis, _): result = dividerSize(axis: axis, proposal)
        case .color, .shape, .styledShape: result = shapeSize(proposal)
        case .gauge(let gauge, let label): result = gaugeSize(gauge, label: label, proposal)
        case .progress: result = progressSize(proposal)
        case .empty: result = .zero
        case .padding(let insets, let child): result = paddingSize(insets, child, proposal)
        case .frame(let frame, let child): result = fixedFrameSize(frame, child, proposal)
        case .flexibleFrame(let frame, let child): result = flexibleFrameSize(frame, child, proposal)
        case .fixedSize(let h, let v, let child): result = size(child, fixedSizeProposal(h, v, proposal))
        case .position(_, _, let child):
            // SwiftUI's position takes all it is offered; an unspecified axis falls back to the child's size.
            let inner = size(child, proposal)
            result = Size(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
        case .aspectRatio(let ratio, let mode, let child):
            result = size(child, aspectRatioProposal(ratio, mode, child, proposal))
        case .layoutPriority(_, let child), .offset(_, _, let child), .alignmentGuide(_, let child), .background(_, _, let child),
             .overlay(_, _, let child), .opacity(_, let child), .clip(_, let child), .border(_, _, let child),
             .hidden(let child), .scanlines(_, _, _, let child), .glow(_, _, let child), .annotation(_, _, let child),
             .effect(_, let child):
            result = size(child, proposal)
        case .viewThatFits(let h, let v, let children):
            result = children.isEmpty ? .zero : size(children[chosenChild(h, v, children, proposal)], proposal)
        }
        sizeCache[key] = result
        return result
    }

    // MARK: Placing

    /// Lays out `view` for `proposal` with its top-left corner at `origin`.
    func place(_ view: BoundView, proposal: ProposedSize, at origin: Point) -> LaidOutNode {
        let chosen = size(view, proposal)
        let frame = Rect(origin: origin, size: chosen)
        func node(_ kind: LaidOutNode.Kind, _ children: [LaidOutNode] = []) -> LaidOutNode {
            LaidOutNode(kind: kind, frame: frame, children: children, range: view.range)
        }
        /// A modifier whose child gets the same proposal and origin.
        func passThrough(_ kind: LaidOutNode.Kind, _ child: BoundView) -> LaidOutNode {
            node(kind, [place(child, proposal: proposal, at: origin)])
        }
        switch view.kind {
        case .text(let text): return node(.text(laidOutText(text, id: view.id, proposal: proposal)))
        case .image(let image):
            var laidOut = LaidOutImage(source: image.source, fallback: image.fallback, asset: image.asset,
                                       interpolation: image.interpolation)
            (laidOut.symbol, laidOut.tint, laidOut.secondaryLayer) = (image.symbol, image.tint, image.secondaryLayer)
            return node(.image(laidOut))
        case .stack(let axis, _, _, _):
            return node(axis == .horizontal ? .hstack : .vstack, placeArranged(view, proposal, origin))
        case .zstack: return node(.zstack, placeArranged(view, proposal, origin))
        case .grid: return node(.grid, placeArranged(view, proposal, origin))
        case .spacer: return node(.spacer)
        case .divider(_, let color): return node(.divider(color))
        case .color(let color): return node(.color(color))
        case .shape(let shape, let fill, let stroke, let lineWidth):
            return node(.shape(shape, fill: fill, stroke: stroke, lineWidth: lineWidth))
        case .progress(let fraction, let tint, let track): return node(.progress(fraction: fraction, tint: tint, track: track))
        case .empty: return node(.empty)
        case .padding(let insets, let child):
            let inner = Point(x: origin.x + insets.leading, y: origin.y + insets.top)
            return node(.padding(insets), [place(child, proposal: paddingProposal(insets, proposal), at: inner)])
        case .frame(let f, let child):
            let childProposal = fixedFrameProposal(f, proposal)
            return node(.frame, [placeAligned(child, childProposal, in: frame, f.alignment)])
        case .flexibleFrame(let f, let child):
            let childProposal = flexibleFrameProposal(f, proposal)
            return node(.frame, [placeAligned(child, childProposal, in: frame, f.alignment)])
        case .fixedSize(let h, let v, let child):
            return node(.fixedSize, [place(child, proposal: fixedSizeProposal(h, v, proposal), at: origin)])
        case .aspectRatio(let ratio, let mode, let child):
            var placed = place(child, proposal: aspectRatioProposal(ratio, mode, child, proposal), at: origin)
            if case .image(var image) = placed.kind {
                image.contentMode = mode
                placed.kind = .image(image)
            }
            return node(.aspectRatio, [placed])
        case .layoutPriority(let p, let child): return passThrough(.layoutPriority(p), child)
        case .alignmentGuide(let g, let child):
            return passThrough(.annotation(name: "alignmentGuide", value: BoundValue.format(g.value(for: chosen))), child)
        case .offset(let x, let y, let child):
            return node(.offset(x: x, y: y), [place(child, proposal: proposal, at: Point(x: origin.x + x, y: origin.y + y))])
        case .position(let x, let y, let child):
            let inner = size(child, proposal)
            return node(.annotation(name: "position", value: "\(BoundValue.format(x)), \(BoundValue.format(y))"), [place(child, proposal: proposal,
                                                      at: Point(x: origin.x + x - inner.width / 2, y: origin.y + y - inner.height / 2))])
        case .background(let decoration, let alignment, let child):
            let content = place(child, proposal: proposal, at: origin)
            return node(.background, [placeAligned(decoration, ProposedSize(chosen), in: frame, alignment), content])
        case .overlay(let decoration, let alignment, let child):
            let content = place(child, proposal: proposal, at: origin)
            return node(.overlay, [content, placeAligned(decoration, ProposedSize(chosen), in: frame, alignment)])
        case .opacity(let o, let child): return passThrough(.opacity(o), child)
        case .clip(let shape, let child): return passThrough(.clip(shape), child)
        case .border(let color, let width, let child): return passThrough(.border(color, width: width), child)
        case .hidden(let child): return passThrough(.hidden, child)
        case .scanlines(let color, let opacity, let spacing, let child):
            return passThrough(.scanlines(color, opacity: opacity, spacing: spacing), child)
        case .glow(let color, let radius, let child): return passThrough(.glow(color, radius: radius), child)
        case .annotation(let name, let value, let child): return passThrough(.annotation(name: name, value: value), child)
        case .viewThatFits(let h, let v, let children):
            guard !children.isEmpty else { return node(.empty) }
            let index = chosenChild(h, v, children, proposal)
            return passThrough(.annotation(name: "viewThatFits", value: "child \(index + 1) of \(children.count)"),
                               children[index])
        case .styledShape(let shape): return node(.styledShape(shape))
        case .effect(let effect, let child): return passThrough(.effect(effect), child)
        case .gauge(let gauge, let label): return node(.gauge(gauge), placeGaugeLabel(gauge, label, in: frame))
        }
    }

    /// Places `child` (offered `proposal`) inside `container` by `alignment`.
    /// Frames center by default and never clip: a larger child overhangs equally.
    func placeAligned(_ child: BoundView, _ proposal: ProposedSize, in container: Rect, _ alignment: Alignment)
        -> LaidOutNode {
        let s = size(child, proposal)
        // The container's guide (its edge or centre) meets the child's; a frame has one child, so aligning
        // its baseline to the frame's own is aligning its top.
        let x = container.minX + alignOffset(alignment.horizontal, container: container.width, child: 0) - guide(child, alignment.horizontal, s)
        let y = container.minY + alignOffset(alignment.vertical, container: container.height, child: 0) - guide(child, alignment.vertical, s)
        return place(child, proposal: proposal, at: Point(x: x, y: y))
    }

    // MARK: Text

    /// Text measures through the `TextMeasurer` at the proposed width (nil/∞: one line per paragraph);
    /// it never reports a size narrower than its measured glyphs (SPEC §3). A finite proposed height
    /// keeps only the lines that fit (at least one), truncating the last, as SwiftUI's `Text` does.
    func measure(_ text: BoundText, id: Int, proposal: ProposedSize) -> MeasuredText {
        fitted(text, id: id, proposal: proposal).measured
    }

    /// `measure`, with the font size the text is drawn at (smaller than asked when `minimumScaleFactor` shrank it).
    func fitted(_ text: BoundText, id: Int, proposal: ProposedSize) -> FittedText {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let full = fitted(text, id: id, width: width, height: height, lineLimit: text.lineLimit)
        guard let height, full.measured.lines.count > 1, full.measured.size.height > height + 1e-9 else { return full }
        let perLine = (full.measured.size.height + text.lineSpacing) / Double(full.measured.lines.count)
        let fitting = max(1, Int(clamping: ((height + text.lineSpacing) / perLine + 1e-9).rounded(.down)))
        guard fitting < full.measured.lines.count else { return full }
        return fitted(text, id: id, width: width, height: height, lineLimit: fitting)
    }

    /// The text at its size, or, with `minimumScaleFactor`, at the largest size down to that fraction
    /// at which it fits the proposal: not truncated, no glyph wider than the width, its lines no taller
    /// than the height (SwiftUI shrinks text before it truncates or cuts lines).
    private func fitted(_ text: BoundText, id: Int, width: Double?, height: Double?, lineLimit: Int?) -> FittedText {
        let shrinks = text.minimumScaleFactor < 1
        let key = TextKey(id: id, width: width, lineLimit: lineLimit, height: shrinks ? height : nil)
        if let cached = textCache[key] { return cached }
        func measure(size: Double) -> MeasuredText {
            var request = text.request(maxWidth: width).resized(to: size)
            request.lineLimit = lineLimit
            return measurer.measure(request).raised(by: text.runs.map(\.baselineOffset))
        }
        func fits(_ measured: MeasuredText) -> Bool {
            !measured.truncated && measured.size.width <= (width ?? .infinity) + 1e-9
                && measured.size.height <= (height ?? .infinity) + 1e-9
        }
        let size = text.font.size
        var result = FittedText(measured: measure(size: size), fontSize: size)
        if shrinks, let template = text.fitTemplate, let width {
            // A timer shrinks until its widest form fits the width, whatever it shows now.
            var wide = text
            (wide.limitedText, wide.runs) = (template, [])
            func widest(size: Double) -> MeasuredText {
                var request = wide.request(maxWidth: nil).resized(to: size)
                request.lineLimit = 1
                return measurer.measure(request)
            }
            if widest(size: size).size.width > width + 1e-9 {
                let fitted = shrunk(to: text.minimumScaleFactor, size: size, measure: widest) { $0.size.width <= width + 1e-9 }
                result = FittedText(measured: measure(size: fitted.fontSize), fontSize: fitted.fontSize)
            }
        }
        if shrinks, !fits(result.measured) {
            // Down to the same floor, minimumScaleFactor × the asked size, from where the timer's form left it.
            result = shrunk(to: min(1, text.minimumScaleFactor * size / result.fontSize), size: result.fontSize,
                            measure: measure, fits: fits)
        }
        textCache[key] = result
        return result
    }

    /// SwiftUI's `minimumScaleFactor`: the largest size, down to `factor` × `size`, at which the text
    /// fits (found by bisection on a 1/64 pt grid, so it is deterministic); the smallest size, still not
    /// fitting, when none does.
    func shrunk(to factor: Double, size: Double, measure: (Double) -> MeasuredText,
                fits: (MeasuredText) -> Bool) -> FittedText {
        let grid = 64.0
        var low = (size * factor * grid).rounded(.up) / grid
        let smallest = measure(low)
        guard fits(smallest) else { return FittedText(measured: smallest, fontSize: low) }
        var best = FittedText(measured: smallest, fontSize: low)
        var high = size
        while high - low > 1 / grid {
            let middle = ((low + high) / 2 * grid).rounded(.down) / grid
            guard middle > low else { break }
            let measured = measure(middle)
            if !fits(measured) { high = middle } else {
                low = middle
                best = FittedText(measured: measured, fontSize: middle)
            }
        }
        return best
    }

    func laidOutText(_ text: BoundText, id: Int, proposal: ProposedSize) -> LaidOutText {
        let fitted = fitted(text, id: id, proposal: proposal)
        var font = text.font
        font.size = fitted.fontSize
        var laidOut = LaidOutText(text: text.text, displayedText: fitted.measured.displayedText,
                                  truncated: fitted.measured.truncated || text.characterLimited,
                                  measured: fitted.measured, font: font, color: text.color, kerning: text.kerning,
                                  alignment: text.alignment, isTimer: text.isTimer)
        laidOut.requestedSize = text.font.size
        laidOut.underline = text.underline
        laidOut.strikethrough = text.strikethrough
        let factor = text.font.size > 0 ? fitted.fontSize / text.font.size : 1
        laidOut.runs = text.runs.map { run in
            var scaled = run
            scaled.font.size *= factor
            return scaled
        }
        return laidOut
    }

    // MARK: Stacks (cached arrangement)

    func arrangement(_ view: BoundView, _ proposal: ProposedSize) -> StackArrangement {
        let key = CacheKey(id: view.id, proposal: proposal)
        if let cached = stackCache[key] { return cached }
        let result: StackArrangement
        switch view.kind {
        case .stack(let axis, let alignment, let spacing, let children):
            result = stackArrangement(axis: axis, alignment: alignment, spacing: spacing, children, proposal)
        case .zstack(let alignment, let children): result = zstackArrangement(alignment, children, proposal)
        case .grid(let layout, let rows): result = gridArrangement(layout, rows)
        default: result = StackArrangement(size: size(view, proposal), proposals: [], offsets: [])
        }
        stackCache[key] = result
        return result
    }

    func placeArranged(_ view: BoundView, _ proposal: ProposedSize, _ origin: Point) -> [LaidOutNode] {
        let children: [BoundView]
        switch view.kind {
        case .stack(_, _, _, let c), .zstack(_, let c): children = c
        case .grid(_, let rows): children = rows.flatMap(\.cells)
        default: return []
        }
        let a = arrangement(view, proposal)
        return children.indices.map { i in
            place(children[i], proposal: a.proposals[i],
                  at: Point(x: origin.x + a.offsets[i].x, y: origin.y + a.offsets[i].y))
        }
    }
}

/// Measured text and the font size it is drawn at.
struct FittedText {
    var measured: MeasuredText
    var fontSize: Double
}

/// Where a stack puts its children: each child's proposal and offset, and the stack's size.
struct StackArrangement {
    var size: Size
    var proposals: [ProposedSize]
    var offsets: [Point]
}
