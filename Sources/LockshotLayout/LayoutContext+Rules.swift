import LockshotLanguage

/// Leaf views and layout modifiers, one rule per function.
extension LayoutContext {
    /// SwiftUI's size for shapes and `Color` at an unspecified proposal.
    static let defaultShapeSize = 10.0

    /// Shapes and `Color` take whatever they are offered; with no proposal they are 10 × 10.
    func shapeSize(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? Self.defaultShapeSize, height: p.height ?? Self.defaultShapeSize)
    }

    /// `Spacer(minLength:)`: along its stack's axis it takes what it is offered but at least
    /// `minLength` (default 8); across the axis it takes nothing. Outside a stack it is flexible both ways.
    func spacerSize(minLength: Double?, axis: Axis?, _ p: ProposedSize) -> Size {
        let minimum = minLength ?? 8
        switch axis {
        case .horizontal: return Size(width: max(minimum, p.width ?? minimum), height: 0)
        case .vertical: return Size(width: 0, height: max(minimum, p.height ?? minimum))
        case nil: return Size(width: max(minimum, p.width ?? minimum), height: max(minimum, p.height ?? minimum))
        }
    }

    /// `Divider()`: a hairline across its stack's axis (vertical in an `HStack`), as long as offered.
    func dividerSize(axis: Axis?, _ p: ProposedSize) -> Size {
        axis == .horizontal ? Size(width: Self.hairline, height: p.height ?? 0) : Size(width: p.width ?? 0, height: Self.hairline)
    }

    /// A divider's thickness: one pixel of a 3× iPhone, as SwiftUI's `Divider` is a hairline (1 / displayScale).
    static let hairline = 1.0 / 3.0

    /// `ProgressView(value:total:)`: a bar as wide as offered (nothing when unspecified), 4 pt tall.
    func progressSize(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? 0, height: 4)
    }

    /// `Image`: a resizable image takes the proposal (its natural size where unspecified);
    /// otherwise its natural size (pixels as points: assets are treated as @1x).
    func imageSize(_ image: BoundImage, _ p: ProposedSize) -> Size {
        let natural = image.naturalSize
        guard image.resizable else { return natural }
        return Size(width: p.width ?? natural.width, height: p.height ?? natural.height)
    }

    /// `padding`: offer the proposal minus the insets (never below 0), answer the child plus the insets.
    func paddingProposal(_ insets: EdgeInsets, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                     height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func paddingSize(_ insets: EdgeInsets, _ child: BoundView, _ p: ProposedSize) -> Size {
        let inner = size(child, paddingProposal(insets, p))
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    /// `frame(width:height:)`: a fixed dimension is offered to the child and is the answer
    /// whatever the child chooses; an unset one passes the proposal through and takes the child's.
    func fixedFrameProposal(_ f: FixedFrame, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: f.width ?? p.width, height: f.height ?? p.height)
    }

    func fixedFrameSize(_ f: FixedFrame, _ child: BoundView, _ p: ProposedSize) -> Size {
        let inner = size(child, fixedFrameProposal(f, p))
        return Size(width: f.width ?? inner.width, height: f.height ?? inner.height)
    }

    /// `frame(minWidth:idealWidth:maxWidth:…)` (objc.io, *Thinking in SwiftUI*): the proposal, or the
    /// ideal where unspecified, clamped to min…max is offered to the child; the answer is the
    /// child's size clamped toward that proposal: `max(min, min(child, p))` then `min(max, max(child, p))`.
    func flexibleFrameProposal(_ f: FlexibleFrame, _ p: ProposedSize) -> ProposedSize {
        func clamp(_ value: Double?, _ ideal: Double?, _ lower: Double?, _ upper: Double?) -> Double? {
            guard var v = value ?? ideal else { return nil }
            if let upper { v = min(v, upper) }
            if let lower { v = max(v, lower) }
            return v
        }
        return ProposedSize(width: clamp(p.width, f.idealWidth, f.minWidth, f.maxWidth),
                            height: clamp(p.height, f.idealHeight, f.minHeight, f.maxHeight))
    }

    func flexibleFrameSize(_ f: FlexibleFrame, _ child: BoundView, _ p: ProposedSize) -> Size {
        let offered = flexibleFrameProposal(f, p)
        let inner = size(child, offered)
        func resolve(_ child: Double, _ offered: Double?, _ lower: Double?, _ upper: Double?) -> Double {
            var r = child
            if let lower { r = max(lower, min(r, offered ?? r)) }
            if let upper { r = min(upper, max(r, offered ?? r)) }
            return r
        }
        return Size(width: resolve(inner.width, offered.width, f.minWidth, f.maxWidth),
                    height: resolve(inner.height, offered.height, f.minHeight, f.maxHeight))
    }

    /// `fixedSize()`: the child gets no proposal (its ideal size) in the fixed dimensions.
    func fixedSizeProposal(_ horizontal: Bool, _ vertical: Bool, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// `aspectRatio(_:contentMode:)`: offer the child the largest size of the ratio that fits the
    /// proposal (`.fit`) or the smallest that covers it (`.fill`). Without a ratio the child's ideal
    /// size gives it; an unspecified dimension follows from the other.
    func aspectRatioProposal(_ ratio: Double?, _ mode: ContentMode, _ child: BoundView, _ p: ProposedSize)
        -> ProposedSize {
        let ideal = size(child, .unspecified)
        let r: Double
        if let ratio, ratio > 0, ratio.isFinite {
            r = ratio
        } else if ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite {
            r = ideal.width / ideal.height
        } else {
            r = 1
        }
        switch (p.width, p.height) {
        case let (w?, h?):
            if !w.isFinite && !h.isFinite { return p }
            let width = mode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedSize(width: width, height: width / r)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }
}
