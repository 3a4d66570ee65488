/// A problem found in a layout, with where it is and what to do about it.
///
/// Data only: rendering (compiler-style text, JSON, SARIF) lives elsewhere so
/// tests can compare diagnostics structurally.
public struct Diagnostic: Sendable, Hashable, Error {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case error, warning, info

        private var rank: Int { switch self { case .error: 2; case .warning: 1; case .info: 0 } }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A secondary location with its own message ("first declared here").
    public struct Note: Sendable, Hashable {
        public var message: String
        public var range: SourceRange?
        public init(message: String, range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    public var severity: Severity
    /// Short, lower-case, compiler style, quoting the token: `unknown modifier 'fnt'`.
    public var message: String
    /// The file the range refers to (as shown to the user); nil for whole-run problems.
    public var file: String?
    public var range: SourceRange
    /// A stable identifier for machine output (`parse`, `unknown-name`, a rule id such as `truncation`).
    public var code: String
    /// One line of advice: `did you mean 'font'?`.
    public var help: String?
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, file: String? = nil, at range: SourceRange,
                code: String = "syntax", help: String? = nil, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.code = code
        self.help = help
        self.notes = notes
    }
}

extension Diagnostic {
    /// The diagnostic with `file` set to `path` when it names no file yet.
    public func located(in path: String) -> Diagnostic {
        var copy = self
        if copy.file == nil { copy.file = path }
        return copy
    }
}
