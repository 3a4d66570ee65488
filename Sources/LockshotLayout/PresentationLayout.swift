import LockshotLanguage

/// Places an activity's regions into the geometry of one presentation (SPEC §4, REFERENCE.md).
package enum PresentationLayout {
    /// Space between the expanded island's rows (top band, center, bottom).
    package static let expandedRowSpacing: Double = 8
    /// Not published by Apple: the Smart Stack's dark card, behind a `small` activity that sets no background tint
    /// (an estimate, as the system's own widgets show it over a black watch face).
    package static let smartStackCard = RGBA(red: 0.13, green: 0.13, blue: 0.14, alpha: 1)

    /// Lays out `activity` as `presentation` on `device`.
    /// - Parameter lockScreenCornerRadius: overrides `Device.lockScreenCornerRadiusEstimate`.
    package static func layout(_ activity: BoundActivity, presentation: Presentation, device: Device,
                              measurer: TextMeasurer, lockScreenCornerRadius: Double? = nil,
                              direction: LayoutDirection = .leftToRight) -> LaidOutPresentation {
        let context = LayoutContext(measurer: measurer)
        var builder = PresentationBuilder(activity: activity, device: device, context: context)
        let laidOut = switch presentation {
        case .lockScreen: builder.lockScreen(cornerRadius: lockScreenCornerRadius ?? Device.lockScreenCornerRadiusEstimate)
        case .compact: builder.compact()
        case .minimal: builder.minimal()
        case .expanded: builder.expanded()
        case .small: builder.small()
        }
        return direction == .rightToLeft ? laidOut.mirrored() : laidOut
    }
}

/// The shared steps of every presentation.
struct PresentationBuilder {
    let activity: BoundActivity
    let device: Device
    let context: LayoutContext
    var diagnostics: [Diagnostic] = []

    init(activity: BoundActivity, device: Device, context: LayoutContext) {
        self.activity = activity
        self.device = device
        self.context = context
    }

    /// The island's geometry; devices without one get the 15 Pro's figures plus a diagnostic.
    var island: Device.Island {
        device.island ?? Device.iPhone15Pro.island ?? Device.Island(
            compactWidth: 230, expandedWidth: 371, compactSlot: Size(width: 52.33, height: 36.67), minimalHeight: 36.67,
            minimalWidthRange: 36.67...45, expandedHeightRange: 84...160, inferred: true)
    }

    mutating func report(_ message: String, region: RegionKind?, code: String = "presentation-size",
                         severity: Diagnostic.Severity = .error, help: String? = nil) {
        let range = region.flatMap { activity.regions[$0]?.range } ?? .none
        diagnostics.append(Diagnostic(severity, message, file: activity.sourcePath, at: range, code: code, help: help))
    }

    /// How much taller than SF's lockshot's text may run: Inter's 17 pt line is 20.57 pt against SF Pro's 20.3
    /// (docs/text.md), so a stack of text is up to about 2 % taller than on iOS.
    static let standInHeightTolerance = 0.02

    /// Content `height` over `limit`: an error; within what the stand-in fonts add (2 %), a warning, since iOS,
    /// drawing SF, may fit it (issue 37: never fail a user's CI on a false alarm).
    mutating func reportTall(_ message: String, height: Double, limit: Double, region: RegionKind) {
        guard height <= limit * (1 + Self.standInHeightTolerance) else { return report(message, region: region) }
        report(message + " — \(fmt(height - limit)) pt over, within the 2 % lockshot's stand-in fonts can add to SF's line "
               + "heights: iOS may draw it whole", region: region, severity: .warning,
               help: "leave a few points below \(fmt(limit)) pt to be sure it is not cut")
    }

