/// When goldens are written (swift-snapshot-testing's record modes, SPEC §8).
///
/// Whatever the mode, a golden is only rewritten when the new image differs from it
/// (see each case), so re-recording the same pixels never shows up in git.
public enum RecordMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Write goldens that do not exist yet; compare the others. The default on a workstation.
    case missing
    /// Also rewrite goldens whose comparison fails under the configured tolerance.
    case failed
    /// Rewrite every golden whose pixels changed at all, even within the tolerance.
    case all
    /// Write nothing: a missing golden is a failure. The default when `CI` is set.
    case never

    /// The mode from the environment: `LOCKSHOT_RECORD` when set to a mode name, else
    /// `never` when `CI` is set (to anything but `false` or `0`), else `missing`.
    /// - Throws: `RecordModeError` when `LOCKSHOT_RECORD` names no mode.
    public static func fromEnvironment(_ environment: [String: String]) throws -> RecordMode {
        if let value = environment["LOCKSHOT_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw RecordModeError(value: value) }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return .never }
        return .missing
    }

    /// Whether a missing golden is written.
    public var writesMissing: Bool { self != .never }
}

/// `LOCKSHOT_RECORD` holds something that is not a record mode.
public struct RecordModeError: Error, Sendable, CustomStringConvertible {
    /// The value of `LOCKSHOT_RECORD`.
    public var value: String
    public var description: String {
        "LOCKSHOT_RECORD='\(value)' is not a record mode; use one of: "
            + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
