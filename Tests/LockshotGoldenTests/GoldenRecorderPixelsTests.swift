import Foundation
import Testing
@testable import LockshotGolden
import LockshotRender

/// `GoldenRecorder.record(image:…)`, the suite's pixel path, decides as the byte path does and never
/// rewrites a golden whose pixels are equal, whatever encoder wrote its bytes.
@Suite struct GoldenRecorderPixelsTests {
    static func image(_ value: UInt8) -> PixelImage {
        PixelImage(width: 6, height: 3, pixels: (0..<72).map { $0 % 4 == 3 ? 255 : value &+ UInt8($0) })
    }

    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-pixels-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: [RecordMode.never, .missing, .failed, .all])
    func equalPixelsPassWithoutEncodingOrRewriting(_ mode: RecordMode) throws {
        let golden = try Self.directory() + "/g.png"
        let bytes = try PNGCodec.encode(Self.image(10), compression: .fast)  // not the bytes `encode` would write
        try AtomicFile.write(bytes, to: golden)
        var encoded = 0
        let result = GoldenRecorder(mode: mode, verifier: GoldenVerifier(codec: .png))
            .record(image: Self.image(10), goldenPath: golden) { encoded += 1; return try PNGCodec.encode($0) }
        guard case .passed(let verification) = result.outcome else { Issue.record("\(result.outcome)"); return }
        #expect(verification.pixelsIdentical)
        #expect(encoded == 0)
        #expect(result.bytes == nil)
        #expect(AtomicFile.read(golden) == bytes)
    }

    @Test func differentPixelsFailOrRecordAsTheModeSays() throws {
        let golden = try Self.directory() + "/g.png"
        try AtomicFile.write(try PNGCodec.encode(Self.image(10)), to: golden)
        let never = GoldenRecorder(mode: .never, verifier: GoldenVerifier(codec: .png))
            .record(image: Self.image(11), goldenPath: golden) { try PNGCodec.encode($0) }
        guard case .failed(_, let verification, _) = never.outcome else { Issue.record("\(never.outcome)"); return }
        #expect(verification.diff != nil)
        #expect(never.bytes == (try PNGCodec.encode(Self.image(11))))  // kept as the failure's artifact
        let all = GoldenRecorder(mode: .all, verifier: GoldenVerifier(codec: .png))
            .record(image: Self.image(11), goldenPath: golden) { try PNGCodec.encode($0) }
        guard case .recorded(false, _, _) = all.outcome else { Issue.record("\(all.outcome)"); return }
        #expect(try PNGCodec.decode(AtomicFile.read(golden) ?? []) == Self.image(11))
    }

    @Test func missingGoldenIsWrittenOrReported() throws {
        let golden = try Self.directory() + "/sub/g.png"
        let missing = GoldenRecorder(mode: .never, verifier: GoldenVerifier(codec: .png))
            .record(image: Self.image(3), goldenPath: golden) { try PNGCodec.encode($0) }
        guard case .missing = missing.outcome else { Issue.record("\(missing.outcome)"); return }
        let recorded = GoldenRecorder(mode: .missing, verifier: GoldenVerifier(codec: .png))
            .record(image: Self.image(3), goldenPath: golden) { try PNGCodec.encode($0) }
        guard case .recorded(true, _, _) = recorded.outcome else { Issue.record("\(recorded.outcome)"); return }
        #expect(AtomicFile.read(golden) == (try PNGCodec.encode(Self.image(3))))
    }
}
