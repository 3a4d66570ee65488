internal import CCairo
internal import CFreeType
internal import CHarfBuzz
internal import CPNG
internal import CJPEG

/// Versions of the C libraries lockshot renders with, for golden manifests.
public enum LibraryVersions {
    public static var cairo: String { String(cString: cairo_version_string()) }
    public static var harfBuzz: String { String(cString: hb_version_string()) }
    public static var png: String { PNG_LIBPNG_VER_STRING }
    /// The zlib that compresses PNGs: a different zlib may produce different (equally valid) PNG bytes.
    public static var zlib: String { String(cString: zlibVersion()) }
    public static var jpeg: Int { Int(JPEG_LIB_VERSION) }
}
