/// Machine-readable forms: a JSON array, and SARIF 2.1.0 for code hosts.
extension DiagnosticRenderer {
    /// A JSON array of objects with `severity`, `code`, `message`, `file`, `line`, `column`,
    /// `endLine`, `endColumn`, `help` and `notes`, in that key order (deterministic output).
    package static func json(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(diagnostics.map(jsonObject)).serialized() + "\n"
    }

    /// One diagnostic as a JSON object (see `json(_:)`).
    package static func jsonObject(_ d: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(d.severity.rawValue)),
            ("code", .string(d.code)),
            ("message", .string(d.message)),
            ("file", d.file.map(JSONValue.string) ?? .null),
            ("line", .number(Double(d.range.start.line))),
            ("column", .number(Double(d.range.start.column))),
            ("endLine", .number(Double(d.range.end.line))),
            ("endColumn", .number(Double(d.range.end.column))),
            ("help", d.help.map(JSONValue.string) ?? .null),
        ]
        members.append(("notes", .array(d.notes.map { note in
            .object([("message", .string(note.message)),
                     ("line", note.range.map { .number(Double($0.start.line)) } ?? .null),
                     ("column", note.range.map { .number(Double($0.start.column)) } ?? .null)])
        })))
        return .object(members)
    }

    /// A SARIF 2.1.0 log with one run; each distinct `code` becomes a rule.
    /// - Parameter toolVersion: the lockshot version to record as the driver's version.
    package static func sarif(_ diagnostics: [Diagnostic], toolVersion: String) -> String {
        var ruleIDs: [String] = []
        for d in diagnostics where !ruleIDs.contains(d.code) { ruleIDs.append(d.code) }
        let rules: [JSONValue] = ruleIDs.map { .object([("id", .string($0))]) }
        let results: [JSONValue] = diagnostics.map { d in
            var message = d.message
            if let help = d.help { message += " (\(help))" }
            var result: [(String, JSONValue)] = [
                ("ruleId", .string(d.code)),
                ("ruleIndex", .number(Double(ruleIDs.firstIndex(of: d.code) ?? 0))),
                ("level", .string(sarifLevel(d.severity))),
                ("message", .object([("text", .string(message))])),
            ]
            if let file = d.file {
                result.append(("locations", .array([location(file, d.range, message: nil)])))
            }
            if !d.notes.isEmpty, let file = d.file {
                result.append(("relatedLocations", .array(d.notes.enumerated().compactMap { index, note in
                    note.range.map { location(file, $0, message: note.message, id: index) }
                })))
            }
            return .object(result)
        }
        let log: JSONValue = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("lockshot")),
                    ("version", .string(toolVersion)),
                    ("informationUri", .string("https://github.com/lockshot/lockshot")),
                    ("rules", .array(rules)),
                ]))])),
                // Columns count characters (grapheme clusters); code points are SARIF's nearest unit.
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
        return log.serialized() + "\n"
    }

    private static func sarifLevel(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private static func location(_ file: String, _ range: SourceRange, message: String?, id: Int? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let id { members.append(("id", .number(Double(id)))) }
        members.append(("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(file))])),
            ("region", .object([
                ("startLine", .number(Double(range.start.line))),
                ("startColumn", .number(Double(range.start.column))),
                ("endLine", .number(Double(range.end.line))),
                ("endColumn", .number(Double(max(range.end.column, range.start.column)))),
            ])),
        ])))
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }
}

extension DiagnosticRenderer {
    /// The forms `lockshot check --format` offers.
    package enum Format: String, Sendable, CaseIterable {
        case text, json, sarif
    }

    /// Diagnostics in the requested form: compiler-style text (this renderer's files, color
    /// and width), a JSON array, or a SARIF 2.1.0 log.
    package func output(_ diagnostics: [Diagnostic], format: Format, toolVersion: String) -> String {
        switch format {
        case .text: render(diagnostics)
        case .json: Self.json(diagnostics)
        case .sarif: Self.sarif(diagnostics, toolVersion: toolVersion)
        }
    }
}
