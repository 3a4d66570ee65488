import Testing
@testable import LockshotLanguage

@Suite("Shapes, styles and effects in the checker")
struct EffectsCheckerTests {
    @Test("SwiftUI's shape, style and effect forms are accepted", arguments: [
        "Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))",
        "Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.red, accent]), startPoint: .leading, endPoint: .trailing))",
        "Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom))",
        "Circle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20))",
        "Circle().fill(AngularGradient(colors: [.red, .blue, .red], center: .center))",
        "Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))",
        "Text(name).foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))",
        "Text(name).background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))",
        "Text(name).background(.ultraThinMaterial)",
        "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 4)",
        "Circle().trim(from: 0, to: 0.5).stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 3]))",
        "Circle().strokeBorder(.red, lineWidth: 2)",
        "ContainerRelativeShape().fill(.blue)",
        "Text(name).clipShape(.rect(cornerRadius: 8))",
        "Text(name).clipShape(.circle)",
        "Text(name).shadow(color: .black, radius: 4, x: 0, y: 2)",
        "Text(name).shadow(radius: 2)",
        "Text(name).blur(radius: 3)",
        "Text(name).rotationEffect(.degrees(45), anchor: .topLeading)",
        "Text(name).scaleEffect(1.5)",
        "Text(name).scaleEffect(x: 2, y: 1, anchor: .leading)",
        "Gauge(value: 0.5, in: 0...1) { Text(name) }.gaugeStyle(.accessoryCircularCapacity).tint(.mint)",
        "ProgressView(value: 0.5).progressViewStyle(.circular)",
        "Text(name).redacted(reason: .placeholder)",
    ])
    func accepted(body: String) {
        let diagnostics = CheckerTests.check(CheckerTests.header + "lockScreen { \(body) }\n")
        #expect(diagnostics == [], "\(DiagnosticRenderer().render(diagnostics))")
    }

    @Test("wrong labels and members get a suggestion", arguments: [
        ("Rectangle().fill(LinearGradient(colours: [.red, .blue], startPoint: .top, endPoint: .bottom))",
         "unknown argument label 'colours' in 'LinearGradient'", "did you mean 'colors'?"),
        ("Text(name).shadow(radus: 3)", "unknown argument label 'radus' in 'shadow'", "did you mean 'radius'?"),
        ("Gauge(value: 1) { Text(name) }.gaugeStyle(.accessoryCircle)",
         "unknown gauge style '.accessoryCircle'", "did you mean '.accessoryCircular'?"),
        ("Text(name).rotationEffect(.degree(45))", "unknown angle '.degree'", "did you mean '.degrees'?"),
        ("Text(name).background(.thinMaterail)", "unknown shape style '.thinMaterail'", "did you mean '.thinMaterial'?"),
        ("Text(name).blurr(radius: 2)", "unknown modifier 'blurr'", "did you mean 'blur'?"),
    ])
    func suggestions(body: String, message: String, help: String) {
        let diagnostics = CheckerTests.check(CheckerTests.header + "lockScreen { \(body) }\n")
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.help == help)
    }

    @Test func anArrayWhereNoneIsExpectedIsATypeError() {
        let diagnostics = CheckerTests.check(CheckerTests.header + "lockScreen { Text(name).padding([1, 2]) }\n")
        #expect(diagnostics.contains { $0.code == "type" })
    }

    @Test func aGradientValueIsNotAView() {
        let diagnostics = CheckerTests.check(CheckerTests.header + "lockScreen { Gradient(colors: [.red, .blue]) }\n")
        #expect(diagnostics.map(\.message) == ["'Gradient' is not a view"])
    }

    @Test func arrayLiteralsParseAndPrint() {
        let source = "lockScreen {\n  Rectangle().fill(LinearGradient(colors: [.red, #112233,\n    .blue], startPoint: .top, endPoint: .bottom))\n}\n"
        let (document, diagnostics) = Parser.parse(SourceFile(path: "a.lockshot", text: source))
        #expect(diagnostics.isEmpty)
        #expect(Printer.print(document).contains("colors: [.red, #112233, .blue]"))
    }
}
