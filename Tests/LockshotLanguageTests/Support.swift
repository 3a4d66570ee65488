import Foundation
import LockshotLanguage

/// Fixture paths resolved from this file, never from the working directory.
enum Fixtures {
    /// `LOCKSHOT_RECORD` set to a record mode other than `never` (the golden suite's variable): missing
    /// `.canonical`/`.rendered` files are written, and the test that wrote one fails.
    static let recording = ProcessInfo.processInfo.environment["LOCKSHOT_RECORD"].map { !$0.isEmpty && $0 != "never" } ?? false
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// Names of the files in a fixture folder with the given extension, sorted.
    /// The fixtures of a folder; a missing or empty folder stops the run (a parameterised test over
    /// no arguments would pass without testing anything).
    static func names(in folder: String, ext: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []
        let found = names.filter { $0.hasSuffix("." + ext) }.sorted()
        precondition(!found.isEmpty, "no .\(ext) fixtures in \(path(folder))")
        return found
    }

    static func text(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Parses text as a file named `test.lockshot`.
func parse(_ text: String) -> (Document, [Diagnostic]) {
    Parser.parse(SourceFile(path: "test.lockshot", text: text))
}

/// The messages of diagnostics, for compact assertions.
func messages(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.message) }
