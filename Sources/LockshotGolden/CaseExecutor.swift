import Dispatch
import LockshotRender

/// Runs one case: render → (render again) → compare or record → artifacts. Thread-safe
/// (a value); the renderer it is handed belongs to the calling thread.
struct CaseExecutor: Sendable {
    let configuration: GoldenConfiguration
    let options: GoldenRunOptions
    let codec: ImageCodec

    func goldenPath(_ c: GoldenCase) -> String { options.goldenDirectory + "/" + c.goldenRelativePath }

    /// Artifact path relative to the report directory: `cases/<id>/<name>.png`.
    func artifact(_ c: GoldenCase, _ name: String) -> String { "cases/\(c.id)/\(name).png" }

    func run(_ c: GoldenCase, renderer: any CaseRenderer) -> CaseRecord {
        let start = DispatchTime.now().uptimeNanoseconds
        var record = execute(c, renderer: renderer)
        record.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return record
    }

    private func execute(_ c: GoldenCase, renderer: any CaseRenderer) -> CaseRecord {
        let golden = goldenPath(c)
        let verifier = GoldenVerifier(comparator: ImageComparator(tolerance: configuration.tolerance,
                                                                  masks: configuration.pixelMasks(for: c)),
                                      codec: codec)
        let recorder = GoldenRecorder(mode: options.record, verifier: verifier)
        let actual: [UInt8]
        let outcome: GoldenRecorder.Outcome
        if !options.checkDeterminism, let pixelRenderer = renderer as? any PixelCaseRenderer {
            // Pixels first (CaseRenderer+Pixels.swift): encode only what is written or kept.
            let image: PixelImage
            do { image = try pixelRenderer.renderPixels(c) } catch {
                return CaseRecord(case: c, golden: golden, status: .error, message: "\(c.id): cannot render: \(error)")
            }
            let result = recorder.record(image: image, goldenPath: golden, encode: codec.encode)
            (actual, outcome) = (result.bytes ?? [], result.outcome)
        } else {
            do { actual = try renderer.render(c) } catch {
                return CaseRecord(case: c, golden: golden, status: .error, message: "\(c.id): cannot render: \(error)")
            }
            if options.checkDeterminism, let flaky = flakiness(c, first: actual, renderer: renderer) { return flaky }
            outcome = recorder.record(actual, goldenPath: golden)
        }
        switch outcome {
        case .passed(let verification):
            var record = CaseRecord(case: c, golden: golden, status: .passed)
            record.metrics = verification.metrics
            return record
        case .recorded(let isNew, let reason, let verification):
            var record = CaseRecord(case: c, golden: golden, status: .recorded, message: isNew
                                    ? "\(c.id): recorded new golden \(golden)"
                                    : "\(c.id): re-recorded \(golden) (\(reason ?? "changed"))")
            record.metrics = verification?.metrics
            return record
        case .failed(let failure, let verification, let expected):
            var record = CaseRecord(case: c, golden: golden, status: .failed, message: "\(c.id): \(failure.message)")
            record.failureKind = failure.kind
            record.metrics = verification.metrics
            record.expected = save(expected, c, "expected")
            record.actual = save(actual, c, "actual")
            if let diff = verification.diff { record.diff = save(image: diff, c, "diff") }
            return record
        case .missing:
            var record = CaseRecord(case: c, golden: golden, status: .missing, message:
                "\(c.id): no golden at \(golden) (record mode 'never'); record it with "
                + "'lockshot test --record missing --filter \"\(c.id)\"'")
            record.actual = save(actual, c, "actual")
            return record
        case .writeFailed(let error):
            return CaseRecord(case: c, golden: golden, status: .error, message: "\(c.id): \(error)")
        }
    }

    /// `--check-determinism`: a second render must give the same bytes.
    private func flakiness(_ c: GoldenCase, first: [UInt8], renderer: any CaseRenderer) -> CaseRecord? {
        let second: [UInt8]
        do { second = try renderer.render(c) } catch {
            return CaseRecord(case: c, golden: goldenPath(c), status: .flaky,
                              message: "\(c.id): rendered once, then failed: \(error)")
        }
        guard second != first else { return nil }
        var record = CaseRecord(case: c, golden: goldenPath(c), status: .flaky, message: "")
        let check = GoldenVerifier(codec: codec).verify(expected: first, expectedPath: "first render", actual: second)
        record.message = "\(c.id): renders differently twice (not compared with its golden): "
            + (check.failure?.message ?? "same pixels, different PNG bytes")
        record.metrics = check.metrics
        record.expected = save(first, c, "actual")
        record.actual = save(second, c, "actual-second")
        if let diff = check.diff { record.diff = save(image: diff, c, "diff") }
        return record
    }

    /// Writes an artifact into the report directory; returns its relative path (nil if it failed).
    private func save(_ bytes: [UInt8], _ c: GoldenCase, _ name: String) -> String? {
        let relative = artifact(c, name)
        do { try AtomicFile.write(bytes, to: options.reportDirectory + "/" + relative) } catch { return nil }
        return relative
    }

    private func save(image: PixelImage, _ c: GoldenCase, _ name: String) -> String? {
        guard let bytes = try? codec.encodeDiff(image) else { return nil }
        return save(bytes, c, name)
    }
}
