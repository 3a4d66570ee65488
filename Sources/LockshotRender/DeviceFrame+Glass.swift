import LockshotLanguage
import LockshotLayout

extension DeviceFrame {
    /// iOS 26's lock-screen card over the wallpaper (`--frame device`, `--ios 26`, awake): the system's glass, drawn
    /// from captures of public Live Activities over wallpapers also captured bare (docs/parity.md, "iOS 26's glass").
    ///
    /// iOS 26 does not blend the tint over the wallpaper as alpha would. The tint sets the card's brightness (blended
    /// with the wallpaper's by the tint's opacity, then pulled about 11 % toward mid-grey), and the wallpaper, blurred,
    /// gives its colour, which passes through almost whole (× 0.96): an opaque (15, 15, 15) tint shows the wallpaper's
    /// teal as (0, 40, 34), an opaque white one is 244. That form fits the one capture with a pixel-exact bare
    /// wallpaper to 1 level of 255, and others to about 6. Only black, white and grey tints (and none) were captured:
    /// a coloured tint is drawn opaque, as before, rather than guessed (`applies(to:)`). The blur (σ ≈ 3 pt measured)
    /// is not drawn: lockshot's wallpaper is a smooth gradient that it would not change. No rim is drawn: the exact
    /// capture shows none.
    package struct Glass: Sendable, Hashable {
        /// The card's `activityBackgroundTint`; nil draws the appearance's own opaque base (black or white), as the
        /// card without a tint is drawn elsewhere.
        package var tint: RGBA?
        /// The card's outline, in the card's own coordinates.
        package var shape: ShapePath

        package init(tint: RGBA?, shape: ShapePath) {
            self.tint = tint
            self.shape = shape
        }

        /// Whether the glass is drawn for `tint`: none, or a neutral one (channels within 7 % of each other: black,
        /// white, greys, a near-black such as #0A0A1A, not a tinted grey such as an LCD green #C7D3C0) at any opacity:
        /// what the captures measured.
        package static func applies(to tint: RGBA?) -> Bool {
            guard let tint else { return true }
            return max(tint.red, tint.green, tint.blue) - min(tint.red, tint.green, tint.blue) <= 0.07
        }

        /// How far iOS 26 pulls the card's brightness toward mid-grey: `0.893 × luma + 16.2 / 255`, the line through
        /// the two opaque tints measured ((15, 15, 15) → 29.6; white → 244).
        static let brightnessGain = 0.893, brightnessLift = 16.2 / 255
        /// How much of the wallpaper's colour (its difference from its own luma) shows through: 0.96.
        static let wallpaperColour = 0.96

        /// The card's colour over `wallpaper` (opaque), in the `dark` or light appearance.
        package func color(over wallpaper: RGBA, dark: Bool) -> RGBA {
            let tint = self.tint ?? (dark ? .black : .white)
            let a = max(0, min(1, tint.alpha))
            func luma(_ c: RGBA) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
            let tintLuma = luma(tint), wallLuma = luma(wallpaper)
            let brightness = Self.brightnessGain * (a * tintLuma + (1 - a) * wallLuma) + Self.brightnessLift
            func channel(_ t: Double, _ w: Double) -> Double {
                max(0, min(1, brightness + a * (t - tintLuma) + Self.wallpaperColour * (w - wallLuma)))
            }
            return RGBA(red: channel(tint.red, wallpaper.red), green: channel(tint.green, wallpaper.green),
                        blue: channel(tint.blue, wallpaper.blue), alpha: 1)
        }
    }

    /// The glass card at `origin` on the lock screen's wallpaper: one fill per wallpaper band, clipped to the card.
    static func glassOperations(_ glass: Glass, origin: Point, size: Size, screen: Size, dark: Bool) -> [DrawOperation] {
        let fills = wallpaperBands(in: Rect(origin: origin, size: size), screen: screen, dark: dark) {
            glass.color(over: $0, dark: dark)
        }
        return [.group(clip: glass.shape.offsetBy(dx: origin.x, dy: origin.y), opacity: 1, fills)]
    }
}
