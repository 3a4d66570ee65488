internal import CCairo
internal import CFreeType
internal import CHarfBuzz
internal import CPNG
internal import CJPEG

/// Versions of the C libraries lockshot renders with, for golden manifests.
package enum LibraryVersions {
    package static var cairo: String { String(cString: cairo_version_string()) }
    package static var harfBuzz: String { String(cString: hb_version_string()) }
    package static var png: String { PNG_LIBPNG_VER_STRING }
    /// The zlib that compresses PNGs: a different zlib may produce different (equally valid) PNG bytes.
    package static var zlib: String { String(cString: zlibVersion()) }
    package static var jpeg: Int { Int(JPEG_LIB_VERSION) }
    /// The FreeType that loads every face, read at run time from a short-lived library instance.
    package static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
