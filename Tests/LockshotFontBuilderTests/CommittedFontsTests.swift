import Foundation
import LockshotFontBuilder
import LockshotFontData
import Testing

/// The committed outputs are exactly what the grids build, and the binary embeds them.
@Suite struct CommittedFontsTests {
    @Test func committedOutputsMatchTheGrids() throws {
        let outputs = try FontBuilder.outputs(fontsDirectory: FontFixtures.fontsDirectory)
        #expect(outputs.count == 3)
        let stale = FontBuilder.staleOutputs(outputs).map(\.url.lastPathComponent)
        #expect(stale.isEmpty, "out of date: \(stale); run `lockshot fonts build`")
    }

    @Test(arguments: FontFixtures.styles)
    func embeddedDataEqualsTheCommittedFile(name: String) throws {
        let embedded = try #require(EmbeddedFonts.data(named: name))
        #expect(embedded == (try FontFixtures.committedFont(name)))
        #expect(EmbeddedFonts.names.contains(name))
    }

    @Test func unknownEmbeddedNameIsNil() {
        #expect(EmbeddedFonts.data(named: "Helvetica") == nil)
        #expect(EmbeddedFonts.names == FontFixtures.styles)
    }

    @Test func buildIsDeterministic() throws {
        let first = try FontBuilder.build(gridsDirectory: FontFixtures.gridsDirectory)
        let second = try FontBuilder.build(gridsDirectory: FontFixtures.gridsDirectory)
        #expect(first == second)
        #expect(Set(first.keys) == Set(FontFixtures.styles))
    }

    @Test func writeLeavesUpToDateFilesAlone() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lockshot-font-write-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputs = try FontBuilder.outputs(fontsDirectory: FontFixtures.fontsDirectory).map { output in
            FontBuildOutput(url: directory.appendingPathComponent(output.url.lastPathComponent), bytes: output.bytes)
        }
        #expect(try FontBuilder.write(outputs).count == 3)
        #expect(try FontBuilder.write(outputs).isEmpty)
        #expect(FontBuilder.staleOutputs(outputs).isEmpty)
    }
}
