import LockshotRender

extension GoldenRecorder {
    /// `record(_:goldenPath:drawingDiff:)` for pixels not yet encoded: the same decisions, with the
    /// golden decoded and compared by pixels, and `actual` encoded (with `encode`) only when
    /// something is written or kept as an artifact.
    ///
    /// Equal pixels pass as equal bytes do (no metrics, golden untouched in every mode), so a
    /// golden whose bytes another encoder wrote is never rewritten for its bytes alone.
    package func record(image actual: PixelImage, goldenPath: String, drawingDiff: Bool = true,
                       encode: (PixelImage) throws -> [UInt8]) -> PixelOutcome {
        guard let expected = AtomicFile.read(goldenPath) else {
            guard mode.writesMissing else { return PixelOutcome(.missing, encode: encode, actual) }
            return PixelOutcome(encoding: actual, to: goldenPath, encode) { bytes in
                write(bytes, goldenPath) ?? .recorded(isNew: true, reason: nil, verification: nil)
            }
        }
        let reference: PixelImage
        do { reference = try verifier.codec.decode(expected) } catch {
            // An unreadable golden: the byte path says why and decides.
            return PixelOutcome(encoding: actual, to: goldenPath, encode) { bytes in
                record(bytes, goldenPath: goldenPath, drawingDiff: drawingDiff)
            }
        }
        if reference.width == actual.width, reference.height == actual.height,
           ImageComparator.samePixels(reference, actual) {
            return PixelOutcome(.passed(GoldenVerifier.Verification(failure: nil, metrics: nil, diff: nil,
                                                                    pixelsIdentical: true)), bytes: nil)
        }
        let rewriting = mode == .failed || mode == .all
        let verification = verifier.verify(expected: reference, actual: actual, drawingDiff: drawingDiff && !rewriting)
        if let failure = verification.failure {
            guard rewriting else { return PixelOutcome(.failed(failure, verification, expected: expected), encode: encode, actual) }
            return PixelOutcome(encoding: actual, to: goldenPath, encode) { bytes in
                write(bytes, goldenPath) ?? .recorded(isNew: false, reason: failure.message, verification: verification)
            }
        }
        if mode == .all && !verification.pixelsIdentical {
            let reason = "pixels changed within the tolerance: " + (verification.metrics?.summary ?? "")
            return PixelOutcome(encoding: actual, to: goldenPath, encode) { bytes in
                write(bytes, goldenPath) ?? .recorded(isNew: false, reason: reason, verification: verification)
            }
        }
        return PixelOutcome(.passed(verification), bytes: nil)
    }

    /// An outcome and, when it was needed, the encoded actual image (for artifacts).
    package struct PixelOutcome {
        /// What happened to the golden.
        package var outcome: Outcome
        /// The actual image's PNG bytes, when they were encoded (written goldens, failures, missing goldens).
        package var bytes: [UInt8]?
        init(_ outcome: Outcome, bytes: [UInt8]?) {
            self.outcome = outcome
            self.bytes = bytes
        }

        init(_ outcome: Outcome, encode: (PixelImage) throws -> [UInt8], _ image: PixelImage) {
            self.init(outcome, bytes: try? encode(image))
        }

        init(encoding image: PixelImage, to path: String, _ encode: (PixelImage) throws -> [UInt8],
             then: ([UInt8]) -> Outcome) {
            do {
                let bytes = try encode(image)
                self.init(then(bytes), bytes: bytes)
            } catch {  // reported as the golden's write failure
                self.init(.writeFailed(FileWriteError(path: path, reason: "cannot encode the image: \(error)")), bytes: nil)
            }
        }
    }
}
