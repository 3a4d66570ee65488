import Foundation
@testable import LockshotExport
import LockshotLanguage
import LockshotTestSupport
import Testing

/// Everything the language accepts exports, or is refused with a located `export` diagnostic: every
/// language and layout fixture the checker accepts is exported, and what exports type-checks.
@Suite struct FixtureExportTests {
    static let shared = ["LockshotSupport.swift", "LockshotColor.swift"]

    static var fixtureLayouts: [URL] {
        let fm = FileManager.default
        var out: [URL] = []
        for folder in ["Tests/LockshotLanguageTests/Fixtures/valid", "Tests/LockshotLayoutTests/Fixtures"] {
            let directory = Swiftc.repository.appendingPathComponent(folder)
            let names = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
            out += names.filter { $0.hasSuffix(".lockshot") }.sorted().map { directory.appendingPathComponent($0) }
        }
        return out
    }

    @Test(.tags(.swiftc), .slow) func everyAcceptedFixtureExportsAndTypeChecks() throws {
        var exported: [(name: String, activity: String, files: [ExportedFile])] = []
        var accepted = 0
        for url in Self.fixtureLayouts {
            let loaded = LayoutLoader.loadChecked(path: url.path)
            guard loaded.succeeded, let document = loaded.document, let file = loaded.file else { continue }
            accepted += 1
            let name = url.deletingPathExtension().lastPathComponent
            do {
                let files = try SwiftUIExporter.export(document, file: file, layoutDirectory: url.deletingLastPathComponent().path,
                                                       options: ExportOptions(lockshotVersion: "0.1.0", layoutName: url.lastPathComponent))
                exported.append((name, SwiftUIExporter.activityName(document, file: file), files))
            } catch {
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.code == "export" && diagnostic.range.start.line > 0,
                            "\(name): refusal without a location: \(diagnostic.message)")
                }
                #expect(!error.diagnostics.isEmpty, "\(name): refused without saying why")
            }
        }
        #expect(accepted > 100)
        #expect(exported.count == accepted, "fixtures the export refuses: \(accepted - exported.count)")
        // One swiftc run per batch of layouts whose activity names differ (fewer, slower processes than one each).
        var batches: [[(name: String, activity: String, files: [ExportedFile])]] = []
        for item in exported {
            if let index = batches.firstIndex(where: { batch in !batch.contains { $0.activity == item.activity } }) {
                batches[index].append(item)
            } else {
                batches.append([item])
            }
        }
        for batch in batches {
            var sources: [(name: String, text: String)] = []
            for item in batch {
                // The shared files once per batch, as the README says ("once for all exported layouts").
                for file in item.files where file.path.hasSuffix(".swift") && !Self.shared.contains(file.path) {
                    var text = file.text ?? ""
                    if file.path.hasSuffix("Previews.swift") { text = text.components(separatedBy: "\n#Preview(").first ?? text }
                    sources.append((name: "\(item.name)-\(file.path)", text: text))
                }
            }
            for shared in Self.shared {
                if let text = batch.first?.files.first(where: { $0.path == shared })?.text { sources.append((name: shared, text: text)) }
            }
            let intents = BundledLayouts.intentDeclarations(batch.flatMap(\.files))
            if !intents.isEmpty { sources.append((name: "Intents.swift", text: intents)) }
            let output = try Swiftc.typecheck(sources)
            #expect(output.status == 0, "swiftc -typecheck failed for \(batch.map(\.name)):\n\(output.text)")
        }
    }
}