    /// Content `height` over `limit`. When what it draws still lies within `visible` (only padding, a spacer's room,
    /// a background or the island's bottom margin is beyond it), iOS shows the design whole: a warning, as iOS draws
    /// SoccerLiveActivity's 182 pt lock screen in its 160 pt card (docs/parity.md). Otherwise `reportTall`.
    mutating func reportOverflow(_ message: String, height: Double, limit: Double, drawn: [LaidOutNode],
                                 visible: ClosedRange<Double>, region: RegionKind, note: String = onlyPaddingCut) {
        guard !drawn.allSatisfy({ Self.drawnWithin($0, visible) }) else {
            return report(message + note, region: region, severity: .warning,
                          help: "less padding or spacing keeps the design's margins as drawn")
        }
        reportTall(message, height: height, limit: limit, region: region)
    }

    mutating func checkIsland(_ presentation: Presentation) {
        if device.island == nil {
            report("\(device.id) has no Dynamic Island; '\(presentation.rawValue)' is drawn with iphone-15-pro geometry",
                   region: nil, code: "no-island", severity: .warning)
        }
    }

    /// A missing region lays out as nothing, with an info diagnostic.
    mutating func view(_ kind: RegionKind) -> BoundView {
        if let view = activity.regions[kind] { return view }
        report("the layout has no '\(kind.rawValue)' region", region: nil, code: "missing-region", severity: .info)
        return Self.empty(kind)
    }

    /// What a region the layout lacks lays out as: nothing, with an id of its own.
    static func empty(_ kind: RegionKind) -> BoundView {
        BoundView(id: -1 - (RegionKind.allCases.firstIndex(of: kind) ?? 0), kind: .empty)
    }

    var islandBackground: RGBA { .black }

    // MARK: Lock screen

    /// `device.lockScreenWidth` wide; as tall as the content's height for a (width, nil) proposal, at most
    /// 160 (taller content is clipped there and reported); then laid out again at that height, as iOS does.
    mutating func lockScreen(cornerRadius: Double) -> LaidOutPresentation {
        let content = view(.lockScreen)
        let width = device.lockScreenWidth
        let proposal = ProposedSize(width: width, height: nil)
        let contentSize = context.size(content, proposal)
        let range = Device.lockScreenHeightRange
        let height = min(max(contentSize.height, range.lowerBound), range.upperBound)
        if contentSize.width > width + 1e-9 {
            report("lock screen content is \(fmt(contentSize.width)) pt wide; the presentation is \(fmt(width)) pt",
                   region: .lockScreen)
        }
        // iOS measures the content, then lays it out again at the height it chose (a shape behind the content
        // in a ZStack fills the card; a frame with maxHeight: .infinity spreads over it). Content that still
        // ends up shorter is centered.
        let chosen = ProposedSize(width: width, height: height)
        let placed = context.size(content, chosen)
        // Centred, also when taller than the card: iOS cuts the excess evenly above and below (SoccerLiveActivity's
        // capture, docs/parity.md), so a padded view loses its padding before anything it draws.
        let node = context.place(content, proposal: chosen,
                                 at: Point(x: (width - placed.width) / 2, y: (height - placed.height) / 2))
        // Cut only what is still taller at 160 pt: a chart or a flexible frame that wanted more shrinks to the card
        // (a public glucose monitor's detailed view measured 186 pt unconstrained and fits at 160).
        if placed.height > range.upperBound {
            reportOverflow("lock screen content is \(fmt(placed.height)) pt tall; Live Activities are cut at 160 pt",
                           height: placed.height, limit: range.upperBound, drawn: [node], visible: 0...height,
                           region: .lockScreen)
        }
        let size = Size(width: width, height: height)
        // A translucent tint shows what is behind it: on iOS the lock screen's material, dark in the dark
        // appearance, light in the light one. Drawn over that base it is opaque, never over transparency
        // (which an image viewer shows on white: white text on light grey in a dark preview).
        let base: RGBA = activity.appearance == .dark ? .black : .white
        let tint = activity.backgroundTint.map { Self.over($0, base) }
        let background = activity.isLuminanceReduced ? dimmed(tint ?? .black) : tint ?? base
        let shape = ShapePath.roundedRect(Rect(origin: .zero, size: size), cornerRadius: cornerRadius)
        return finish(.lockScreen, size: size, children: [node], shape: shape,
                      cornerRadius: cornerRadius, background: background,
                      slots: [.lockScreen: Rect(origin: .zero, size: size)])
    }

