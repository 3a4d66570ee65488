/// Renders a case to PNG bytes: the seam between golden testing and the pipeline.
///
/// The `lockshot` command adapts `LockshotKit.Pipeline` to it; tests use fakes. A renderer
/// need not be thread-safe: the runner makes one per worker thread and uses it only there.
package protocol CaseRenderer {
    /// The case as PNG bytes.
    /// - Throws: any error; the case is then reported with status `error` and the error's text.
    func render(_ c: GoldenCase) throws -> [UInt8]
}

/// A `CaseRenderer` made of a closure (handy in tests and small tools).
package struct ClosureRenderer: CaseRenderer {
    let body: (GoldenCase) throws -> [UInt8]
    /// A renderer that calls `body`.
    package init(_ body: @escaping (GoldenCase) throws -> [UInt8]) { self.body = body }
    /// Calls the closure.
    package func render(_ c: GoldenCase) throws -> [UInt8] { try body(c) }
}
