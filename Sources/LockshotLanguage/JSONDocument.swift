/// A JSON file parsed with the layout language's strict reader, remembering where each object
/// key was written, so configuration files (`lockshot.json`) get located diagnostics.
package struct JSONDocument: Sendable {
    /// Where one object key starts.
    package struct KeyLocation: Sendable, Hashable {
        /// Keys and array indices (as decimal strings) from the root to the key, the key last.
        package var path: [String]
        /// 1-based line and column (columns count Unicode scalars).
        package var line: Int
        package var column: Int
    }

    /// The JSON is malformed: what and where.
    package struct SyntaxError: Error, Sendable, CustomStringConvertible {
        package var message: String
        package var line: Int
        package var column: Int
        package var description: String { "\(line):\(column): \(message)" }
    }

    /// The parsed value, object keys in written order.
    package var value: JSONValue
    /// Every object key, in the order written.
    package var keys: [KeyLocation]

    /// Parses `bytes` (UTF-8, RFC 8259).
    /// - Throws: `SyntaxError` at the first problem.
    package init(bytes: [UInt8]) throws(SyntaxError) {
        var keys: [KeyLocation] = []
        switch JSONParser.parse(bytes, recordingKeys: true, into: &keys) {
        case .success(let value):
            self.value = value
            self.keys = keys
        case .failure(let failure):
            throw SyntaxError(message: failure.message, line: failure.line, column: failure.column)
        }
    }

    /// Where the key at `path` (keys and array indices, e.g. `["masks", "0", "rect"]`) was
    /// written; for a path ending in an array index, where its enclosing key was written.
    package func location(of path: [String]) -> (line: Int, column: Int)? {
        var path = path
        while !path.isEmpty {
            if let key = keys.first(where: { $0.path == path }) { return (key.line, key.column) }
            path.removeLast()
        }
        return nil
    }
}
