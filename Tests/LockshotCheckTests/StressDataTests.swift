import LockshotCheck
import LockshotLanguage
import Testing

/// Stress previews come from the attribute types and find what the written previews miss.
@Suite struct StressDataTests {
    typealias S = CheckTestSupport

    private func document(_ attributes: String, previews: String = "") throws -> Document {
        let path = try S.write("activity T\nattributes { \(attributes) }\nlockScreen { Text(\"x\") }\n\(previews)")
        let loaded = LayoutLoader.loadChecked(path: path)
        return try #require(loaded.document)
    }

    @Test func casesFollowTheAttributeTypes() throws {
        let full = StressData.previews(for: try document("name: String\n caption: String?\n photo: Image?"))
        #expect(full.map(\.name) == [
            "stress: longest name", "stress: empty optional text", "stress: emoji-only text",
            "stress: 500-character message", "stress: missing image", "stress: right-to-left text", "stress: CJK text",
        ])
        let noImages = StressData.previews(for: try document("name: String"))
        #expect(!noImages.map(\.name).contains("stress: missing image"))
        #expect(!noImages.map(\.name).contains("stress: empty optional text"))
        #expect(StressData.previews(for: try document("count: Int")).isEmpty)
    }

    @Test func valuesHaveTheAdvertisedShape() {
        #expect(StressData.longestName.count == 40)
        #expect(StressData.longestName.unicodeScalars.contains { $0.value > 0x7F })
        #expect(StressData.longMessage.count == 500)
        #expect(StressData.emojiOnly.unicodeScalars.allSatisfy { $0.properties.isEmoji || $0.value == 0x200D })
        #expect(StressData.rightToLeft.unicodeScalars.contains { (0x0590...0x06FF).contains($0.value) })
        #expect(StressData.cjk.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    }

    @Test func casesKeepTheFirstPreviewsOtherFields() throws {
        let doc = try document("name: String\n when: Date", previews: "preview \"a\" { name: \"Maya\", when: \"2026-01-01T10:00:00Z\" }")
        let longest = try #require(StressData.previews(for: doc).first)
        guard case .fields(let fields) = longest.source else { Issue.record("not a field preview"); return }
        #expect(fields.map(\.name.name).sorted() == ["name", "when"])
        let name = try #require(fields.first { $0.name.name == "name" })
        #expect(name.value == Expr(.string([.literal(StressData.longestName)])))
    }

    @Test func stressFindsTruncationTheWrittenPreviewsMiss() throws {
        let source = S.layout("Text(name).font(.custom(\"Pixel\", size: 12)).lineLimit(1)")
        #expect(try S.findings("truncation", in: source).isEmpty)
        let stressed = try S.findings("truncation", in: source, stress: true)
        #expect(stressed.contains { $0.previews == ["stress: 500-character message"] })
        #expect(stressed.allSatisfy { $0.previews.allSatisfy { $0.hasPrefix(StressData.prefix) } })
    }

    @Test("the stress preview's missing image is lockshot's own test data: checked with its fallback, never reported")
    func stressMissingImageIsNotReported() throws {
        let source = S.layout("Image(photo ?? \"app-icon\").resizable().frame(width: 40, height: 40)",
                              attributes: "name: String\n photo: Image?")
        #expect(StressData.previews(for: try #require(LayoutLoader.load(path: "s.lockshot", bytes: Array(source.utf8)).document))
            .contains { $0.name == "stress: missing image" })
        #expect(try S.findings("missing-asset", in: source, stress: true).isEmpty)
        // A written preview's missing image still is.
        let written = source + "\npreview \"gone\" { name: \"A\", photo: \"gone.png\" }"
        let findings = try S.findings("missing-asset", in: written, stress: true)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.previews == ["gone"])
    }
}

extension StressDataTests {
    @Test func aLayoutThatReadsIsStaleIsAlsoCheckedStale() throws {
        let path = try S.write("""
            activity T
            attributes { name: String }
            lockScreen {
              if isStale { Text(name).frame(width: -5) } else { Text(name) }
            }
            preview "fresh" { name: "Maya" }
            """)
        let names = StressData.previews(for: try #require(LayoutLoader.loadChecked(path: path).document)).map(\.name)
        #expect(names.contains("stress: stale"))
        #expect(!names.contains("stress: Always-On"))
        // The branch no written preview takes is bound, and its bad value found.
        let report = try S.check(String(contentsOfFile: path, encoding: .utf8), stress: true)
        #expect(report.findings.contains { $0.rule == "bad-value" && $0.previews.contains("stress: stale") })
        #expect(report.exitStatus(strict: false) == 2)
    }
}
