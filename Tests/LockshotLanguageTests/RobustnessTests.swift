import Foundation
import LockshotTestSupport
import Testing
@testable import LockshotLanguage

/// Seeded mutation testing: no input, however malformed, traps the parser, checker or printer.
/// (The libFuzzer harness in SPEC §11 can reuse `mutate`; these seeds keep the run deterministic.)
@Suite("Robustness")
struct RobustnessTests {
    static let fragments = ["{", "}", "(", ")", "\"", "\\(", "/*", "*/", "//", ".", ",", ":", "??", "...", "#", "#FF",
                            "if", "else", "Text(", "VStack {", ".padding(", "preview", "from", "9999999999999999999999",
                            "\n", "é", "👨‍👩‍👧", "\u{0}", "[", "!", "-", "=", "expanded {", "leading {"]

    static func mutate(_ bytes: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        var out = bytes
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            guard !out.isEmpty else { out = Array(fragments.randomElement(using: &rng)!.utf8); continue } // fragments is non-empty
            let at = Int.random(in: 0..<out.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...20, using: &rng)))
            case 1: out.insert(contentsOf: Array(fragments.randomElement(using: &rng)!.utf8), at: at) // non-empty
            case 2: out[at] = UInt8.random(in: 0...255, using: &rng)
            default:
                let end = min(out.count, at + Int.random(in: 1...40, using: &rng))
                out.insert(contentsOf: out[at..<end], at: Int.random(in: 0...out.count, using: &rng))
            }
        }
        return out
    }

    @Test("mutated fixtures never trap", arguments: Fixtures.names(in: "valid", ext: "lockshot"))
    func mutations(name: String) throws {
        let original = try #require(FileManager.default.contents(atPath: Fixtures.path("valid/" + name)))
        var rng = SplitMix64(seed: UInt64(name.utf8.count) &* 7919)
        for _ in 0..<300 {
            let bytes = Self.mutate([UInt8](original), using: &rng)
            let loaded = LayoutLoader.load(path: "m.lockshot", bytes: bytes)
            guard let document = loaded.document, let file = loaded.file else { continue }
            let checked = Checker.check(document, file: file, layoutDirectory: Fixtures.path("valid"))
            _ = DiagnosticRenderer(files: [file], width: 80).render(loaded.diagnostics + checked)
            // Whatever parsed prints, and the print parses back to the same tree.
            let printed = Printer.print(document)
            let (reparsed, _) = Parser.parse(SourceFile(path: "p", text: printed))
            if reparsed != document {
                Issue.record("print does not round-trip:\n\(String(decoding: bytes, as: UTF8.self))\n--- printed:\n\(printed)")
                return
            }
        }
    }

    /// Inputs libFuzzer found interesting (Fixtures/fuzz-corpus, from `LanguageFuzzing.exercise`
    /// under `-sanitize=fuzzer`); crash reproducers go in the same folder.
    @Test("the fuzz corpus runs through the whole language pipeline")
    func fuzzCorpus() throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path("fuzz-corpus"))) ?? []).sorted()
        #expect(names.count >= 10)
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: Fixtures.path("fuzz-corpus/" + name)))
            LanguageFuzzing.exercise([UInt8](bytes))
        }
    }

    /// Payload inputs from `scripts/fuzz payload` (`LanguageFuzzing.exercisePayload`).
    @Test("the payload fuzz corpus runs through the JSON parser and the payload reader")
    func payloadFuzzCorpus() throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path("payload-fuzz-corpus"))) ?? []).sorted()
        #expect(names.count >= 10)
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: Fixtures.path("payload-fuzz-corpus/" + name)))
            LanguageFuzzing.exercisePayload([UInt8](bytes))
        }
    }

    @Test("random bytes never trap the loader")
    func randomBytes() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = LayoutLoader.load(path: "r.lockshot", bytes: bytes)
        }
    }
}
