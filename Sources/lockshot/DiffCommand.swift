import ArgumentParser
import FoundationEssentials
import LockshotGolden
import LockshotRender

/// `lockshot diff A.png B.png`: compare any two PNGs the way golden tests do.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", _superCommandName: Lockshot.name,
        abstract: "Compare two PNG images pixel by pixel (pixelmatch) and draw a diff image.",
        discussion: """
        Exact by default. --threshold is pixelmatch's YIQ color distance (0…1; 0.1 is
        pixelmatch's usual value); with a threshold, pixels that look like antialiasing
        are not counted. --max-diff-pixels / --max-diff-pixel-ratio allow that many
        differing pixels. The diff image shows the first image faded, differences red,
        antialiasing yellow.

        Examples:
          lockshot diff golden/pager2077/dark/lockScreen.iphone-15-pro@3x.png new.png
          lockshot diff a.png b.png -o diff.png --threshold 0.1 --max-diff-pixels 20

        Exit status: 0 the images match within the tolerance, 1 they differ,
        2 an image cannot be read or an option is wrong.
        """
    )

    @Argument(help: "The expected image (PNG).")
    var expected: String
    @Argument(help: "The actual image (PNG).")
    var actual: String
    @Option(name: [.short, .customLong("output")], help: "Write the diff image here (PNG).")
    var output: String?
    @Option(help: "pixelmatch color threshold, 0…1 (default 0: exact).")
    var threshold: Double = 0
    @Option(help: "Differing pixels allowed.")
    var maxDiffPixels: Int?
    @Option(help: "Share of pixels allowed to differ, 0…1.")
    var maxDiffPixelRatio: Double?
    @Flag(help: "Print only the number of differing pixels (no diff image); the exit status is unchanged.")
    var countOnly = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1 (got \(threshold)).")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels must be 0 or more (got \(maxDiffPixels)).")
        }
        if let maxDiffPixelRatio, !(maxDiffPixelRatio.isFinite && (0...1).contains(maxDiffPixelRatio)) {
            throw ValidationError("--max-diff-pixel-ratio must be between 0 and 1 (got \(maxDiffPixelRatio)).")
        }
        if let output {
            for input in [expected, actual] where sameFile(input, output) {
                throw ValidationError("-o \(output) is one of the images being compared; name another file for the diff.")
            }
        }
    }

    func run() throws {
        let codec = ImageCodec.png
        let first = try load(expected, codec: codec)
        let second = try load(actual, codec: codec)
        let tolerance = Tolerance(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
        let verification = GoldenVerifier(comparator: ImageComparator(tolerance: tolerance), codec: codec)
            .verify(expected: first, actual: second, drawingDiff: output != nil && !countOnly)
        if countOnly {
            guard let metrics = verification.metrics else {
                FileHandleOutput.standardError.write("\(expected) and \(actual): \(verification.failure?.message ?? "not compared")\n")
                throw ExitStatus.failed  // the sizes differ
            }
            FileHandleOutput.standardOutput.write("\(metrics.differingPixels)\n")
            if verification.failure != nil { throw ExitStatus.failed }
            return
        }
        if let output {
            if let diff = verification.diffImage {
                do { try LockshotGolden.AtomicFile.write(try diff.pngBytes(), to: output) } catch {
                    throw ExitStatus.badInput("\(error)")
                }
            } else {
                FileHandleOutput.standardError.write("note: no diff image written: the sizes differ\n")
            }
        }
        guard let failure = verification.failure else {
            let same = verification.pixelsIdentical ? "identical pixels" : "within the tolerance: " + (verification.metrics?.summary ?? "")
            FileHandleOutput.standardOutput.write("\(expected) and \(actual) match (\(same))\n")
            return
        }
        var message = failure.message
        if case .sizeMismatch(let a, let b) = failure {
            message = "sizes differ: \(expected) is \(a) px, \(actual) is \(b) px"
        }
        FileHandleOutput.standardOutput.write("\(expected) and \(actual) differ: \(message)\n")
        throw ExitStatus.failed
    }

    /// Reads and decodes a PNG, or prints why not and exits 2.
    private func load(_ path: String, codec: ImageCodec) throws -> PixelImage {
        guard let bytes = LockshotGolden.AtomicFile.read(path) else {
            throw ExitStatus.badInput("cannot read \(path): no such file or not readable")
        }
        do { return try codec.decode(bytes) } catch {
            throw ExitStatus.badInput("\(path): \(error)")
        }
    }
}