    /// The `.small` family: the watch's Smart Stack card, a fixed size (`device.watch.smartStack`). As a watchOS widget's
    /// content, the region is offered the whole card and centred in it; content larger than the card is cut, and
    /// reported. Its background is the region's `activityBackgroundTint`, else the lock screen's, else the Smart
    /// Stack's dark card; dimmed in Always-On, as the lock screen is.
    mutating func small() -> LaidOutPresentation {
        if activity.regions[.small] == nil {
            // Opt-in: without it the watch shows the compact views, not an empty card (a picture that would mislead).
            report("the layout has no 'small' region: the Apple Watch Smart Stack shows its compact leading and trailing "
                   + "views", region: nil, code: "missing-region", severity: .error,
                   help: "add small { … } (in Swift: .supplementalActivityFamilies([.small]) and @Environment(\\.activityFamily))")
        }
        let content = activity.regions[.small] ?? Self.empty(.small)
        let watch = device.watch
        let size = watch.smartStack
        let proposal = ProposedSize(width: size.width, height: size.height)
        let placed = context.size(content, proposal)
        let node = context.place(content, proposal: proposal,
                                 at: Point(x: (size.width - placed.width) / 2, y: (size.height - placed.height) / 2))
        if placed.height > size.height + 1e-9 {
            reportOverflow("small content is \(fmt(placed.height)) pt tall; the Smart Stack's card is \(fmt(size.height)) pt "
                           + "(a \(watch.id) watch)", height: placed.height, limit: size.height, drawn: [node],
                           visible: 0...size.height, region: .small)
        }
        if placed.width > size.width + 1e-9 {
            report("small content is \(fmt(placed.width)) pt wide; the Smart Stack's card is \(fmt(size.width)) pt "
                   + "(a \(watch.id) watch)", region: .small)
        }
        let tint = (activity.smallBackgroundTint ?? activity.backgroundTint).map { Self.over($0, .black) }
        let background = activity.isLuminanceReduced ? dimmed(tint ?? PresentationLayout.smartStackCard)
            : tint ?? PresentationLayout.smartStackCard
        let radius = Device.smartStackCornerRadiusEstimate
        let shape = ShapePath.roundedRect(Rect(origin: .zero, size: size), cornerRadius: radius)
        return finish(.small, size: size, children: [node], shape: shape, cornerRadius: radius, background: background,
                      slots: [.small: Rect(origin: .zero, size: size)])
    }

