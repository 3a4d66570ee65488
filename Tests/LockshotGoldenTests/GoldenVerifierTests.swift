import LockshotGolden
import LockshotRender
import Testing

@Suite("verification steps")
struct GoldenVerifierTests {
    let verifier = GoldenVerifier(codec: RawCodec.codec)

    @Test("equal bytes pass without decoding")
    func equalBytes() {
        let bytes = [UInt8](repeating: 7, count: 3)  // not even an image: never decoded
        let v = verifier.verify(expected: bytes, expectedPath: "g.png", actual: bytes)
        #expect(v.failure == nil)
        #expect(v.pixelsIdentical)
    }

    @Test("a corrupt or truncated golden is a failure naming the file, not a crash",
          arguments: [[UInt8](), Array("RAW1".utf8) + [1, 0], Array("garbage!".utf8)])
    func corruptGolden(bytes: [UInt8]) {
        let actual = RawCodec.encode(Canvas(width: 2, height: 2).image)
        let v = verifier.verify(expected: bytes, expectedPath: "golden/x/y/lockScreen.iphone-15-pro@3x.png", actual: actual)
        guard case .referenceUnreadable(let path, _) = v.failure else {
            Issue.record("expected referenceUnreadable, got \(String(describing: v.failure))")
            return
        }
        #expect(path == "golden/x/y/lockScreen.iphone-15-pro@3x.png")
        #expect(v.failure?.message.contains("golden/x/y/lockScreen.iphone-15-pro@3x.png cannot be read") == true)
    }

    @Test("a size change is its own failure with both sizes")
    func sizeMismatch() {
        let expected = RawCodec.encode(Canvas(width: 1113, height: 264).image)
        let actual = RawCodec.encode(Canvas(width: 1113, height: 267).image)
        let v = verifier.verify(expected: expected, expectedPath: "g.png", actual: actual)
        #expect(v.failure == .sizeMismatch(expected: PixelSize(width: 1113, height: 264),
                                           actual: PixelSize(width: 1113, height: 267)))
        #expect(v.failure?.message == "size differs: golden is 1113×264 px, new image is 1113×267 px (3 px taller)")
        #expect(v.failure?.kind == "size-mismatch")
    }

    @Test("same pixels in different bytes pass and count as identical")
    func samePixelsDifferentBytes() {
        let image = Canvas(width: 3, height: 3).image
        let v = verifier.verify(expected: RawCodec.encode(image) + [0], expectedPath: "g.png", actual: RawCodec.encode(image))
        #expect(v.failure == nil)
        #expect(v.pixelsIdentical)
    }

    @Test("differing pixels fail with the numbers and a diff image")
    func pixelsDiffer() {
        let expected = Canvas(width: 4, height: 4)
        var actual = expected
        actual.set(3, 3, (0, 0, 0, 255))
        let v = verifier.verify(expected: RawCodec.encode(expected.image), expectedPath: "g.png",
                                actual: RawCodec.encode(actual.image))
        #expect(v.failure?.kind == "pixels-differ")
        #expect(v.failure?.message.hasPrefix("pixels differ: 1 pixel differs (6.25 % of 16)") == true)
        #expect(v.diff?.pixel(3, 3) == [255, 0, 0, 255])
    }
}
