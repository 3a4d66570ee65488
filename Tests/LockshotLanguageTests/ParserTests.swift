import Testing
@testable import LockshotLanguage

@Suite("Parser")
struct ParserTests {
    @Test("the SPEC's Flick example parses into the expected declarations")
    func specExample() throws {
        let loaded = LayoutLoader.load(path: Fixtures.path("valid/spec-flick.lockshot"))
        #expect(loaded.diagnostics == [])
        let document = try #require(loaded.document)
        #expect(document.activityName?.name == "FlickPinnedSnap")
        #expect(document.attributes.map(\.name.name) == ["senderName", "caption", "thumbnail"])
        #expect(document.attributes.map(\.type.isOptional) == [false, true, true])
        #expect(document.fonts == [FontDecl(family: Identifier("Flick"), source: "LockshotPixel")])
        #expect(document.theme.map(\.name.name) == ["background", "primary", "secondary", "accent"])
        #expect(document.theme.first?.value.kind == .color(RGBA(hex: 0x0A0A1A)))
        #expect(document.regions.map(\.kind) == [.lockScreen, .compactLeading, .compactTrailing, .minimal])
        #expect(document.previews.map(\.name) == ["short caption", "no caption", "missing thumbnail", "from a push"])
        #expect(document.previews.last?.source == .payload(path: "fixtures/pinned-snap-start.json", range: .none))

        let hstack = try #require(document.region(.lockScreen)?.body.first)
        guard case .view(let stack) = hstack else { Issue.record("expected a view"); return }
        #expect(stack.name.name == "HStack")
        #expect(stack.modifiers.map(\.name.name) == ["padding", "activityBackgroundTint", "scanlines"])
        let children = try #require(stack.content)
        #expect(children.count == 3)
        guard case .view(let image) = children[0] else { Issue.record("expected Image"); return }
        #expect(image.modifiers.map(\.name.name) == ["resizable", "aspectRatio", "frame", "clipShape"])
        #expect(image.arguments.first?.value.kind
            == .binary(.nilCoalescing, Expr(.identifier("thumbnail")), Expr(.string([.literal("app-icon")]))))
        let clip = try #require(image.modifiers.last?.arguments.first?.value.kind)
        #expect(clip == .view(ViewNode(name: Identifier("RoundedRectangle"),
                                       arguments: [Argument(label: Identifier("cornerRadius"),
                                                            value: Expr(.number(4, isInteger: true)))])))
        guard case .view(let vstack) = children[1], case .conditional(let ifCaption)? = vstack.content?.last else {
            Issue.record("expected a VStack ending in an if"); return
        }
        #expect(ifCaption.condition.kind == .identifier("caption"))
        #expect(ifCaption.elseBody == nil)
    }

    @Test("operators follow Swift's precedence", arguments: [
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("a || b && c", "(a || (b && c))"),
        ("!a && b", "(!a && b)"),
        ("a ?? b == c", "((a ?? b) == c)"),
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("a...b ?? c", "((a...b) ?? c)"),
        ("-4", "-4"),
        ("-x", "-x"),
        ("accent.opacity(0.5)", "accent.opacity(0.5)"),
        ("Color.red", "Color.red"),
    ])
    func precedence(source: String, expected: String) throws {
        let (expr, diagnostics) = Parser.parseExpression(source)
        #expect(diagnostics == [])
        #expect(try #require(expr).parenthesized == expected)
    }

    @Test("string interpolation nests expressions and strings")
    func interpolation() throws {
        let (expr, diagnostics) = Parser.parseExpression(#""from \(name ?? "\("someone")") at \(now)""#)
        #expect(diagnostics == [])
        guard case .string(let segments)? = expr?.kind else { Issue.record("expected a string"); return }
        #expect(segments.count == 4)
        #expect(segments[0] == .literal("from "))
        #expect(segments[2] == .literal(" at "))
        #expect(segments[3] == .interpolation(Expr(.identifier("now"))))
    }

    @Test("modifiers may continue on following lines, and a view on a new line is a new statement")
    func modifierLines() throws {
        let (document, diagnostics) = parse("""
        lockScreen {
          Text("a")
            .bold()

            .padding()
          Text("b")
        }
        """)
        #expect(diagnostics == [])
        let body = try #require(document.region(.lockScreen)?.body)
        #expect(body.count == 2)
        guard case .view(let first) = body[0] else { Issue.record("expected a view"); return }
        #expect(first.modifiers.map(\.name.name) == ["bold", "padding"])
    }

    @Test("if / else if / else chains")
    func conditionals() throws {
        let (document, diagnostics) = parse("""
        lockScreen {
          if a { Text("a") } else if !b { Text("b") } else { Text("c") }
        }
        """)
        #expect(diagnostics == [])
        guard case .conditional(let outer)? = document.region(.lockScreen)?.body.first,
              case .conditional(let inner)? = outer.elseBody?.first else {
            Issue.record("expected nested ifs"); return
        }
        #expect(inner.condition.kind == .unary(.not, Expr(.identifier("b"))))
        #expect(inner.elseBody?.count == 1)
    }

    @Test("expanded regions and both preview forms")
    func expandedAndPreviews() throws {
        let (document, diagnostics) = parse("""
        expanded {
          leading { Text("L") }
          trailing { Text("T") }
          center { Text("C") }
          bottom { Text("B") }
        }
        preview "inline" {
          senderName: "Maya", count: 3
          isStale: true
        }
        preview "push" from "push.json"
        """)
        #expect(diagnostics == [])
        #expect(document.regions.map(\.kind) == [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom])
        guard case .fields(let fields)? = document.previews.first?.source else { Issue.record("expected fields"); return }
        #expect(fields.map(\.name.name) == ["senderName", "count", "isStale"])
    }

    @Test("three unrelated errors are all reported in one run")
    func recovery() {
        let (document, diagnostics) = parse("""
        lockScreen {
          Text("a").padding(,)
          text("b")
        }
        themes { }
        minimal { Circle() }
        """)
        #expect(diagnostics.map(\.range.start.line) == [2, 3, 5])
        #expect(diagnostics[1].help == "did you mean 'Text'?")
        #expect(diagnostics[2].message == "unknown declaration 'themes'")
        #expect(diagnostics[2].help == "did you mean 'theme'?")
        // Recovery kept what followed the errors.
        #expect(document.region(.minimal) != nil)
    }

    /// Inputs that nest (or chain) 10 000 deep.
    enum DeepInput: String, CaseIterable, CustomTestStringConvertible {
        case views, parentheses, interpolations, negations, coalescingChain, members

        var body: String {
            let n = 10_000
            switch self {
            case .views: return String(repeating: "VStack {", count: n) + String(repeating: "}", count: n)
            case .parentheses: return "Text(" + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + ")"
            case .interpolations: return "Text(\"" + String(repeating: "\\(\"", count: n) + ")"
            case .negations: return "Text(" + String(repeating: "!", count: n) + "a)"
            case .coalescingChain: return "Text(a" + String(repeating: " ?? a", count: n) + ")"
            case .members: return "Text(a" + String(repeating: ".b", count: n) + ")"
            }
        }
        var testDescription: String { rawValue }
    }

    @Test("10 000-deep input is one diagnostic, never a crash", arguments: DeepInput.allCases)
    func deepNesting(input: DeepInput) {
        let (document, diagnostics) = parse("lockScreen {\n\(input.body)\n}\nminimal { Circle() }\n")
        #expect(document.region(.minimal) != nil)
        switch input {
        case .views, .parentheses, .negations, .coalescingChain, .members:
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.message.contains("deep") == true)
        case .interpolations:
            // The input is also unterminated; the depth is what is reported first.
            #expect(diagnostics.first?.message.contains("deep") == true)
        }
    }

    @Test("nesting just under the limit parses, checks and round-trips", arguments: [
        String(repeating: "VStack {", count: 190) + String(repeating: "}", count: 190),
        "Text(" + String(repeating: "(", count: 190) + "1" + String(repeating: ")", count: 190) + ")",
        "Text(" + String(repeating: "!", count: 190) + "true)",
        "Text(1" + String(repeating: " + 1", count: 190) + ")",
        #"Text("\("# + "1" + String(repeating: " ?? 1", count: 190) + #")")"#,
    ])
    func nestingUnderLimit(body: String) {
        let file = SourceFile(path: "deep.lockshot", text: "lockScreen {\n\(body)\n}\n")
        let (document, diagnostics) = Parser.parse(file)
        #expect(diagnostics == [])
        #expect(document.region(.lockScreen)?.body.count == 1)
        #expect(Checker.check(document, file: file, layoutDirectory: ".") == [])
        #expect(Parser.parse(SourceFile(path: "p", text: Printer.print(document))).0 == document)
    }
}

extension Expr {
    /// The expression with every binary operation in parentheses, to show how it grouped.
    var parenthesized: String {
        switch kind {
        case .binary(let op, let l, let r):
            let spaced = op == .closedRange ? op.rawValue : " \(op.rawValue) "
            return "(\(l.parenthesized)\(spaced)\(r.parenthesized))"
        case .unary(let op, let e): return op.rawValue + e.parenthesized
        default: return Printer.expression(self)
        }
    }
}
