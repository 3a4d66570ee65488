import Testing
@testable import LockshotLanguage

@Suite("Checker")
struct CheckerTests {
    /// Parses and checks a layout body; returns parse + check diagnostics.
    static func check(_ text: String) -> [Diagnostic] {
        let file = SourceFile(path: "c.lockshot", text: text)
        let (document, parsed) = Parser.parse(file)
        return parsed + Checker.check(document, file: file, layoutDirectory: Fixtures.path("valid"))
    }

    static let header = "attributes { name: String\n when: Date\n pic: Image? }\ntheme { accent = #39FF88 }\n"

    @Test("SwiftUI forms the schema accepts", arguments: [
        "Text(name).padding()",
        "Text(name).padding(8)",
        "Text(name).padding(.horizontal, 8)",
        "Text(name).padding(.all)",
        "Text(name).frame(maxWidth: .infinity, alignment: .topLeading)",
        "Text(name).frame(height: 20)",
        "Text(when, style: .timer)",
        "Text(timerInterval: when...when + 60, countsDown: true)",
        "Text(timerInterval: when...when + 60, pauseTime: when + 30, countsDown: true)",
        "Text(name).foregroundStyle(.tint)",
        "Circle().fill(.tint)",
        "Text(name).dynamicIsland(verticalPlacement: .belowIfTooWide)",
        "Image(pic ?? \"app-icon\").resizable().aspectRatio(contentMode: .fit)",
        "Text(name).background(accent.opacity(0.5))",
        "Text(name).background(Capsule().fill(.red))",
        "Text(name).overlay(alignment: .top) { Divider() }",
        "Text(name).font(.system(size: 12, weight: .bold))",
        "Text(name).font(.caption).foregroundColor(.secondary)",
        "HStack { Text(name) }.lineLimit(1).font(.body)",
        "Color.red.frame(width: 2)",
        "Text(name).foregroundColor(Color(white: 0.5))",
        "if !(name == \"\") && pic { Text(name) } else { Spacer() }",
    ])
    func accepted(body: String) {
        let diagnostics = Self.check(Self.header + "lockScreen { \(body) }\n")
        #expect(diagnostics == [], "\(DiagnosticRenderer().render(diagnostics))")
    }

    @Test("suggestions come from the schema and the scope", arguments: [
        ("Text(name).paddng()", "unknown modifier 'paddng'", "did you mean 'padding'?"),
        ("Txt(name)", "unknown view 'Txt'", "did you mean 'Text'?"),
        ("Text(nme)", "unknown name 'nme'", "did you mean 'name'?"),
        ("Text(name).foregroundColor(acent)", "unknown name 'acent'", "did you mean 'accent'?"),
        ("Text(name).frame(alignment: .centre)", "unknown alignment '.centre'", "did you mean '.center'?"),
        ("Text(name).truncationMode(.tial)", "unknown truncation mode '.tial'", "did you mean '.tail'?"),
        ("Text(name).foregroundColor(red)", "unknown name 'red'", "did you mean '.red'?"),
        ("Text(name).border(.red, widht: 2)", "unknown argument label 'widht' in 'border'", "did you mean 'width'?"),
    ])
    func suggestions(body: String, message: String, help: String) {
        let diagnostics = Self.check(Self.header + "lockScreen { \(body) }\n")
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.help == help)
        #expect(diagnostics.first?.range.start.line == 5)
    }

    @Test("a modifier that means nothing on a view is a warning, not an error")
    func noEffect() {
        let diagnostics = Self.check("lockScreen { Image(\"a\").lineLimit(1).bold() }")
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.map(\.code) == ["no-effect", "no-effect"])
    }

    @Test("duplicates carry a note at the first declaration")
    func duplicateNote() throws {
        let diagnostics = Self.check("attributes {\n a: String\n a: Int\n}\nminimal { Circle() }")
        let duplicate = try #require(diagnostics.first)
        #expect(duplicate.message == "duplicate attribute 'a'")
        #expect(duplicate.range.start.line == 3)
        #expect(duplicate.notes.first?.range?.start.line == 2)
    }

    @Test("a layout without regions is a warning")
    func noRegions() {
        #expect(Self.check("activity Empty\n").map(\.message) == ["layout declares no regions"])
    }

    @Test("the schema is data every view and modifier of SPEC §3 is in")
    func schemaCoverage() {
        let views = ["HStack", "VStack", "ZStack", "Text", "Image", "Spacer", "Divider", "Color", "Rectangle",
                     "RoundedRectangle", "Circle", "Capsule", "ProgressView"]
        let modifiers = ["padding", "frame", "fixedSize", "layoutPriority", "offset", "background", "overlay",
                         "foregroundColor", "foregroundStyle", "font", "fontWeight", "bold", "kerning", "tracking",
                         "lineLimit", "truncationMode", "multilineTextAlignment", "lineSpacing", "opacity",
                         "cornerRadius", "clipShape", "clipped", "border", "resizable", "aspectRatio", "scaledToFill",
                         "scaledToFit", "interpolation", "hidden", "activityBackgroundTint", "keylineTint",
                         "characterLimit", "scanlines", "glow"]
        #expect(views.filter { Schema.standard.view(named: $0) == nil } == [])
        #expect(modifiers.filter { Schema.standard.modifier(named: $0) == nil } == [])
        #expect(Schema.standard.modifiers.filter(\.isLockshotExtension).map(\.name) == ["characterLimit", "scanlines", "glow"])
        #expect(Schema.standard.attributeTypes.map(\.name) == ["String", "Int", "Double", "Bool", "Date", "Image", "Color"])
    }
}

@Suite("Checker, reserved names")
struct ReservedNameTests {
    @Test("attributes and theme tokens cannot take the render clock's or the environment's names",
          arguments: ["attributes { now: Date }", "attributes { isStale: Bool }", "theme { appearance = 1 }"])
    func reserved(declaration: String) {
        let diagnostics = CheckerTests.check(declaration + "\nminimal { Circle() }")
        #expect(diagnostics.map(\.message).contains { $0.hasSuffix("uses a reserved name") })
    }
}
