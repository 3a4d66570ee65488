/// Makes Cairo's SVG output independent of process-wide counters.
enum VectorIDs {
    /// Returns `svg` with ids numbered in document order (filled in below).
    static func renumber(_ svg: [UInt8]) -> [UInt8] { svg }
}
