internal import CCairo
internal import CFreeType
internal import CHarfBuzz

/// Owns one `FT_Face`, the `FT_Library` it came from and the bytes it reads (shared with HarfBuzz's blob),
/// and hands them to Cairo.
///
/// Cairo keeps font faces in a process-wide cache and may destroy them late, on any thread.
/// So the face is handed over with `cairo_font_face_set_user_data`: the Cairo font face holds a
/// retain on this object and releases it from its destroy callback, which frees the face.
/// Each face has its own `FT_Library` so that this late `FT_Done_Face`, wherever it runs, touches
/// no state another render is using (an `FT_Library` is not thread-safe).
final class FreeTypeFace {
    /// `FT_LOAD_NO_HINTING`: outlines at their designed, fractional positions (SPEC §5).
    static let noHinting = Int32(truncatingIfNeeded: FT_LOAD_NO_HINTING)
    /// `FT_LOAD_COLOR`: color bitmap (CBDT) glyphs for the emoji font.
    static let color = Int32(truncatingIfNeeded: FT_LOAD_COLOR)

    private let library: FT_Library
    let face: FT_Face
    /// The `hb_blob_t*` holding the font bytes (one reference): FreeType reads them for the face's whole life.
    private let blob: OpaquePointer
    /// The address Cairo uses to find this object's user data on the font face.
    private let userDataKey: UnsafeMutablePointer<cairo_user_data_key_t>

    /// Opens the font in `font`'s bytes, sharing them with HarfBuzz (one mapping of the file, no copy).
    init(sharingBytesOf font: HarfBuzzFont, name: String) throws(TextError) {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else {
            throw .library(name: "FreeType", call: "FT_Init_FreeType", status: Int(status))
        }
        let blob = font.retainedBlob()
        var length: UInt32 = 0
        var face: FT_Face?
        var openStatus: FT_Error = -1
        if let data = hb_blob_get_data(blob, &length), length > 0 {
            openStatus = data.withMemoryRebound(to: FT_Byte.self, capacity: Int(length)) { bytes in
                FT_New_Memory_Face(library, bytes, FT_Long(length), 0, &face)
            }
        }
        guard openStatus == 0, let face else {
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw .invalidFont(name: name, reason: "FreeType error \(openStatus)")
        }
        self.library = library
        self.face = face
        self.blob = blob
        self.userDataKey = .allocate(capacity: 1)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_blob_destroy(blob)
        userDataKey.deallocate()
    }

    /// Creates a Cairo font face over this FreeType face; the Cairo face keeps `self` alive.
    ///
    /// - Parameter loadFlags: FreeType load flags (`noHinting`, plus `color` for emoji).
    /// - Returns: a `cairo_font_face_t*` the caller owns (one reference).
    func makeCairoFontFace(loadFlags: Int32) throws(TextError) -> OpaquePointer {
        guard let fontFace = cairo_ft_font_face_create_for_ft_face(face, loadFlags) else {
            throw .library(name: "Cairo", call: "cairo_ft_font_face_create_for_ft_face", status: -1)
        }
        do {
            try TextError.checkCairo(cairo_font_face_status(fontFace), "cairo_ft_font_face_create_for_ft_face")
        } catch {
            cairo_font_face_destroy(fontFace)
            throw error
        }
        let retained = Unmanaged.passRetained(self).toOpaque()
        let status = cairo_font_face_set_user_data(fontFace, userDataKey, retained) { context in
            // Cairo is done with the face (possibly late, from its cache): drop the retain taken above.
            guard let context else { return }
            Unmanaged<FreeTypeFace>.fromOpaque(context).release()
        }
        if status != CAIRO_STATUS_SUCCESS {
            Unmanaged<FreeTypeFace>.fromOpaque(retained).release()
            cairo_font_face_destroy(fontFace)
            try TextError.checkCairo(status, "cairo_font_face_set_user_data")
        }
        return fontFace
    }
}
