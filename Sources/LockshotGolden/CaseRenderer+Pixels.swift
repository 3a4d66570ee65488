import LockshotRender

/// A renderer that can hand over pixels before any PNG is encoded. The suite then decodes the
/// golden and compares pixels (a memcmp when they are equal) and encodes only what it writes: a
/// recorded golden or a failure's artifact. Encoding is most of a render's cost, so a passing case
/// costs a render and a decode instead of a render and an encode.
package protocol PixelCaseRenderer: CaseRenderer {
    /// The case's pixels, exactly those `render(_:)` would encode.
    func renderPixels(_ c: GoldenCase) throws -> PixelImage
}