    /// `top` composited over the opaque `bottom` (straight alpha).
    static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        guard top.alpha < 1 else { return top }
        let a = max(0, top.alpha)
        return RGBA(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                    blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    // MARK: Compact

    /// One capsule, 36.67 tall, around the camera: leading content in the leading side, trailing in the
    /// trailing side, beside the sensor gap. As on iOS, the pill is sized to its content: each side as wide
    /// as its own content plus its inset from the pill's end (at least `device.ios.compactNarrowestSide`, 30.8 pt on iOS 26 and 44.33 on iOS 18;
    /// the camera is then off the pill's centre when the sides differ), so small
    /// content gives a pill narrower than the HIG's 230 pt example (187–214 pt measured on iOS captures)
    /// and wide content a wider one, up to the expanded island's width (a timer text without a frame fills
    /// the width of the phone). Content keeps the island's default content margin, 7 pt, from the pill's end, its
    /// top and its bottom (`DynamicIsland.contentMargins(_:_:for:)` overrides it on iOS): an iOS 18 capture has a
    /// circular progress view filling the 22.67 pt between the margins and a 52 pt frame 7 pt from the end, and the
    /// narrowest iOS 26 pill is a 24 pt icon and about 7 pt a side (docs/parity.md cases 7 and 8). Content is offered
    /// the widest side less the margin, and the pill's height less two, and centered vertically. Wider than the HIG
    /// slot is a warning; wider than the widest side, or taller than the pill, an error.
    mutating func compact() -> LaidOutPresentation {
        checkIsland(.compact)
        let island = self.island
        let slot = island.compactSlot
        let widest = max(slot.width, (island.expandedWidth - island.sensorGap) / 2)
        // Each side's margins: 7 pt from the pill's end, top and bottom, none toward the camera, unless the layout sets
        // them (`contentMargins(…, for: .compactLeading)`). Kept outer edge first: the trailing side's are mirrored.
        let m = Self.compactMargin
        let leadingMargins = activity.islandMargins(.compactLeading, defaults: EdgeInsets(top: m, leading: m, bottom: m, trailing: 0))
        let t = activity.islandMargins(.compactTrailing, defaults: EdgeInsets(top: m, leading: 0, bottom: m, trailing: m))
        let trailingMargins = EdgeInsets(top: t.top, leading: t.trailing, bottom: t.bottom, trailing: t.leading)
        // Offered the widest side less its margins, and the pill's height less its top and bottom ones.
        func measure(_ kind: RegionKind, _ m: EdgeInsets) -> (size: Size, offered: ProposedSize) {
            let offered = ProposedSize(width: max(0, widest - m.leading - m.trailing), height: max(0, slot.height - m.top - m.bottom))
            return (context.size(view(kind), offered), offered)
        }
        let (leadingSize, leadingOffer) = measure(.compactLeading, leadingMargins)
        let (trailingSize, trailingOffer) = measure(.compactTrailing, trailingMargins)
        // Each wing as wide as its own content needs: iOS sizes them apart (67 / 52 pt, 44.33 / 59 pt measured).
        func wing(_ s: Size, _ m: EdgeInsets) -> Double {
            min(widest, max(s.width > 0 ? s.width + m.leading + m.trailing : 0, device.ios.compactNarrowestSide))
        }
        let leadingSide = wing(leadingSize, leadingMargins), trailingSide = wing(trailingSize, trailingMargins)
        let size = Size(width: leadingSide + island.sensorGap + trailingSide, height: slot.height)
        let leadingSlot = Rect(x: 0, y: 0, width: leadingSide, height: slot.height)
        let trailingSlot = Rect(x: size.width - trailingSide, y: 0, width: trailingSide, height: slot.height)
        let leading = placeInSlot(.compactLeading, size: leadingSize, offered: leadingOffer, slot: leadingSlot, widest: widest,
                                  margins: leadingMargins, outerEdgeIsLeading: true)
        let trailing = placeInSlot(.compactTrailing, size: trailingSize, offered: trailingOffer, slot: trailingSlot, widest: widest,
                                   margins: trailingMargins, outerEdgeIsLeading: false)
        let gap = Rect(x: leadingSide, y: 0, width: island.sensorGap, height: slot.height)
        return finish(.compact, size: size, children: [leading, trailing], shape: .capsule(Rect(origin: .zero, size: size)),
                      cornerRadius: size.height / 2, background: islandBackground,
                      slots: [.compactLeading: leadingSlot, .compactTrailing: trailingSlot], sensorGap: gap)
    }

    /// The compact island's default content margin, in points (iOS 18 captures: docs/parity.md cases 7 and 8).
    static let compactMargin = 7.0

    /// `margins`: `leading` is the side's outer margin (at the pill's end), `trailing` its inner one (at the camera).
    mutating func placeInSlot(_ kind: RegionKind, size s: Size, offered: ProposedSize, slot: Rect, widest: Double,
                              margins m: EdgeInsets, outerEdgeIsLeading: Bool) -> LaidOutNode {
        let content = view(kind)
        let hig = island.compactSlot
        let margin = max(0, min(m.leading, slot.width - s.width))
        let x = outerEdgeIsLeading ? slot.minX + margin : slot.maxX - margin - s.width
        // Centred between the top and bottom margins.
        let y = slot.minY + m.top + (slot.height - m.top - m.bottom - s.height) / 2
        let node = context.place(content, proposal: offered, at: Point(x: x, y: y))
        let tooTall = s.height > slot.height + 1e-9
        let message = "'\(kind.rawValue)' content is \(fmt(s.width))×\(fmt(s.height)) pt; at most \(fmt(widest))×\(fmt(slot.height)) pt fits "
            + "(the compact island grows no wider than the expanded one, \(fmt(island.expandedWidth)) pt)"
        let help = "iOS cuts what does not fit; keep each side near the HIG's \(fmt(hig.width)) × \(fmt(hig.height)) pt slot on \(device.id)"
        if s.width > widest + 1e-9 || (tooTall && !Self.drawnWithin(node, slot.minY...slot.maxY)) {
            report(message, region: kind, help: help)
        } else if tooTall {
            // Centred, it loses only padding and empty space above and below: drawn whole, as iOS draws it.
            report(message + Self.onlyPaddingCut, region: kind, severity: .warning, help: help)
        }
        if s.width <= widest + 1e-9, s.width > hig.width + 1e-9 {
            report("'\(kind.rawValue)' content is \(fmt(s.width)) pt wide, wider than the HIG's \(fmt(hig.width)) pt compact slot: "
                + "its side of the island widens to \(fmt(slot.width)) pt",
                   region: kind, severity: .warning,
                   help: "the HIG asks to keep compact content as narrow as possible: a shorter format, a smaller font, or a fixed width")
        }
        return node
    }

    /// What a size finding adds when the content is centred and only its padding and empty space are cut (a warning).
    static let onlyPaddingCut = "; centred, it loses only padding and empty space above and below: everything it draws is shown"

    /// Whether what `node` draws lies within `span` vertically, give or take a device pixel of rounding.
    static func drawnWithin(_ node: LaidOutNode, _ span: ClosedRange<Double>) -> Bool {
        guard let drawn = node.drawnVerticalExtent else { return true }
        return drawn.lowerBound >= span.lowerBound - 0.34 && drawn.upperBound <= span.upperBound + 0.34
    }

    // MARK: Minimal

    /// 36.67 tall; as wide as the content within 36.67…45; a circle when square, else a capsule.
    mutating func minimal() -> LaidOutPresentation {
        checkIsland(.minimal)
        let island = self.island
        let content = view(.minimal)
        let range = island.minimalWidthRange
        // No margins unless the layout sets them (`contentMargins(…, for: .minimal)`): no capture measures iOS's own.
        let m = activity.islandMargins(.minimal, defaults: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let proposal = ProposedSize(width: max(0, range.upperBound - m.leading - m.trailing),
                                    height: max(0, island.minimalHeight - m.top - m.bottom))
        let s = context.size(content, proposal)
        let size = Size(width: min(max(s.width + m.leading + m.trailing, range.lowerBound), range.upperBound), height: island.minimalHeight)
        let node = context.place(content, proposal: proposal,
                                 at: Point(x: m.leading + (size.width - m.leading - m.trailing - s.width) / 2,
                                           y: m.top + (size.height - m.top - m.bottom - s.height) / 2))
        if s.width > range.upperBound + 1e-9 || s.height > island.minimalHeight + 1e-9 {
            let message = "minimal content is \(fmt(s.width))×\(fmt(s.height)) pt; at most \(fmt(range.upperBound))×\(fmt(island.minimalHeight)) pt fits"
            if s.width <= range.upperBound + 1e-9, Self.drawnWithin(node, 0...size.height) {
                report(message + Self.onlyPaddingCut, region: .minimal, severity: .warning)
            } else {
                report(message, region: .minimal)
            }
        }
        let rect = Rect(origin: .zero, size: size)
        let shape: ShapePath = size.width == size.height ? .ellipse(rect) : .capsule(rect)
        return finish(.minimal, size: size, children: [node], shape: shape, cornerRadius: size.height / 2,
                      background: islandBackground, slots: [.minimal: rect])
    }

    // MARK: Expanded

    /// `expandedWidth` × 84…160 with 44 pt corners, as ActivityKit places `DynamicIslandExpandedRegion`s:
    /// leading and trailing in the top corners beside the camera (the top band is 36.67 tall, the
    /// camera as wide as the compact sensor gap), center below the camera line between the leading
    /// and trailing content, bottom below all of them across the width. Margins are estimates
    /// (`Device.SystemVersion.expandedSideMargin`).
    mutating func expanded() -> LaidOutPresentation {
        checkIsland(.expanded)
        let island = self.island
        let width = island.expandedWidth
        // The island's margins for this iOS, or the layout's own (`contentMargins(…, for: .expanded)`).
        let ios = device.ios
        let margins = activity.islandMargins(.expanded, defaults: EdgeInsets(top: ios.expandedTopInset, leading: ios.expandedSideMargin,
                                                                             bottom: ios.expandedBottomMargin, trailing: ios.expandedSideMargin))
        let margin = margins.leading, trailingMargin = margins.trailing, topInset = margins.top, bottomMargin = margins.bottom
        let spacing = PresentationLayout.expandedRowSpacing
        let band = island.compactSlot.height
        let columnWidth = max(0, (width - island.sensorGap) / 2 - margin)
        let trailingColumnWidth = max(0, (width - island.sensorGap) / 2 - trailingMargin)
        var leadingSlot = Rect(x: margin, y: 0, width: columnWidth, height: band)
        var trailingSlot = Rect(x: width - trailingMargin - trailingColumnWidth, y: 0, width: trailingColumnWidth, height: band)

        let leadingView = view(.expandedLeading), trailingView = view(.expandedTrailing)
        // `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: content wider than its column beside the camera goes
        // below the camera line, across the island, after the center region.
        let unconstrained = ProposedSize(width: nil, height: nil)
        let leadingBelow = Self.isBelowIfTooWide(leadingView) && context.size(leadingView, unconstrained).width > columnWidth + 0.01
        let trailingBelow = Self.isBelowIfTooWide(trailingView) && context.size(trailingView, unconstrained).width > trailingColumnWidth + 0.01
        let leadingFit = leadingBelow ? nil : settled(leadingView, width: columnWidth)
        let trailingFit = trailingBelow ? nil : settled(trailingView, width: trailingColumnWidth)
        let leadingSize = leadingFit?.size ?? .zero, trailingSize = trailingFit?.size ?? .zero
        // Beside the camera now; below it (after the center region) further down.
        var leading = leadingFit.map { context.place(leadingView, proposal: $0.proposal,
                                                     at: Point(x: margin, y: topInset)) }
        var trailing = trailingFit.map { context.place(trailingView, proposal: $0.proposal,
                                                       at: Point(x: width - trailingMargin - $0.size.width, y: topInset)) }

        let centerMinX = margin + leadingSize.width + (leadingSize.width > 0 ? spacing : 0)
        let centerMaxX = width - trailingMargin - trailingSize.width - (trailingSize.width > 0 ? spacing : 0)
        let centerView = view(.expandedCenter)
        let (centerSize, centerProposal) = settled(centerView, width: max(0, centerMaxX - centerMinX))
        // Centred on the island (iOS does, not between the leading and trailing content: docs/parity.md case 4),
        // as far as the space between them allows.
        let centerX = min(max(centerMinX, (width - centerSize.width) / 2), max(centerMinX, centerMaxX - centerSize.width))
        let center = context.place(centerView, proposal: centerProposal, at: Point(x: centerX, y: band))
        let centerSlot = Rect(x: centerMinX, y: band, width: max(0, centerMaxX - centerMinX), height: centerSize.height)

        var topBottom = max(leading?.frame.maxY ?? 0, trailing?.frame.maxY ?? 0, centerSize.height > 0 ? center.frame.maxY : band)
        let fullWidth = max(0, width - margin - trailingMargin)
        if leadingBelow {
            let (size, proposal) = settled(leadingView, width: fullWidth)
            let y = topBottom + (centerSize.height > 0 ? spacing : 0)
            leading = context.place(leadingView, proposal: proposal, at: Point(x: margin, y: y))
            leadingSlot = Rect(x: margin, y: y, width: fullWidth, height: size.height)
            topBottom = y + size.height
        }
        if trailingBelow {
            let (size, proposal) = settled(trailingView, width: fullWidth)
            let y = topBottom + (centerSize.height > 0 || leadingBelow ? spacing : 0)
            trailing = context.place(trailingView, proposal: proposal, at: Point(x: width - trailingMargin - size.width, y: y))
            trailingSlot = Rect(x: margin, y: y, width: fullWidth, height: size.height)
            topBottom = y + size.height
        }
        let bottomView = view(.expandedBottom)
        let (bottomSize, bottomProposal) = settled(bottomView, width: fullWidth)
        let bottomY = topBottom + (bottomSize.height > 0 ? spacing : 0)
        let bottom = context.place(bottomView, proposal: bottomProposal,
                                   at: Point(x: margin + (fullWidth - bottomSize.width) / 2, y: bottomY))
        let contentHeight = bottomY + bottomSize.height + bottomMargin
        let range = island.expandedHeightRange
        if contentHeight > range.upperBound {
            reportOverflow("expanded content is \(fmt(contentHeight)) pt tall; the island is cut at \(fmt(range.upperBound)) pt",
                           height: contentHeight, limit: range.upperBound,
                           drawn: [leading, trailing, center, bottom].compactMap { $0 }, visible: 0...range.upperBound,
                           region: .expandedBottom,
                           note: "; only its bottom margin and empty space fall outside: everything it draws is shown")
        }
        let size = Size(width: width, height: min(max(contentHeight, range.lowerBound), range.upperBound))
        let r = island.expandedCornerRadius
        return finish(.expanded, size: size, children: [leading, trailing, center, bottom].compactMap { $0 },
                      shape: .roundedRect(Rect(origin: .zero, size: size), cornerRadius: r), cornerRadius: r,
                      background: islandBackground,
                      slots: [.expandedLeading: leadingSlot, .expandedTrailing: trailingSlot, .expandedCenter: centerSlot,
                              .expandedBottom: Rect(x: margin, y: bottomY, width: fullWidth, height: bottomSize.height)])
    }

    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on a region's content, at its root or under its outer modifiers.
    static func isBelowIfTooWide(_ view: BoundView) -> Bool {
        var current: BoundView? = view
        while let v = current {
            if case .annotation("dynamicIsland", let value, _) = v.kind, value.contains("belowIfTooWide") { return true }
            current = v.wrapped
        }
        return false
    }

    /// A region offered `width` and any height, then laid out again at the height it chose, as iOS lays out the
    /// lock screen (docs/parity.md case 1) and, by the same rule, the island's regions: a shape behind the content in
    /// a `ZStack` fills the content's height instead of keeping a shape's 10 pt default, and a `maxHeight: .infinity`
    /// frame spreads over it. Returns the size at that height and the proposal to place the region with.
    func settled(_ view: BoundView, width: Double) -> (size: Size, proposal: ProposedSize) {
        let measured = context.size(view, ProposedSize(width: width, height: nil))
        let proposal = ProposedSize(width: width, height: measured.height)
        return (context.size(view, proposal), proposal)
    }

    // MARK: Shared

    func dimmed(_ c: RGBA) -> RGBA {
        RGBA(red: c.red * 0.5, green: c.green * 0.5, blue: c.blue * 0.5, alpha: c.alpha)
    }

    func finish(_ presentation: Presentation, size: Size, children: [LaidOutNode], shape: ShapePath,
                cornerRadius: Double, background: RGBA, slots: [RegionKind: Rect], sensorGap: Rect? = nil)
        -> LaidOutPresentation {
        let root = LaidOutNode(kind: .zstack, frame: Rect(origin: .zero, size: size), children: children)
        let keyline: RGBA? = presentation == .lockScreen || presentation == .small ? nil : activity.keylineTint
        return LaidOutPresentation(presentation: presentation, device: device, size: size, root: root, shape: shape,
                                   cornerRadius: cornerRadius, background: background, keyline: keyline, slots: slots,
                                   sensorGap: sensorGap, isLuminanceReduced: activity.isLuminanceReduced,
                                   diagnostics: diagnostics)
    }
}

/// Numbers in messages: up to two decimals, no trailing zeros.
package func fmt(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "∞" : "-∞" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
}
