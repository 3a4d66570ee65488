import LockshotRender

extension DiffPNGWriter {
    /// PNG bytes of a diff drawn as palette indices: its scanlines compressed as they are, behind
    /// `DiffImage.palette` (56 opaque colors, some possibly unused). The same pixels as `encode`
    /// of `diff.image`, without the RGBA buffer and the pass that indexes it.
    /// - Complexity: O(width × height).
    package static func encode(_ diff: DiffImage) throws -> [UInt8] {
        let palette = DiffImage.palette.flatMap { [$0.0, $0.1, $0.2] }
        return try PNGCodec.assemble(width: diff.width, height: diff.height, bitDepth: 8, colorType: 3,
                                     chunks: [PNGCodec.Chunk("PLTE", palette)], scanlines: diff.scanlines,
                                     level: paletteLevel)
    }
}
