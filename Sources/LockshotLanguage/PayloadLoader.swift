import FoundationEssentials

/// Reads ActivityKit push payloads for `preview "name" from "payload.json"`.
///
/// `aps.attributes` and `aps["content-state"]` are merged (content state wins on a clash,
/// as it is the newer data), and top-level keys other than `aps` are accepted too.
/// Values become literal expressions, so the binder treats them like written fields.
package enum PayloadLoader {
    /// Payload files larger than this are refused (ActivityKit's own limit is 4 KB).
    package static let maxFileSize = 1 << 20

    /// A payload's preview fields, and where in the payload each key was.
    package struct Payload: Sendable, Equatable {
        /// The fields, merged (see `fields(fromJSON:path:reference:layoutFile:)`).
        package var fields: [PreviewField] = []
        /// `aps.event` (`start`, `update`, `end`), when the payload names one.
        package var event: String?
        /// Keys of `aps.attributes` and of `aps["content-state"]`, in payload order.
        package var attributeKeys: [String] = []
        package var contentStateKeys: [String] = []
    }

    /// The preview fields a payload file sets.
    /// - Parameters:
    ///   - path: the payload file, as a path the process can open.
    ///   - reference: the `from "…"` string in the layout; every diagnostic points there.
    ///   - layoutFile: the layout's path, as shown in diagnostics.
    /// - Returns: fields in key order (attributes first, then content state, then top-level keys),
    ///   and diagnostics for a missing file, bytes that are not UTF-8, invalid JSON or a payload of the wrong shape.
    package static func fields(fromJSONFile path: String, reference: SourceRange,
                              layoutFile: String) -> ([PreviewField], [Diagnostic]) {
        let (payload, diagnostics) = load(fromJSONFile: path, reference: reference, layoutFile: layoutFile)
        return (payload.fields, diagnostics)
    }

    /// A payload file with the sections its keys came from (see `fields(fromJSONFile:reference:layoutFile:)`).
    package static func load(fromJSONFile path: String, reference: SourceRange,
                            layoutFile: String) -> (Payload, [Diagnostic]) {
        func failure(_ message: String, help: String? = nil) -> (Payload, [Diagnostic]) {
            (Payload(), [Diagnostic(.error, message, file: layoutFile, at: reference, code: "payload", help: help)])
        }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory else {
            return failure("payload file '\(path)' not found", help: "payload paths are relative to the layout's directory")
        }
        // A FIFO, socket or device would block or never end (issue 28 L9).
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard (try? FileManager.default.attributesOfItem(atPath: resolved)[.type] as? FileAttributeType) == .typeRegular else {
            return failure("payload file '\(path)' is not a regular file (a FIFO, socket or device)",
                           help: "save the payload to a file next to the layout")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return failure("cannot read payload file '\(path)'", help: "check the file's permissions")
        }
        guard data.count <= maxFileSize else {
            return failure("payload file '\(path)' is too large (\(data.count) bytes)")
        }
        let json: JSONValue
        switch JSONParser.parse([UInt8](data)) {
        case .success(let value): json = value
        case .failure(let error) where error.kind == .encoding:
            return failure("payload '\(path)' is not valid UTF-8: \(error.message) (line \(error.line), column \(error.column))",
                           help: "JSON payloads must be UTF-8; save the file as UTF-8")
        case .failure(let error):
            return failure("payload '\(path)' is not valid JSON: \(error.message) at \(error.line):\(error.column)")
        }
        return load(fromJSON: json, path: path, reference: reference, layoutFile: layoutFile)
    }

    /// The preview fields of an already-parsed payload (see `fields(fromJSONFile:reference:layoutFile:)`).
    package static func fields(fromJSON json: JSONValue, path: String, reference: SourceRange,
                              layoutFile: String) -> ([PreviewField], [Diagnostic]) {
        let (payload, diagnostics) = load(fromJSON: json, path: path, reference: reference, layoutFile: layoutFile)
        return (payload.fields, diagnostics)
    }

    /// An already-parsed payload with the sections its keys came from.
    package static func load(fromJSON json: JSONValue, path: String, reference: SourceRange,
                            layoutFile: String) -> (Payload, [Diagnostic]) {
        var payload = Payload()
        var diagnostics: [Diagnostic] = []
        func problem(_ message: String) {
            diagnostics.append(Diagnostic(.error, message, file: layoutFile, at: reference, code: "payload",
                                          help: "an ActivityKit payload is an object: { \"aps\": { \"content-state\": { … } } }"))
        }
        guard case .object(let top) = json else {
            problem("payload '\(path)' must be a JSON object, not \(json.kindDescription)")
            return (payload, diagnostics)
        }
        var merged: [(String, JSONValue)] = []
        func merge(_ members: [(String, JSONValue)]) {
            var seen = Set<String>()
            for (key, value) in members {
                if !seen.insert(key).inserted {
                    // JSON leaves duplicate keys undefined; ActivityKit's decoder takes the last.
                    diagnostics.append(Diagnostic(.warning, "payload '\(path)' sets '\(key)' twice in one object; the last value is used",
                                                  file: layoutFile, at: reference, code: "payload"))
                }
                if let index = merged.firstIndex(where: { $0.0 == key }) { merged[index].1 = value } else { merged.append((key, value)) }
            }
        }
        if let aps = json["aps"] {
            if case .object = aps {
                for key in ["attributes", "content-state"] {
                    guard let part = aps[key] else { continue }
                    guard case .object(let members) = part else {
                        problem("'aps.\(key)' in payload '\(path)' must be an object, not \(part.kindDescription)")
                        continue
                    }
                    if key == "attributes" { payload.attributeKeys = members.map(\.0) } else { payload.contentStateKeys = members.map(\.0) }
                    merge(members)
                }
                if case .string(let event) = aps["event"] { payload.event = event }
            } else {
                problem("'aps' in payload '\(path)' must be an object, not \(aps.kindDescription)")
            }
        }
        merge(top.filter { $0.0 != "aps" })
        var fields: [PreviewField] = []
        for (key, value) in merged {
            let kind: Expr.Kind
            switch value {
            case .null: kind = .nil
            case .bool(let b): kind = .bool(b)
            case .number(let n): kind = .number(n, isInteger: n == n.rounded() && abs(n) <= Lexer.maxExactInteger)
            case .string(let s): kind = .string([.literal(s)])
            case .array(let items):
                // `[String]`, `[Int]`, `[Double]` attributes: arrays of strings or numbers.
                var elements: [Expr] = []
                for item in items {
                    switch item {
                    case .string(let s): elements.append(Expr(.string([.literal(s)]), range: reference))
                    case .number(let n):
                        elements.append(Expr(.number(n, isInteger: n == n.rounded() && abs(n) <= Lexer.maxExactInteger), range: reference))
                    default: break
                    }
                }
                guard elements.count == items.count else {
                    problem("payload field '\(key)' in '\(path)' is an array holding \(items.first { if case .string = $0 { false } else if case .number = $0 { false } else { true } }?.kindDescription ?? "other values"); arrays in previews hold strings or numbers")
                    continue
                }
                kind = .array(elements)
            case .object:
                problem("payload field '\(key)' in '\(path)' is \(value.kindDescription); preview fields are strings, numbers, booleans or null")
                continue
            }
            fields.append(PreviewField(name: Identifier(key, range: reference), value: Expr(kind, range: reference), range: reference))
        }
        payload.fields = fields
        return (payload, diagnostics)
    }
}
