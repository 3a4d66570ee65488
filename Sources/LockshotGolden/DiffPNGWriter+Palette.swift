import LockshotRender

extension DiffPNGWriter {
    /// PNG bytes of a diff drawn as palette indices: its scanlines compressed as they are, behind
    /// `DiffImage.palette` (56 opaque colors, some possibly unused). The same pixels as `encode`
    /// of `diff.image`, without the RGBA buffer and the pass that indexes it.
    /// - Complexity: O(width × height).
    ///
    /// libdeflate level 3, not the previews' level 1: on one byte per pixel with long runs, level 1's
    /// matcher is the slower one. Measured on four diffs of the Flick and workout layouts (280 and
    /// 500 kB of scanlines): level 3 took 0.46–0.80 ms where level 1 took 0.67–1.21 ms, and wrote
    /// 1–8 % fewer bytes (docs/benchmarks.md).
    public static func encode(_ diff: DiffImage) throws -> [UInt8] {
        let palette = DiffImage.palette.flatMap { [$0.0, $0.1, $0.2] }
        return try PNGCodec.assemble(width: diff.width, height: diff.height, bitDepth: 8, colorType: 3,
                                     chunks: [PNGCodec.Chunk("PLTE", palette)], scanlines: diff.scanlines,
                                     level: paletteLevel)
    }

    /// The libdeflate level of palette diff images.
    static let paletteLevel: Int32 = 3
}
