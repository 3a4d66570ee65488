/// Prints a document in canonical form: two-space indentation, one declaration
/// block per kind in a fixed order, one modifier per line, parentheses only
/// where precedence needs them. Parsing the output gives an equal `Document`.
package enum Printer {
    /// The canonical text of a document, ending with a newline.
    /// - Complexity: O(n) in the size of the tree.
    package static func print(_ document: Document) -> String {
        var blocks: [String] = []
        if let name = document.activityName { blocks.append("activity \(name.name)\n") }
        func declaration(_ attribute: AttributeDecl) -> String {
            var line = "\(attribute.name.name): \(attribute.type.spelling)"
            if let value = attribute.defaultValue { line += " = " + expression(value, indent: 1) }
            return line
        }
        let staticAttributes = document.attributes.filter { !$0.isState }
        if !staticAttributes.isEmpty {
            blocks.append(block("attributes", staticAttributes.map(declaration)))
        }
        if document.declaresState {
            blocks.append(block("state", document.attributes.filter(\.isState).map(declaration)))
        }
        if !document.fonts.isEmpty {
            blocks.append(block("fonts", document.fonts.map { font in
                let source = font.faces.isEmpty ? quote(font.source)
                    : "{ " + font.faces.map { "\($0.weight.name): \(quote($0.path))" }.joined(separator: ", ") + " }"
                return "\(font.family.name) = \(source)"
            }))
        }
        if !document.symbols.isEmpty {
            blocks.append(block("symbols", document.symbols.map { "\(quote($0.name)) = \(quote($0.source))" }))
        }
        if !document.theme.isEmpty {
            blocks.append(block("theme", document.theme.map { "\($0.name.name) = " + expression($0.value, indent: 1) }))
        }
        blocks += regions(document.regions)
        for preview in document.previews {
            switch preview.source {
            case .payload(let path, _):
                blocks.append("preview \(quote(preview.name)) from \(quote(path))\n")
            case .fields(let fields):
                blocks.append(block("preview \(quote(preview.name))",
                                    fields.map { "\($0.name.name): " + expression($0.value, indent: 1) }))
            }
        }
        return blocks.joined(separator: "\n")
    }

    /// One expression in canonical form (views in it print on one line when they have no content).
    package static func expression(_ expr: Expr) -> String { expression(expr, indent: 0) }

    // MARK: Declarations

    private static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }

    private static func block(_ head: String, _ lines: [String]) -> String {
        lines.isEmpty ? "\(head) {}\n" : "\(head) {\n" + lines.map { pad(1) + $0 + "\n" }.joined() + "}\n"
    }

    /// Regions in their order; a run of `expanded*` regions shares one `expanded { }` block.
    private static func regions(_ regions: [RegionDecl]) -> [String] {
        var blocks: [String] = []
        var expanded: [String] = []
        func flush() {
            if !expanded.isEmpty { blocks.append("expanded {\n" + expanded.joined() + "}\n") }
            expanded = []
        }
        for region in regions {
            let part: String? = switch region.kind {
            case .expandedLeading: "leading"
            case .expandedTrailing: "trailing"
            case .expandedCenter: "center"
            case .expandedBottom: "bottom"
            default: nil
            }
            if let part {
                expanded.append(pad(1) + part + body(region.body, level: 1) + "\n")
            } else {
                flush()
                blocks.append(region.kind.rawValue + body(region.body, level: 0) + "\n")
            }
        }
        flush()
        return blocks
    }

    // MARK: Statements

    /// ` {` + statements + `}` closing at `level`; `{}` when empty.
    private static func body(_ statements: [Statement], level: Int) -> String {
        if statements.isEmpty { return " {}" }
        return " {\n" + statements.map { statement($0, level: level + 1) }.joined() + pad(level) + "}"
    }

    private static func statement(_ statement: Statement, level: Int) -> String {
        switch statement {
        case .view(let node):
            return pad(level) + view(node, level: level, multiline: true) + "\n"
        case .conditional(let conditional):
            return pad(level) + ifChain(conditional, level: level) + "\n"
        }
    }

    private static func ifChain(_ conditional: IfStatement, level: Int) -> String {
        var out = "if " + expression(conditional.condition, indent: level) + body(conditional.thenBody, level: level)
        if let elseBody = conditional.elseBody {
            if elseBody.count == 1, case .conditional(let nested) = elseBody[0] {
                out += " else " + ifChain(nested, level: level)
            } else {
                out += " else" + body(elseBody, level: level)
            }
        }
        return out
    }

    /// A view and its modifiers. As a statement (`multiline`) each modifier takes its own line:
    /// aligned with a view that has a body, indented one step under one that has not.
    private static func view(_ node: ViewNode, level: Int, multiline: Bool) -> String {
        // A text concatenation prints on one line: `Text("a").bold() + Text(b)`.
        let multiline = multiline && node.concatenated.isEmpty
        var out = node.name.name
        if !node.arguments.isEmpty || node.content == nil { out += arguments(node.arguments, indent: level) }
        if let label = node.contentLabel { out += " {} \(label):" }
        if let content = node.content {
            if let parameter = node.closureParameter {
                out += content.isEmpty ? " { \(parameter.name) in }"
                    : " { \(parameter.name) in\n" + content.map { statement($0, level: level + 1) }.joined() + pad(level) + "}"
            } else {
                out += body(content, level: level)
            }
        }
        // Labeled closures follow an unlabeled one, as in Swift: an empty `{}` when the view has no content.
        if node.content == nil, node.contentLabel == nil, !node.labeledClosures.isEmpty { out += " {}" }
        for closure in node.labeledClosures { out += " \(closure.label.name):" + body(closure.body, level: level) }
        let modifierLevel = node.content == nil ? level + 1 : level
        for modifier in node.modifiers {
            out += multiline ? "\n" + pad(modifierLevel) : ""
            out += "." + modifier.name.name + arguments(modifier.arguments, indent: modifierLevel)
            if let content = modifier.content { out += body(content, level: modifierLevel) }
        }
        for segment in node.concatenated { out += " + " + view(segment, level: level, multiline: false) }
        return out
    }

    private static func arguments(_ arguments: [Argument], indent: Int) -> String {
        "(" + arguments.map { argument in
            (argument.label.map { "\($0.name): " } ?? "") + expression(argument.value, indent: indent)
        }.joined(separator: ", ") + ")"
    }

    // MARK: Expressions

    static func expression(_ expr: Expr, indent: Int) -> String {
        switch expr.kind {
        case .number(let value, let isInteger):
            return number(value, isInteger: isInteger)
        case .string(let segments):
            return "\"" + segments.map { segment in
                switch segment {
                case .literal(let text): escape(text)
                case .interpolation(let inner): "\\(" + singleLine(expression(inner, indent: indent)) + ")"
                case .formattedInterpolation(let inner, let args):
                    "\\(" + singleLine(expression(inner, indent: indent) + ", "
                        + String(arguments(args, indent: indent).dropFirst().dropLast())) + ")"
                }
            }.joined() + "\""
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .color(let color): return hex(color)
        case .identifier(let name): return name
        case .implicitMember(let name, let args):
            return "." + name + (args.map { arguments($0, indent: indent) } ?? "")
        case .member(let base, let name):
            return receiver(base, indent: indent) + "." + name
        case .methodCall(let base, let name, let args):
            var text = receiver(base, indent: indent)
            // `Color.red.frame(…)` reads back as the view `Color(.red).frame(…)` (Parser+Expressions): a method
            // call on a `Color.member` value that recovery made keeps its receiver in parentheses.
            if case .member(let color, _) = base.kind, case .identifier("Color") = color.kind, name != "opacity",
               Schema.standard.modifier(named: name) != nil {
                text = "(" + text + ")"
            }
            return text + "." + name + arguments(args, indent: indent)
        case .binary(let op, let lhs, let rhs):
            let level = op.precedence
            // Which side may hold the same operator level without parentheses.
            let leftOK = op != .nilCoalescing && level != 2 && level != 4
            let rightOK = false
            let l = operand(lhs, level: level, sameLevelOK: leftOK, indent: indent)
            let r = operand(rhs, level: level, sameLevelOK: rightOK || op == .nilCoalescing, indent: indent)
            return op == .closedRange || op == .halfOpenRange ? l + op.rawValue + r : l + " \(op.rawValue) " + r
        case .unary(let op, let operand):
            let inner = expression(operand, indent: indent)
            if case .binary = operand.kind { return op.rawValue + "(" + inner + ")" }
            if case .unary = operand.kind, op == .negate { return op.rawValue + "(" + inner + ")" }
            if op == .negate, case .number = operand.kind { return "-(" + inner + ")" }
            return op.rawValue + inner
        case .view(let node):
            return view(node, level: indent, multiline: false)
        case .array(let elements):
            return "[" + elements.map { expression($0, indent: indent) }.joined(separator: ", ") + "]"
        case .ternary(let condition, let whenTrue, let whenFalse):
            return ternaryOperand(condition, indent: indent) + " ? " + ternaryOperand(whenTrue, indent: indent)
                + " : " + expression(whenFalse, indent: indent)
        case .keyPath(let name):
            return "\\." + name
        }
    }

    /// An interpolation's text on the string's one line: a view with content inside one (never valid, but
    /// parsed) prints its body as `{ A() B().padding() }`. The printer's own line breaks are the only newlines in `text`
    /// (a literal's are escaped), and a line break between statements is any white space to the parser.
    private static func singleLine(_ text: String) -> String {
        guard text.contains("\n") else { return text }
        var out = ""
        var lineBreak = false
        for character in text {
            if character == "\n" { lineBreak = true; continue }
            if lineBreak && character == " " { continue }
            // A modifier the printer put on its own line joins its view again: `Other().padding()`.
            if lineBreak && character != "." { out.append(" ") }
            lineBreak = false
            out.append(character)
        }
        return out
    }

    /// A ternary's condition or first branch; a nested ternary there needs parentheses.
    private static func ternaryOperand(_ expr: Expr, indent: Int) -> String {
        let text = expression(expr, indent: indent)
        if case .ternary = expr.kind { return "(" + text + ")" }
        return text
    }

    private static func operand(_ expr: Expr, level: Int, sameLevelOK: Bool, indent: Int) -> String {
        let text = expression(expr, indent: indent)
        if case .ternary = expr.kind { return "(" + text + ")" }
        if case .binary(let op, _, _) = expr.kind {
            let inner = op.precedence
            if inner < level || (inner == level && !sameLevelOK) { return "(" + text + ")" }
        }
        return text
    }

    private static func receiver(_ base: Expr, indent: Int) -> String {
        let text = expression(base, indent: indent)
        switch base.kind {
        case .binary, .unary, .view, .ternary: return "(" + text + ")"
        case .number(let value, _) where value < 0: return "(" + text + ")"
        default: return text
        }
    }

    private static func number(_ value: Double, isInteger: Bool) -> String {
        if isInteger, let exact = Int64(exactly: value) { return String(exact) }
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    private static func hex(_ color: RGBA) -> String {
        func byte(_ c: Double) -> String {
            let v = Int((max(0, min(1, c)) * 255).rounded())
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (color.alpha == 1 ? "" : byte(color.alpha))
    }

    /// A Swift string literal of `text` (the language's strings are Swift's).
    package static func quote(_ text: String) -> String { "\"" + escape(text) + "\"" }

    /// `text` escaped for the inside of a Swift string literal.
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
