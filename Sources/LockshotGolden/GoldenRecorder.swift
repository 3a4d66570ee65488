/// The record-mode decision for one golden: compare, and write the golden when the mode says
/// so. Shared by `lockshot test` and the Swift test library so both behave the same.
package struct GoldenRecorder: Sendable {
    /// When goldens are written.
    package var mode: RecordMode
    /// How images are compared.
    package var verifier: GoldenVerifier

    /// A recorder for `mode` comparing with `verifier`.
    package init(mode: RecordMode, verifier: GoldenVerifier) {
        self.mode = mode
        self.verifier = verifier
    }

    /// What happened to one golden.
    package enum Outcome: Sendable {
        /// The new image matches (the golden was left alone).
        case passed(GoldenVerifier.Verification)
        /// The golden was written: `isNew` when there was none; otherwise re-recorded because
        /// the comparison failed (`failed`/`all`) or pixels changed within the tolerance (`all`).
        case recorded(isNew: Bool, reason: String?, verification: GoldenVerifier.Verification?)
        /// The new image differs and the mode does not rewrite; `expected` holds the golden's bytes.
        case failed(GoldenFailure, GoldenVerifier.Verification, expected: [UInt8])
        /// No golden, and the mode is `never`.
        case missing
        /// The golden should have been written but could not be.
        case writeFailed(FileWriteError)
    }

    /// Compares `actual` with the golden at `goldenPath`; writes it (atomically) when the
    /// golden is missing and the mode writes missing ones, when the comparison fails under
    /// `failed` or `all`, or when pixels changed at all under `all`. Never rewrites a golden
    /// with the same pixels.
    package func record(_ actual: [UInt8], goldenPath: String, drawingDiff: Bool = true) -> Outcome {
        guard let expected = AtomicFile.read(goldenPath) else {
            guard mode.writesMissing else { return .missing }
            return write(actual, goldenPath) ?? .recorded(isNew: true, reason: nil, verification: nil)
        }
        let rewriting = mode == .failed || mode == .all
        let verification = verifier.verify(expected: expected, expectedPath: goldenPath, actual: actual,
                                           drawingDiff: drawingDiff && !rewriting)
        if let failure = verification.failure {
            guard rewriting else { return .failed(failure, verification, expected: expected) }
            return write(actual, goldenPath) ?? .recorded(isNew: false, reason: failure.message, verification: verification)
        }
        if mode == .all && !verification.pixelsIdentical {
            let reason = "pixels changed within the tolerance: " + (verification.metrics?.summary ?? "")
            return write(actual, goldenPath) ?? .recorded(isNew: false, reason: reason, verification: verification)
        }
        return .passed(verification)
    }

    /// Writes a golden atomically; the outcome when that fails, else nil.
    func write(_ bytes: [UInt8], _ path: String) -> Outcome? {
        do { try AtomicFile.write(bytes, to: path) } catch let error as FileWriteError {
            return .writeFailed(error)
        } catch {
            return .writeFailed(FileWriteError(path: path, reason: "\(error)"))
        }
        return nil
    }
}
