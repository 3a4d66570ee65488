import Testing
import LockshotLanguage

/// `state { }`: ActivityKit's split between static attributes and content state.
@Suite("State block")
struct StateBlockTests {
    @Test func aStateBlockSplitsStaticAttributesFromContentState() {
        let (document, diagnostics) = parse("""
            state { status: String }
            attributes { name: String }
            lockScreen { Text(name + status) }
            """)
        #expect(diagnostics.isEmpty)
        #expect(document.declaresState)
        #expect(document.staticAttributes.map(\.name.name) == ["name"])
        #expect(document.contentState.map(\.name.name) == ["status"])
        // Static attributes first whatever the source order, so printing and parsing agree.
        #expect(document.attributes.map(\.name.name) == ["name", "status"])
        let printed = Printer.print(document)
        #expect(printed.contains("attributes {\n  name: String\n}\n\nstate {\n  status: String\n}\n"))
        #expect(parse(printed).0 == document)
    }

    @Test func withoutAStateBlockEveryAttributeIsContentState() {
        let (document, _) = parse("attributes { name: String\n count: Int }\nlockScreen { Text(name) }")
        #expect(!document.declaresState)
        #expect(document.staticAttributes.isEmpty)
        #expect(document.contentState.map(\.name.name) == ["name", "count"])
        #expect(!Printer.print(document).contains("state"))
    }

    @Test func anEmptyStateBlockMeansEveryAttributeIsStatic() {
        let (document, diagnostics) = parse("attributes { name: String }\nstate {}\nlockScreen { Text(name) }")
        #expect(diagnostics.isEmpty)
        #expect(document.staticAttributes.map(\.name.name) == ["name"])
        #expect(document.contentState.isEmpty)
        #expect(Printer.print(document).contains("state {}\n"))
    }

    @Test func aNameInBothBlocksIsADuplicate() {
        let file = SourceFile(path: "test.lockshot", text: "attributes { name: String }\nstate { name: String }\nlockScreen { Text(name) }")
        let (document, _) = Parser.parse(file)
        let diagnostics = Checker.check(document, file: file, layoutDirectory: "/tmp")
        #expect(diagnostics.contains { $0.message.contains("duplicate") && $0.message.contains("'name'") }, "\(messages(diagnostics))")
    }
}
