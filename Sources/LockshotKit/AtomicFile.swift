import Foundation

/// Writes files so that an interrupted run never leaves a half-written one (SPEC §11).
public enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file in the same directory and a rename,
    /// creating parent directories. Returns false, writing nothing, when the file already
    /// holds exactly these bytes (so documentation builds and goldens see no churn).
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, skipIfUnchanged: Bool = true) throws -> Bool {
        let url = URL(fileURLWithPath: path)
        if skipIfUnchanged, let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) {
            return false
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
        return true
    }
}
