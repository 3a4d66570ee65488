import Foundation
import Testing

/// A fuzz target's kept corpus, `Tests/Fuzz/corpus/<target>/` (what `scripts/fuzz` found, edge-covering), for the
/// tests that replay it: every input, sorted by name. Fewer than `minimum` inputs fails the test (a corpus that is
/// gone would otherwise pass it empty).
public func keptFuzzCorpus(_ target: String, minimum: Int = 20,
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> [(name: String, bytes: [UInt8])] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz/corpus/" + target).standardized.path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names.count >= minimum, "the kept \(target) corpus is gone (\(names.count) inputs)", sourceLocation: sourceLocation)
    return try names.map { name in
        (name, Array(try #require(FileManager.default.contents(atPath: folder + "/" + name), sourceLocation: sourceLocation)))
    }
}
