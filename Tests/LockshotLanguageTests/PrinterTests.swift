import Testing
@testable import LockshotLanguage

@Suite("Printer")
struct PrinterTests {
    @Test("expressions print with parentheses only where precedence needs them", arguments: [
        ("(a ?? b) ?? c", "(a ?? b) ?? c"),
        ("a ?? (b ?? c)", "a ?? b ?? c"),
        ("(a == b) == c", "(a == b) == c"),
        ("(a || b) && c", "(a || b) && c"),
        ("a || (b && c)", "a || b && c"),
        ("!(a && b)", "!(a && b)"),
        ("(1 + 2) * 3", "(1 + 2) * 3"),
        ("1 - (2 - 3)", "1 - (2 - 3)"),
        ("(1 - 2) - 3", "1 - 2 - 3"),
        ("(a...b) ?? c", "a...b ?? c"),
        ("(-1).foo", "(-1).foo"),
        ("(a ?? b).opacity(0.5)", "(a ?? b).opacity(0.5)"),
        ("#fff", "#FFFFFF"),
        ("#11223344", "#11223344"),
        ("\"tab\\there \\\"q\\\" \\(name)\"", "\"tab\\there \\\"q\\\" \\(name)\""),
        ("2.0", "2.0"),
        (".custom(\"Flick\", size: 14)", ".custom(\"Flick\", size: 14)"),
        ("Circle().fill(.red).frame(width: 2)", "Circle().fill(.red).frame(width: 2)"),
    ])
    func expressions(source: String, printed: String) throws {
        let (expr, diagnostics) = Parser.parseExpression(source)
        #expect(diagnostics == [])
        let parsed = try #require(expr)
        #expect(Printer.expression(parsed) == printed)
        // And the print means the same tree.
        #expect(Parser.parseExpression(printed).0 == parsed)
    }

    @Test("Color.red as a statement is the view Color(.red)")
    func staticColorView() {
        let (document, diagnostics) = parse("minimal {\n  Color.red.frame(width: 4)\n}\n")
        #expect(diagnostics == [])
        #expect(Printer.print(document) == "minimal {\n  Color(.red)\n    .frame(width: 4)\n}\n")
    }

    @Test("a view with content inside a string interpolation prints on the string's line and round-trips (a fuzz find)")
    func viewInInterpolation() {
        let source = "lockScreen {\n  Text(\"\\(Box { Flick() if on { Other().padding() } })\")\n  HStack { Text(\"a\") }\n}\n"
        let (document, _) = parse(source)
        let printed = Printer.print(document)
        #expect(printed.contains("Text(\"\\(Box { Flick() if on { Other().padding() } })\")"), "\(printed)")
        #expect(parse(printed).0 == document)
    }

    @Test("a Button's closure before a labeled one is its action, however the label was found; the print reads back the same (a fuzz find)")
    func buttonActionThenLabel() throws {
        let sameLine = parse("lockScreen {\n  Button(\"Stop\") {\n    Text(\"a\")\n  } icon: {\n    Image(\"b\")\n  }\n}\n").0
        let nextLine = parse("lockScreen {\n  Button(\"Stop\") {\n    Text(\"a\")\n  }\n  icon: {\n    Image(\"b\")\n  }\n}\n").0
        guard case .view(let button) = try #require(nextLine.regions.first?.body.first) else { Issue.record("no view"); return }
        #expect(button.contentLabel == "icon" && button.labeledClosures.isEmpty)
        #expect(button.content?.count == 1, "the label's body is the view; Text(\"a\") was the action")
        #expect(nextLine == sameLine)
        #expect(parse(Printer.print(nextLine)).0 == nextLine)
    }

    @Test("a method call on a Color.member value keeps its receiver in parentheses, so it does not read back as a view (a fuzz find)")
    func colorMemberMethodCall() {
        let call = Expr(.methodCall(Expr(.member(Expr(.identifier("Color")), "red")), "frame",
                                    arguments: [Argument(label: Identifier("width"), value: Expr(.number(2, isInteger: true)))]))
        let printed = Printer.expression(call, indent: 0)
        #expect(printed == "(Color.red).frame(width: 2)")
        #expect(Parser.parseExpression(printed).0 == call)
        let opacity = Parser.parseExpression("Color.red.opacity(0.5)").0
        #expect(opacity.map { Printer.expression($0, indent: 0) } == "Color.red.opacity(0.5)")
    }

    @Test("regions keep their order; consecutive expanded parts share one block")
    func regionOrder() {
        let (document, _) = parse("expanded { bottom { Text(\"b\") } }\nminimal { Circle() }\nexpanded { leading { Text(\"l\") } }")
        let printed = Printer.print(document)
        #expect(Parser.parse(SourceFile(path: "p", text: printed)).0.regions.map(\.kind)
            == [.expandedBottom, .minimal, .expandedLeading])
    }
}
