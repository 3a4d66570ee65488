import FoundationEssentials

/// Shard completeness and self-contained output for `lockshot report merge`.
extension RunMerger {
    /// Shards that a set of sharded records leaves out: each record knows `shard.count`, so
    /// a merge of 2 of 3 shards can name the third.
    /// - Returns: the missing shards in order; empty when the records are not sharded or
    ///   every shard is there.
    /// - Throws: `RunMergeError.mixedShardCounts` when records were cut into different counts.
    package static func missingShards(_ records: [RunRecord]) throws -> [Shard] {
        let shards = records.compactMap(\.settings.shard)
        guard let count = shards.first?.count else { return [] }
        let counts = Set(shards.map(\.count))
        if counts.count > 1 || shards.count < records.count {
            throw RunMergeError.mixedShardCounts(records.map { $0.settings.shard.map(\.description) ?? "unsharded" })
        }
        let present = Set(shards.map(\.index))
        // The count comes from the records: walk only as far as the first few gaps, never 1...count.
        var missing: [Shard] = []
        var index = 1
        while index <= count, missing.count < 20 {
            if !present.contains(index), let shard = Shard(index: index, count: count) { missing.append(shard) }
            index += 1
        }
        return missing
    }

    /// Merges `inputs` like `merge(inputs:outputDirectory:)`, then copies every case's images
    /// into `outputDirectory/cases/<id>/`, so the merged folder shows every image when it is
    /// uploaded or moved alone (no `../shard-2/…` paths).
    /// - Throws: `RunMergeError.missingShards` when a shard's record is not among the inputs;
    ///   `RunRecordError`; `FileWriteError` when an image cannot be copied.
    package static func mergeSelfContained(inputs: [String], outputDirectory: String) throws -> RunRecord {
        var merged = try merge(inputs: inputs, outputDirectory: outputDirectory)
        merged.cases = try merged.cases.map { c in
            var c = c
            c.expected = try collect(c.expected, id: c.id, into: outputDirectory)
            c.actual = try collect(c.actual, id: c.id, into: outputDirectory)
            c.diff = try collect(c.diff, id: c.id, into: outputDirectory)
            return c
        }
        return merged
    }

    /// Copies the image at `relative` (relative to `directory`) to `cases/<id>/<file name>`
    /// inside it; nil stays nil, a path already inside stays as it is.
    private static func collect(_ relative: String?, id: String, into directory: String) throws -> String? {
        guard let relative, relative.hasPrefix("../") || relative.hasPrefix("/") else { return relative }
        // Resolved as text: the output directory may not exist yet, so `..` cannot go through it.
        let source = relative.hasPrefix("/") ? relative
            : URL(fileURLWithPath: directory).appendingPathComponent(relative).standardized.path
        let target = "cases/\(id)/" + URL(fileURLWithPath: relative).lastPathComponent
        let destination: String
        do { destination = try ConfinedFolder(directory).resolve(target) } catch {
            throw RunRecordError(path: directory, message: "case \(Escaping.terminal(id)): \(error)")
        }
        guard let bytes = AtomicFile.read(source) else {
            throw RunRecordError(path: source, message: "the image of case \(Escaping.terminal(id)) is gone; keep the shards' report directories until the merge")
        }
        try AtomicFile.write(bytes, to: destination)
        return target
    }
}

/// The shard records given to a merge do not make one run.
package enum RunMergeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// These shards have no run record among the inputs.
    case missingShards([Shard])
    /// The inputs were cut into different shard counts (or mix sharded and unsharded runs).
    case mixedShardCounts([String])

    package var description: String {
        switch self {
        case .missingShards(let shards):
            let names = shards.map { "shard \($0)" }.joined(separator: ", ")
            return "\(names) \(shards.count == 1 ? "is" : "are") missing: no run record for \(shards.count == 1 ? "it" : "them") "
                + "among the inputs (did that shard's job fail or its upload expire?)"
        case .mixedShardCounts(let shards):
            return "the run records come from different shardings (\(shards.joined(separator: ", "))); merge the shards of one run"
        }
    }
}
