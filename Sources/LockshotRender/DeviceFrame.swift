import LockshotLanguage
import LockshotLayout

/// `--frame device`: places a rendered presentation in its iOS context, as display-list operations.
///
/// Pure Swift: the result is an ordinary `DisplayList` in points that any backend draws.
/// - Lock screen: a generated wallpaper (a deterministic gradient), the date and the big clock in
///   the pixel font, the idle Dynamic Island (or the notch), the quick-action buttons, the home
///   indicator, and the banner where iOS stacks it: centered, its bottom 130 pt above the screen's
///   bottom edge (above the flashlight and camera buttons), on iOS 26's glass when the context has it.
/// - Compact, minimal, expanded: the top strip of the screen with the island at its position,
///   top center, 11 pt from the top; compact and minimal keep the status bar's time and battery
///   beside it (minimal sits detached to the right of the idle island, as the second activity does).
/// - Small: the watch's screen (`--watch-case`) with the Smart Stack's card.
package enum DeviceFrame {
    /// What the surroundings show.
    package struct Context: Sendable, Hashable {
        /// The clock text, e.g. `9:41` (the render clock, formatted by the caller).
        package var clock: String
        /// The line above the big clock, e.g. `Thursday, January 1`.
        package var dateLine: String
        /// Dark appearance (a dark wallpaper, light text); false for light.
        package var dark: Bool
        /// iOS 26's glass behind the lock-screen card; nil draws the card as its display list has it (opaque).
        package var glass: Glass?

        package init(clock: String = "9:41", dateLine: String = "Thursday, January 1", dark: Bool = true, glass: Glass? = nil) {
            self.clock = clock
            self.dateLine = dateLine
            self.dark = dark
            self.glass = glass
        }
    }

    /// The idle (inactive) island's size on Dynamic Island devices, in points.
    package static let idleIsland = Size(width: 125, height: 36.67)
    /// The gap between the banner's bottom and the screen's bottom, in points.
    package static let bannerBottomInset = 130.0
    /// Text sizes: multiples of LockshotPixel's 12 px em, so every font pixel is a whole number of
    /// points and lands on device pixels at every integer scale (2, 9 and 2 points per font pixel).
    static let dateSize = 24.0, clockSize = 108.0, statusSize = 24.0

    /// Composes `presentation` (drawn at its own origin) into its device context.
    /// - Parameters:
    ///   - kind: which presentation it is, which decides the context.
    ///   - measurer: measures the clock, date and status-bar texts (the renderer's text engine).
    /// - Returns: a list sized to the whole screen (lock screen) or to the top strip (island presentations).
    /// - Complexity: O(operations in `presentation`).
    package static func compose(presentation: DisplayList, kind: Presentation, device: Device, context: Context,
                               measurer: TextMeasurer) -> DisplayList {
        switch kind {
        case .lockScreen:
            lockScreen(presentation, device: device, context: context, measurer: measurer)
        case .compact, .minimal, .expanded:
            islandStrip(presentation, kind: kind, device: device, context: context, measurer: measurer)
        case .small:
            smartStack(presentation, watch: device.watch, context: context, measurer: measurer)
        }
    }

    // MARK: Watch

    /// The watch's screen (198 × 242 pt for 45 mm), black: the Smart Stack's time at the top right and the card
    /// centred, as the stack shows its first card.
    private static func smartStack(_ card: DisplayList, watch: Device.Watch, context: Context, measurer: TextMeasurer) -> DisplayList {
        let screen = watch.screen
        var ops: [DrawOperation] = [.fill(.rect(Rect(origin: .zero, size: screen)), .black)]
        let time = measure(context.clock, size: statusSize, weight: .bold, measurer: measurer)
        ops.append(text(context.clock, time, size: statusSize, weight: .bold,
                        at: Point(x: (screen.width - 14 - time.size.width).rounded(.down), y: 10), color: .white))
        let origin = Point(x: (screen.width - card.size.width) / 2, y: ((screen.height - card.size.height) / 2).rounded(.down))
        ops.append(.group(clip: nil, opacity: 1, card.operations.map { $0.offsetBy(dx: origin.x, dy: origin.y) }))
        return DisplayList(size: screen, operations: ops)
    }

    // MARK: Lock screen

    private static func lockScreen(_ banner: DisplayList, device: Device, context: Context,
                                   measurer: TextMeasurer) -> DisplayList {
        let screen = device.screen
        let ink = context.dark ? RGBA.white : RGBA(hex: 0x1C1C1E)
        var ops = wallpaper(screen: screen, height: screen.height, dark: context.dark)
        ops += sensorHousing(device: device)
        ops += battery(rightEdge: screen.width - 24, centerY: device.islandTop + idleIsland.height / 2, ink: ink)
        ops.append(centeredText(context.dateLine, size: dateSize, weight: .bold, top: 62, width: screen.width,
                                color: ink.withAlpha(0.85), measurer: measurer))
        ops.append(centeredText(context.clock, size: clockSize, weight: .bold, top: 92, width: screen.width,
                                color: ink.withAlpha(0.95), measurer: measurer))
        let origin = Point(x: (screen.width - banner.size.width) / 2,
                           y: screen.height - bannerBottomInset - banner.size.height)
        if let glass = context.glass {
            ops += glassOperations(glass, origin: origin, size: banner.size, screen: screen, dark: context.dark)
        }
        ops.append(.group(clip: nil, opacity: 1, banner.operations.map { $0.offsetBy(dx: origin.x, dy: origin.y) }))
        ops += quickActions(screen: screen, dark: context.dark)
        ops.append(.fill(.capsule(Rect(x: (screen.width - 134) / 2, y: screen.height - 13, width: 134, height: 5)), ink))
        return DisplayList(size: screen, operations: ops)
    }

    /// The idle island, or on notched devices the notch.
    private static func sensorHousing(device: Device) -> [DrawOperation] {
        if device.island != nil {
            let rect = Rect(x: (device.screen.width - idleIsland.width) / 2, y: device.islandTop,
                            width: idleIsland.width, height: idleIsland.height)
            return [.fill(.capsule(rect), .black)]
        }
        let width = 162.0
        return [.fill(.roundedRect(Rect(x: (device.screen.width - width) / 2, y: -20, width: width, height: 52),
                                   cornerRadius: 20), .black)]
    }

    /// The flashlight and camera buttons: translucent circles near the bottom corners.
    private static func quickActions(screen: Size, dark: Bool) -> [DrawOperation] {
        let diameter = 50.0, y = screen.height - 90 - diameter / 2
        let fill = dark ? RGBA(hex: 0x2C2C3A, alpha: 0.8) : RGBA(hex: 0xFFFFFF, alpha: 0.6)
        return [46.0, screen.width - 46 - diameter].map { x in
            .fill(.ellipse(Rect(x: x, y: y, width: diameter, height: diameter)), fill)
        }
    }

    // MARK: Island presentations

    private static func islandStrip(_ island: DisplayList, kind: Presentation, device: Device, context: Context,
                                    measurer: TextMeasurer) -> DisplayList {
        let width = device.screen.width, islandTop = device.islandTop
        let height = (islandTop + island.size.height + 24).rounded(.up)
        let ink = context.dark ? RGBA.white : RGBA(hex: 0x1C1C1E)
        var ops = wallpaper(screen: device.screen, height: height, dark: context.dark)
        // The camera sits at the screen's centre; the compact island's wings may differ in width.
        var origin = Point(x: width / 2 - (island.cameraX ?? island.size.width / 2), y: islandTop)
        var islandFrame = Rect(origin: origin, size: island.size)
        if kind == .minimal {
            // The second activity's minimal view: detached, to the right of the idle island.
            let idle = Rect(x: (width - idleIsland.width) / 2, y: islandTop, width: idleIsland.width,
                            height: idleIsland.height)
            ops.append(.fill(.capsule(idle), .black))
            origin = Point(x: idle.maxX + 6, y: islandTop)
            islandFrame = idle.union(Rect(origin: origin, size: island.size))
        }
        ops.append(.group(clip: nil, opacity: 1, island.operations.map { $0.offsetBy(dx: origin.x, dy: origin.y) }))
        if kind != .expanded {
            let centerY = islandTop + idleIsland.height / 2
            let time = measure(context.clock, size: statusSize, weight: .bold, measurer: measurer)
            let timeX = ((islandFrame.minX - time.size.width) / 2).rounded(.down)
            if timeX > 4 {
                let timeY = (centerY - time.size.height / 2).rounded()
                ops.append(text(context.clock, time, size: statusSize, weight: .bold,
                                at: Point(x: timeX, y: timeY), color: ink))
            }
            let batteryRight = islandFrame.maxX + (width - islandFrame.maxX + 27) / 2
            if batteryRight - 27 > islandFrame.maxX + 4 {
                ops += battery(rightEdge: batteryRight, centerY: centerY, ink: ink)
            }
        }
        return DisplayList(size: Size(width: width, height: height), operations: ops)
    }

    // MARK: Pieces

    /// A battery glyph: outline, 80 % charge and the terminal nub, right-aligned at `rightEdge`.
    private static func battery(rightEdge: Double, centerY: Double, ink: RGBA) -> [DrawOperation] {
        let body = Rect(x: rightEdge - 27, y: centerY - 6, width: 25, height: 12)
        return [
            .stroke(.roundedRect(body, cornerRadius: 3.5), ink.withAlpha(0.4), lineWidth: 1),
            .fill(.roundedRect(body.insetBy(dx: 2, dy: 2).withWidth((body.width - 4) * 0.8), cornerRadius: 1.5), ink),
            .fill(.roundedRect(Rect(x: body.maxX + 0.5, y: centerY - 2, width: 1.5, height: 4), cornerRadius: 0.75),
                  ink.withAlpha(0.4)),
        ]
    }

    static func pixelFont(size: Double, weight: FontWeight) -> FontSpec {
        FontSpec(family: "LockshotPixel", source: .embedded("LockshotPixel"), size: size, weight: weight)
    }

    private static func measure(_ string: String, size: Double, weight: FontWeight,
                                measurer: TextMeasurer) -> MeasuredText {
        measurer.measure(TextRequest(text: string, font: pixelFont(size: size, weight: weight)))
    }

    private static func text(_ string: String, _ measured: MeasuredText, size: Double, weight: FontWeight,
                             at origin: Point, color: RGBA) -> DrawOperation {
        .text(TextDrawing(frame: Rect(origin: origin, size: measured.size), lines: measured.lines,
                          font: pixelFont(size: size, weight: weight), color: color))
    }

    private static func centeredText(_ string: String, size: Double, weight: FontWeight, top: Double, width: Double,
                                     color: RGBA, measurer: TextMeasurer) -> DrawOperation {
        let measured = measure(string, size: size, weight: weight, measurer: measurer)
        // Whole points keep the pixel font's pixels on the grid.
        let x = ((width - measured.size.width) / 2).rounded(.down)
        return text(string, measured, size: size, weight: weight, at: Point(x: x, y: top), color: color)
    }
}

extension RGBA {
    func withAlpha(_ alpha: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
}

extension Rect {
    func withWidth(_ width: Double) -> Rect { Rect(x: minX, y: minY, width: width, height: height) }
    func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }
}
