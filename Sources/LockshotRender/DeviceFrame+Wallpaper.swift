import LockshotLanguage
import LockshotLayout

extension DeviceFrame {
    /// The generated wallpaper's bands, in points.
    static let wallpaperBand = 4.0

    /// The generated wallpaper: a vertical gradient in 4 pt bands, identical on every run. Covers `screen.width × height` from the top of the screen.
    static func wallpaper(screen: Size, height: Double, dark: Bool) -> [DrawOperation] {
        wallpaperBands(in: Rect(x: 0, y: 0, width: screen.width, height: height), screen: screen, dark: dark) { $0 }
    }

    /// One fill per wallpaper band `frame` crosses, cut to `frame`, in the band's colour as `color` turns it (the glass
    /// over the wallpaper takes it from the band behind it).
    static func wallpaperBands(in frame: Rect, screen: Size, dark: Bool, color: (RGBA) -> RGBA) -> [DrawOperation] {
        var ops: [DrawOperation] = []
        var y = (frame.minY / wallpaperBand).rounded(.down) * wallpaperBand
        while y < frame.maxY {
            let top = max(y, frame.minY), bottom = min(y + wallpaperBand, frame.maxY)
            ops.append(.fill(.rect(Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top)),
                             color(wallpaperColor(at: y, screen: screen, dark: dark))))
            y += wallpaperBand
        }
        return ops
    }

    /// The colour of the wallpaper band starting at `y`: interpolated across the whole screen, so the island strip
    /// shows the top of the same wallpaper.
    static func wallpaperColor(at y: Double, screen: Size, dark: Bool) -> RGBA {
        let top = dark ? RGBA(hex: 0x1E1B4B) : RGBA(hex: 0xBFD3F2)
        let bottom = dark ? RGBA(hex: 0x0A0A1A) : RGBA(hex: 0xF3E9DC)
        return mix(top, bottom, min(1, (y + wallpaperBand / 2) / screen.height))
    }

    private static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
             blue: a.blue + (b.blue - a.blue) * t, alpha: 1)
    }
}
