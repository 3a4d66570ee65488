import Foundation
import LockshotLanguage
import SwiftSyntax

extension SwiftReader {
    /// The render clock previews are written against: lockshot's default `now`, 2026-01-01T09:41:00Z.
    static let previewNow: Double = 1_767_260_460

    /// `#Preview("Name", as: .content, using: X.preview) { … } contentStates: { X.ContentState.a; … }`:
    /// one preview per content state, named after the state's static (`a`) or the macro and its index.
    mutating func previews() -> [PreviewDecl] {
        var out: [PreviewDecl] = []
        var seenStatics = Set<String>()
        for macro in declarations.previews {
            let title = macro.arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self)?
                .representedLiteralValue
            // `as: .dynamicIsland(.compact)`: another presentation of a preview (every presentation is rendered anyway).
            let otherPresentation = macro.arguments.first(where: { $0.label?.text == "as" })
                .map { $0.expression.trimmedDescription != ".content" } ?? false
            var attributeFields: [PreviewField] = []
            if let using = macro.arguments.first(where: { $0.label?.text == "using" }) {
                attributeFields = fields(of: using.expression, type: attributesType ?? "").fields
            }
            guard let states = macro.additional.first(where: { $0.label.text == "contentStates" })?.closure else {
                if macro.arguments.contains(where: { $0.label?.text == "using" }),
                   !(otherPresentation && out.contains(where: { $0.source == .fields(attributeFields) })) {
                    append(&out, PreviewDecl(name: title ?? "Preview", source: .fields(attributeFields), range: range(of: macro.node)))
                }
                continue
            }
            let items = states.statements.filter { !Self.isSkipped($0) }
            for (index, item) in items.enumerated() {
                guard let e = Self.asExpr(item) else { continue }
                let (stateFields, staticName) = fields(of: e, type: (attributesType ?? "") + ".ContentState")
                // `lockshot export` writes one #Preview per presentation around the same static state: one preview.
                if let staticName, !seenStatics.insert(staticName + "|" + attributeFields.map { Printer.expression($0.value) }.joined(separator: ",")).inserted {
                    continue
                }
                // One state: the #Preview's title names it (as `lockshot export` writes one #Preview per preview).
                var name = items.count == 1 ? (title ?? staticName ?? "Preview") : (staticName ?? "\(title ?? "Preview") \(index + 1)")
                if out.contains(where: { $0.name == name }), let title { name = "\(title) · \(name)" }
                var names = Set<String>() // the canvas fields may be written on both statics
                let merged = (attributeFields + stateFields).filter { names.insert($0.name.name).inserted }
                if otherPresentation, out.contains(where: { $0.source == .fields(merged) }) { continue }
                let attributesValue = macro.arguments.first(where: { $0.label?.text == "using" })?.expression
                if let path = payloadPath(of: e, type: (attributesType ?? "") + ".ContentState")
                    ?? attributesValue.flatMap({ payloadPath(of: $0, type: attributesType ?? "") }) {
                    let source = PreviewDecl.Source.payload(path: path, range: range(of: item))
                    if otherPresentation, out.contains(where: { $0.source == source }) { continue }
                    append(&out, PreviewDecl(name: name, source: source, range: range(of: item)))
                    continue
                }
                append(&out, PreviewDecl(name: name, source: .fields(merged), range: range(of: item)))
            }
        }
        return out
    }

    /// Adds a preview unless one with the same name and values is there (several `#Preview`s share states).
    func append(_ list: inout [PreviewDecl], _ preview: PreviewDecl) {
        if list.contains(where: { $0.name == preview.name }) { return }
        list.append(preview)
    }

    /// The labeled arguments of `X(…)`, `.init(…)`, or a static `X.sample` holding one, as preview fields.
    mutating func fields(of e: ExprSyntax, type: String) -> (fields: [PreviewField], staticName: String?) {
        if let m = e.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            let owner = m.base?.trimmedDescription ?? type
            let candidates = [owner + "." + name, type + "." + name, (attributesType ?? "") + "." + owner + "." + name]
            let statics = declarations.statics
            if let found = candidates.lazy.compactMap({ statics[$0] }).first {
                return (fields(of: found.expr, type: type).fields + canvasFields(found.expr) + expectFields(found.expr), name)
            }
            error("no static '\(name)' of \(type) in the files read", at: m, help: "declare it in an extension of \(type), or write \(type)(…) here")
            return ([], name)
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else {
            error("a preview value lockshot cannot read", at: e, help: "write \(type)(field: value, …) or a static holding one")
            return ([], nil)
        }
        var out: [PreviewField] = []
        for argument in call.arguments {
            guard let label = argument.label?.text else {
                error("an unlabeled argument", at: argument, help: "the memberwise initializer labels every field")
                continue
            }
            if dateRanges.contains(label) {
                if let infix = argument.expression.as(InfixOperatorExprSyntax.self),
                   ["...", "..<"].contains(infix.operator.trimmedDescription) {
                    out.append(PreviewField(name: Identifier(label + "Start", range: range(of: argument)),
                                            value: previewValue(infix.leftOperand), range: range(of: argument)))
                    out.append(PreviewField(name: Identifier(label + "End", range: range(of: argument)),
                                            value: previewValue(infix.rightOperand), range: range(of: argument)))
                } else {
                    error("a date range lockshot cannot read", at: argument.expression, help: "write start...end with Date.now + seconds")
                }
                continue
            }
            out.append(PreviewField(name: Identifier(label, range: range(of: argument)),
                                    value: Self.layoutImagePath(previewValue(argument.expression), argument),
                                    range: range(of: argument)))
        }
        return (out, nil)
    }

    /// `/// "name"; the canvas sets the rest: appearance: .light, isStale: true` on a static state (as `lockshot export`
    /// writes the preview fields a content state cannot hold): those fields, read as a layout preview's.
    func canvasFields(_ value: ExprSyntax) -> [PreviewField] {
        var node: Syntax? = Syntax(value)
        while let current = node, !current.is(VariableDeclSyntax.self) { node = current.parent }
        guard let variable = node else { return [] }
        let marker = "the canvas sets the rest:"
        for piece in variable.leadingTrivia {
            guard case .docLineComment(let text) = piece, let found = text.range(of: marker) else { continue }
            let rest = text[found.upperBound...]
            let (document, problems) = Parser.parse(SourceFile(path: "canvas", text: "preview \"canvas\" {\(rest) }\n"))
            guard problems.isEmpty, case .fields(var fields)? = document.previews.first?.source else { return [] }
            let r = range(of: variable)
            for i in fields.indices { fields[i].range = r; fields[i].name.range = r; fields[i].value.range = r }
            return fields.map { field in
                var copy = field
                copy.value = Self.flatten(field.value, to: r)
                return copy
            }
        }
        return []
    }

    /// An expression with every range set to `range` (its origin in the Swift).
    static func flatten(_ value: Expr, to range: LockshotLanguage.SourceRange) -> Expr {
        var document = Document()
        document.theme = [ThemeEntry(name: Identifier("x"), value: value)]
        document.remapRanges { _ in range }
        return document.theme[0].value
    }

    /// A preview value: literals as they are; dates relative to now as ISO 8601 strings.
    mutating func previewValue(_ e: ExprSyntax) -> Expr {
        if let seconds = dateSeconds(e) {
            return Expr(.string([.literal(Self.iso8601(seconds))]), range: range(of: e))
        }
        return Self.wholeNumbersAsIntegers(expr(e, scope: Scope()))
    }

    /// `5.0` for a Double field is how Swift must spell 5; a layout writes `5` (the binder converts).
    static func wholeNumbersAsIntegers(_ value: Expr) -> Expr {
        switch value.kind {
        case .number(let v, false) where v.rounded() == v && abs(v) < 1e15:
            return Expr(.number(v, isInteger: true), range: value.range)
        case .array(let elements):
            return Expr(.array(elements.map(wholeNumbersAsIntegers)), range: value.range)
        case .unary(.negate, let inner):
            return Expr(.unary(.negate, wholeNumbersAsIntegers(inner)), range: value.range)
        default:
            return value
        }
    }

    /// Seconds since 1970 of `Date()`, `.now`, `Date.now + 60 * 5`, `Date().addingTimeInterval(300)`,
    /// `Date(timeIntervalSinceNow: 300)`, `Date(timeIntervalSince1970: …)`; nil when `e` is not a date.
    func dateSeconds(_ e: ExprSyntax) -> Double? {
        let text = e.trimmedDescription
        if ["Date()", "Date.now", ".now", "now"].contains(text) { return Self.previewNow }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "+" || op == "-", let base = dateSeconds(infix.leftOperand), let delta = number(infix.rightOperand) {
            return op == "+" ? base + delta : base - delta
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
               m.declName.baseName.text == "addingTimeInterval", let start = dateSeconds(base),
               let delta = call.arguments.first.flatMap({ number($0.expression) }) {
                return start + delta
            }
            if call.calledExpression.trimmedDescription == "Date", let first = call.arguments.first, let value = number(first.expression) {
                if first.label?.text == "timeIntervalSinceNow" { return Self.previewNow + value }
                if first.label?.text == "timeIntervalSince1970" { return value }
            }
        }
        return nil
    }

    /// A constant number expression (`20 * 60`, `-90`, `1.5`).
    func number(_ e: ExprSyntax) -> Double? {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let v = number(p.expression) { return -v }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return number(only.expression) }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           let l = number(infix.leftOperand), let r = number(infix.rightOperand) {
            switch op {
            case "+": return l + r
            case "-": return l - r
            case "*": return l * r
            case "/": return r == 0 ? nil : l / r
            default: return nil
            }
        }
        return nil
    }

    static func iso8601(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
