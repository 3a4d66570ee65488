import LockshotRender

/// Compares a new PNG with its golden, cheapest step first, and says why they differ.
package struct GoldenVerifier: Sendable {
    /// Tolerance and masks of the pixel comparison.
    package var comparator: ImageComparator
    /// Decodes both images.
    package var codec: ImageCodec

    /// A verifier; exact comparison by default.
    package init(comparator: ImageComparator = ImageComparator(), codec: ImageCodec) {
        self.comparator = comparator
        self.codec = codec
    }

    /// What one verification found.
    package struct Verification: Sendable {
        /// nil when the images match within the tolerance.
        package var failure: GoldenFailure?
        /// Metrics of the pixel comparison, when it ran.
        package var metrics: DifferenceMetrics?
        /// The diff image (palette indices), when pixels were compared and a diff was asked for.
        package var diffImage: DiffImage?
        /// True when the pixels are exactly equal (whatever the tolerance).
        package var pixelsIdentical: Bool
        /// The diff image as RGBA pixels, when pixels were compared and a diff was asked for.
        package var diff: PixelImage? { diffImage?.image }

        package init(failure: GoldenFailure?, metrics: DifferenceMetrics?, diff: DiffImage?, pixelsIdentical: Bool) {
            self.failure = failure
            self.metrics = metrics
            self.diffImage = diff
            self.pixelsIdentical = pixelsIdentical
        }
    }

    /// Verifies `actual` PNG bytes against the golden's bytes.
    ///
    /// Equal bytes pass at once (a PNG lockshot wrote decodes to the same pixels twice).
    /// Otherwise: the golden must decode → sizes must match → pixels within the tolerance.
    /// - Parameters:
    ///   - expectedPath: names the golden in messages.
    ///   - drawingDiff: draw a diff image when the pixels differ (never for equal bytes).
    package func verify(expected: [UInt8], expectedPath: String, actual: [UInt8],
                       drawingDiff: Bool = true) -> Verification {
        if expected == actual { return Verification(failure: nil, metrics: nil, diff: nil, pixelsIdentical: true) }
        let reference: PixelImage
        do { reference = try codec.decode(expected) } catch {
            return Verification(failure: .referenceUnreadable(path: expectedPath, reason: "\(error)"),
                                metrics: nil, diff: nil, pixelsIdentical: false)
        }
        let image: PixelImage
        do { image = try codec.decode(actual) } catch {
            return Verification(failure: .actualUnreadable(reason: "\(error)"), metrics: nil, diff: nil,
                                pixelsIdentical: false)
        }
        return verify(expected: reference, actual: image, drawingDiff: drawingDiff)
    }

    /// Verifies decoded images: sizes, then pixels.
    package func verify(expected: PixelImage, actual: PixelImage, drawingDiff: Bool = true) -> Verification {
        guard expected.width == actual.width, expected.height == actual.height else {
            return Verification(failure: .sizeMismatch(expected: PixelSize(width: expected.width, height: expected.height),
                                                       actual: PixelSize(width: actual.width, height: actual.height)),
                                metrics: nil, diff: nil, pixelsIdentical: false)
        }
        let result = comparator.compare(expected: expected, actual: actual, drawingDiff: drawingDiff)
        let identical = ImageComparator.samePixels(expected, actual)
        let allowed = comparator.tolerance.allowedDifferingPixels(of: result.metrics.comparedPixels)
        return Verification(failure: result.passed ? nil : .pixelsDiffer(result.metrics, allowedPixels: allowed),
                            metrics: result.metrics, diff: result.diffImage, pixelsIdentical: identical)
    }
}
