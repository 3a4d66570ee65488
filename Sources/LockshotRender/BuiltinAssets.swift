/// Images compiled into lockshot, drawn as readable pixel grids (use them with nearest-neighbour scaling).
///
/// Each grid row is one pixel row; each character is a palette entry (`.` is transparent).
/// Asset ids are `builtin:NAME`.
package enum BuiltinAssets {
    /// The id prefix of built-in assets.
    package static let prefix = "builtin:"

    /// Names of every built-in asset, sorted.
    package static var names: [String] { (Array(grids.keys) + Array(drawn.keys)).sorted() }

    /// True for a name lockshot has built in.
    package static func isBuiltin(_ name: String) -> Bool { grids[name] != nil || drawn[name] != nil }

    /// True for the pixel-grid built-ins, which always sample nearest-neighbour.
    package static func isPixelArt(_ name: String) -> Bool { grids[name] != nil }

    /// Pixels per point of a built-in: 1 for the pixel grids, 3 for the drawn ones.
    package static func scale(of name: String) -> Int { drawn[name] != nil ? drawnScale : 1 }

    /// The asset id for a built-in name: `builtin:NAME`.
    package static func id(for name: String) -> String { prefix + name }

    /// The built-in name inside an id, or nil when the id is not `builtin:…`.
    package static func name(fromID id: String) -> String? {
        id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : nil
    }

    /// The pixels of a built-in asset, or nil for an unknown name.
    /// - Complexity: O(pixels).
    package static func image(named name: String) -> PixelImage? {
        grids[name].map(rasterize) ?? drawn[name].map { $0() }
    }

    /// Flick's palette (`#0A0A1A` background, `#39FF88` accent, `#F4F4F8` primary) plus Pager2077's LCD.
    static let palette: [Character: (UInt8, UInt8, UInt8)] = [
        "K": (0x0A, 0x0A, 0x1A),  // Flick background
        "G": (0x39, 0xFF, 0x88),  // Flick accent (CRT green)
        "g": (0x1F, 0x8F, 0x4E),  // accent, dimmed
        "W": (0xF4, 0xF4, 0xF8),  // Flick primary
        "S": (0xA0, 0xA0, 0xB8),  // Flick secondary
        "L": (0xC7, 0xD3, 0xC0),  // Pager2077 LCD green
        "D": (0x1A, 0x1A, 0x1A),  // Pager2077 dark
    ]

    /// The grids by name. Every row of a grid has the same length.
    static let grids: [String: [String]] = [
        // Flick's app icon: a tiny instant camera with a green lens and flash, on the dark theme.
        // (The neutral "app-icon" any layout may fall back to is drawn: BuiltinAssets+Drawn.swift.)
        "flick-icon": [
            "KKKKKKKKKKKKKKKK",
            "KKKKKKKKKKKKKKKK",
            "KKKKKKKKKKKGGKKK",
            "KKWWWWWWWWWWWWKK",
            "KKWSSSSSSSSSSWKK",
            "KKWSWWWKKWWWSWKK",
            "KKWSWWKggKWWSWKK",
            "KKWSWKgGWgKWSWKK",
            "KKWSWKgGGgKWSWKK",
            "KKWSWWKggKWWSWKK",
            "KKWSWWWKKWWWSWKK",
            "KKWSSSSSSSSSSWKK",
            "KKWWWWWWWWWWWWKK",
            "KKKKWWWWWWWWKKKK",
            "KKKKKKKKKKKKKKKK",
            "KKKKKKKKKKKKKKKK",
        ],
        // Flick's snap activity: a mini instant photo (picture above the thick bottom border).
        "polaroid-mini": [
            "................",
            "..WWWWWWWWWWWW..",
            "..WKKKKKKKKKKW..",
            "..WKKKKKKKGGKW..",
            "..WKKKKKKGGGGW..",
            "..WKKKKKKKGGKW..",
            "..WKKgKKKKKKKW..",
            "..WKgggKKKKKKW..",
            "..WgggggKgKKKW..",
            "..WggggggggggW..",
            "..WWWWWWWWWWWW..",
            "..WWWWWWWWWWWW..",
            "..WWWWWWWWWWWW..",
            "..WWWWWWWWWWWW..",
            "................",
            "................",
        ],
        // Pager2077: a pager with an LCD showing a line of text and three buttons.
        "pager": [
            "................",
            "................",
            ".SSSSSSSSSSSSSS.",
            ".SDDDDDDDDDDDDS.",
            ".SDLLLLLLLLLLDS.",
            ".SDLDDLDDLLLLDS.",
            ".SDLLLLLLLLLLDS.",
            ".SDLDLDDLDLLLDS.",
            ".SDLLLLLLLLLLDS.",
            ".SDDDDDDDDDDDDS.",
            ".SDDGDDDGDDDGDS.",
            ".SDDDDDDDDDDDDS.",
            ".SSSSSSSSSSSSSS.",
            "................",
            "................",
            "................",
        ],
    ]

    private static func rasterize(_ grid: [String]) -> PixelImage {
        let width = grid.first?.count ?? 0
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * grid.count * 4)
        for row in grid {
            precondition(row.count == width, "built-in asset rows must all be \(width) pixels wide")
            for character in row {
                if let (r, g, b) = palette[character] {
                    pixels += [r, g, b, 255]
                } else {
                    pixels += [0, 0, 0, 0]
                }
            }
        }
        return PixelImage(width: width, height: grid.count, pixels: pixels)
    }
}
