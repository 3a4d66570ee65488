import FoundationEssentials

/// What the goldens were rendered with: lockshot's version, the C libraries and the fonts.
///
/// Pixels depend on these; when a comparison fails and the environment differs from the
/// recorded one, the failure says so first (SPEC §8).
public struct GoldenEnvironment: Sendable, Hashable, Codable {
    /// lockshot's version string.
    public var lockshotVersion: String
    /// Library name → version (`cairo`, `freetype`, `harfbuzz`).
    public var libraries: [String: String]
    /// Font role or name → content hash (`emoji` → `fnv1a64:…`).
    public var fonts: [String: String]

    /// An environment from its parts (see `current(lockshotVersion:environment:)`).
    public init(lockshotVersion: String, libraries: [String: String], fonts: [String: String]) {
        self.lockshotVersion = lockshotVersion
        self.libraries = libraries
        self.fonts = fonts
    }

    /// How this environment differs from `recorded`, one phrase per difference, fonts first
    /// (they are the usual cause): "emoji font changed: fnv1a64:1a… → fnv1a64:9c…".
    public func differences(from recorded: GoldenEnvironment) -> [String] {
        var notes: [String] = []
        for name in Set(fonts.keys).union(recorded.fonts.keys).sorted() {
            switch (recorded.fonts[name], fonts[name]) {
            case let (old?, new?) where old != new: notes.append("\(name) font changed: \(old) → \(new)")
            case (nil, _?): notes.append("\(name) font is new since the goldens were recorded")
            case (_?, nil): notes.append("\(name) font is no longer present")
            default: break
            }
        }
        for name in Set(libraries.keys).union(recorded.libraries.keys).sorted() {
            let old = recorded.libraries[name] ?? "none", new = libraries[name] ?? "none"
            if old != new { notes.append("\(name) changed: \(old) → \(new)") }
        }
        if lockshotVersion != recorded.lockshotVersion {
            notes.append("lockshot changed: \(recorded.lockshotVersion) → \(lockshotVersion)")
        }
        return notes
    }
}

/// Content hashes for the manifest: FNV-1a 64 (no crypto needed; this detects change, not tampering).
package enum Fingerprint {
    /// `fnv1a64:` and 16 hex digits.
    package static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash of a file's contents; nil when it cannot be read.
    /// - Complexity: O(file size); the 10 MB emoji font takes a few milliseconds.
    package static func file(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { fnv1a64($0) }
    }
}

/// `golden/manifest.json`: the environment the goldens in that directory were last recorded with.
package struct GoldenManifest: Sendable, Hashable, Codable {
    /// Format version of this file.
    package var format: Int
    /// The environment of the last recording.
    package var environment: GoldenEnvironment

    /// A manifest for `environment`.
    package init(environment: GoldenEnvironment) {
        self.format = 1
        self.environment = environment
    }

    /// The manifest's file name inside the golden directory.
    package static let fileName = "manifest.json"

    /// The manifest in `goldenDirectory`; nil when absent or unreadable (never fatal).
    package static func load(goldenDirectory: String) -> GoldenManifest? {
        guard let bytes = AtomicFile.read(goldenDirectory + "/" + fileName) else { return nil }
        return try? JSONDecoder().decode(GoldenManifest.self, from: Data(bytes))
    }

    /// Writes the manifest when its content changed (atomically; stable key order).
    @discardableResult
    package func write(goldenDirectory: String) throws -> Bool {
        try AtomicFile.writeIfChanged(JSONOutput.encode(self), to: goldenDirectory + "/" + Self.fileName)
    }
}

/// Deterministic JSON: sorted keys, pretty, a trailing newline, `/` unescaped.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value)) + [10]
    }
}
