internal import CCairo
internal import CFreeType
internal import CHarfBuzz
internal import CPNG
internal import CJPEG
internal import CGraphicsLoader

/// Versions of the C libraries lockshot renders with, for golden manifests.
public enum LibraryVersions {
    public static var cairo: String { String(cString: cairo_version_string()) }
    public static var harfBuzz: String { String(cString: hb_version_string()) }
    public static var png: String { PNG_LIBPNG_VER_STRING }
    /// The zlib that compresses PNGs: a different zlib may produce different (equally valid) PNG bytes.
    public static var zlib: String { String(cString: zlibVersion()) }
    public static var jpeg: Int { Int(JPEG_LIB_VERSION) }
    /// The FreeType that loads every face, read at run time from a short-lived library instance.
    public static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}

/// Cairo, HarfBuzz, FreeType, libjpeg, libpng and zlib load on the first call into them (docs/ARCHITECTURE.md).
public enum GraphicsLibraries {
    /// Starts loading them on a background thread and returns at once: a command that is going to draw
    /// overlaps the loading (some 25 shared objects) with its argument parsing.
    public static func preloadInBackground() { lockshot_graphics_preload() }
}
