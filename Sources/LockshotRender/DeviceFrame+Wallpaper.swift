import LockshotLanguage
import LockshotLayout

extension DeviceFrame {
    /// The generated wallpaper: a vertical gradient in 4 pt bands, identical on every run. Covers `screen.width × height` from the top of the screen.
    static func wallpaper(screen: Size, height: Double, dark: Bool) -> [DrawOperation] {
        let top = dark ? RGBA(hex: 0x1E1B4B) : RGBA(hex: 0xBFD3F2)
        let bottom = dark ? RGBA(hex: 0x0A0A1A) : RGBA(hex: 0xF3E9DC)
        let band = 4.0
        var ops: [DrawOperation] = []
        var y = 0.0
        while y < height {
            // Interpolate across the whole screen so the island strip shows the top of the same wallpaper.
            let t = min(1, (y + band / 2) / screen.height)
            ops.append(.fill(.rect(Rect(x: 0, y: y, width: screen.width, height: min(band, height - y))),
                             mix(top, bottom, t)))
            y += band
        }
        return ops
    }

    private static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
             blue: a.blue + (b.blue - a.blue) * t, alpha: 1)
    }
}
