import FoundationEssentials

/// `--check`: how a directory differs from what the layout exports now.
package enum ExportCheck {
    /// One unified diff per text file that differs (a missing file diffs against empty) and one line per
    /// font that differs; empty when the directory holds exactly the exported bytes.
    package static func differences(_ files: [ExportedFile], in directory: URL) -> [String] {
        var out: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            let committed = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
            guard committed != file.contents else { continue }
            let name = directory.lastPathComponent + "/" + file.path
            if let text = file.text {
                let old = committed.map { String(decoding: $0, as: UTF8.self) } ?? ""
                out.append(UnifiedDiff.diff(old: old, new: text, oldName: "a/" + name + (committed == nil ? " (missing)" : ""),
                                            newName: "b/" + name))
            } else {
                out.append("Binary file \(name) " + (committed == nil ? "is missing\n" : "differs\n"))
            }
        }
        return out
    }
}
