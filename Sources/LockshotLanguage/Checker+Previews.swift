import FoundationEssentials

/// Previews: written fields and payload files against the attributes.
extension CheckContext {
    mutating func checkPreview(_ preview: PreviewDecl) {
        switch preview.source {
        case .fields(let fields):
            checkFields(fields, of: preview, fromPayload: false)
        case .payload(let path, let range):
            guard checkPath(path, at: range, what: "payload") else { return }
            let full = PathName.join(layoutDirectory, path)
            let (payload, problems) = PayloadLoader.load(fromJSONFile: full, reference: range, layoutFile: file.path)
            diagnostics += problems.map { problem in
                var d = problem
                d.message = d.message.replacing(full, with: path)
                return d
            }
            guard problems.isEmpty else { return }
            checkFields(payload.fields, of: preview, fromPayload: true)
            if document.declaresState { checkSplit(payload, path: path, at: range) }
        }
    }

    /// With a `state { }` block, a payload must put each key where ActivityKit decodes it:
    /// static attributes in `aps.attributes`, sent only with `"event": "start"`; content state
    /// in `aps["content-state"]`.
    private mutating func checkSplit(_ payload: PayloadLoader.Payload, path: String, at range: SourceRange) {
        let isStart = payload.event == nil || payload.event == "start"
        if !payload.attributeKeys.isEmpty && !isStart {
            report(.warning, "payload '\(path)' is an '\(payload.event ?? "")' event but sets 'aps.attributes'; ActivityKit reads attributes only with 'start'",
                   range, code: "payload", help: "an update carries 'content-state' only; the static attributes stay as the activity started")
        }
        for key in payload.attributeKeys {
            if let decl = document.attributes.first(where: { $0.name.name == key }), decl.isState {
                report("'\(key)' is content state, but payload '\(path)' sets it in 'aps.attributes'", range, code: "payload",
                       help: "move it to 'aps[\"content-state\"]'",
                       notes: [.init(message: "'\(key)' declared in 'state' here", range: decl.name.range)])
            }
        }
        for key in payload.contentStateKeys {
            if let decl = document.attributes.first(where: { $0.name.name == key }), !decl.isState {
                report("'\(key)' is a static attribute, but payload '\(path)' sets it in 'aps[\"content-state\"]'", range, code: "payload",
                       help: isStart ? "move it to 'aps.attributes'" : "static attributes cannot change after 'start'; make it content state by moving it into 'state { }'",
                       notes: [.init(message: "'\(key)' declared in 'attributes' here", range: decl.name.range)])
            }
        }
    }

    private mutating func checkFields(_ fields: [PreviewField], of preview: PreviewDecl, fromPayload: Bool) {
        var seen: [String: SourceRange] = [:]
        var attributeNames: [String] = []  // declaration order, each once (a duplicate is reported elsewhere)
        for attribute in document.attributes where !attributeNames.contains(attribute.name.name) {
            attributeNames.append(attribute.name.name)
        }
        let reservedNames = schema.reservedPreviewKeys.map(\.name)
        for field in fields {
            let name = field.name.name
            if let first = seen[name], !fromPayload {
                report("duplicate field '\(name)' in preview '\(preview.name)'", field.name.range, code: "duplicate",
                       notes: [.init(message: "'\(name)' first set here", range: first)])
                continue
            }
            seen[name] = field.name.range
            if let reserved = schema.reservedPreviewKeys.first(where: { $0.name == name }) {
                checkReserved(field, accepts: reserved.accepts)
            } else if let attribute = document.attributes.first(where: { $0.name.name == name }) {
                checkField(field, attribute: attribute, preview: preview)
            } else {
                // Payloads carry keys the layout does not use; only written fields must match.
                report(fromPayload ? .warning : .error, "preview '\(preview.name)' sets '\(name)', which is not an attribute",
                       field.name.range, code: "unknown-name",
                       help: Self.didYouMean(name, attributeNames + reservedNames)
                        ?? "attributes are \(attributeNames.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
        for attribute in document.attributes
        where !attribute.type.isOptional && attribute.defaultValue == nil && seen[attribute.name.name] == nil {
            report("preview '\(preview.name)' has no value for '\(attribute.name.name)'", preview.range, code: "preview",
                   help: "'\(attribute.name.name)' is not optional; set it or give it a default",
                   notes: [.init(message: "'\(attribute.name.name)' declared here", range: attribute.name.range)])
        }
    }

    private mutating func checkField(_ field: PreviewField, attribute: AttributeDecl, preview: PreviewDecl) {
        guard let kind = schema.attributeKind(attribute.type) else { return }
        if case .nil = field.value.kind {
            if !attribute.type.isOptional {
                report("'\(attribute.name.name)' is not optional and cannot be nil", field.value.range, code: "type")
            }
            return
        }
        var accepts: [Schema.ValueKind] = [kind]
        switch kind {
        case .image: accepts.append(.string)
        case .date: accepts += [.string, .number]
        default: break
        }
        checkValue(field.value, accepts: accepts, what: "'\(attribute.name.name)' in preview '\(preview.name)'")
        if kind == .image { checkFilePath(field.value) }
        if kind == .date { checkDateString(field.value) }
    }

    private mutating func checkReserved(_ field: PreviewField, accepts: [Schema.ValueKind]) {
        switch field.name.name {
        case "appearance":
            let value: String? = switch field.value.kind {
            case .identifier(let n), .implicitMember(let n, nil): n
            case .string(let segments) where segments.count == 1:
                if case .literal(let text) = segments[0] { text } else { nil }
            default: nil
            }
            if value != "dark" && value != "light" {
                report("'appearance' must be 'dark' or 'light'", field.value.range, code: "type",
                       help: value.flatMap { Suggestion.closest(to: $0, in: ["dark", "light"]) }.map { "did you mean '\($0)'?" })
            }
        case "now":
            checkValue(field.value, accepts: accepts, what: "'now'")
            checkDateString(field.value)
        case "expect":
            checkExpectations(field)
        default:
            checkValue(field.value, accepts: accepts, what: "'\(field.name.name)'")
        }
    }

    /// A date written as a string must be ISO 8601 (`2026-01-01T09:41:00Z`).
    private mutating func checkDateString(_ expr: Expr) {
        guard case .string(let segments) = expr.kind, segments.count <= 1 else { return }
        let text: String
        if let first = segments.first, case .literal(let literal) = first { text = literal } else { text = "" }
        if Checker.parseISO8601(text) == nil {
            report("'\(text)' is not an ISO 8601 date", expr.range, code: "type", help: "write it as \"2026-01-01T09:41:00Z\"")
        }
    }
}

extension Checker {
    /// Parses ISO 8601 as the binder accepts it: a date-time with a zone (`Z` or `±HH:MM`),
    /// with or without fractional seconds, or a date alone.
    package static func parseISO8601(_ text: String) -> Date? {
        let styles = [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true),
                      Date.ISO8601FormatStyle().year().month().day()]
        for style in styles {
            if let date = try? style.parse(text) { return date }
        }
        return nil
    }
}
