import Foundation
import LockshotLanguage
import LockshotLayout
import Testing

@Suite struct RobustnessTests {
    static let layouts = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("../../layouts").standardized

    static let names: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: layouts.path)) ?? []).filter { $0.hasSuffix(".lockshot") }.sorted()
    }()

    @Test("the bundled layouts are there (a parameterised test over an empty list would pass)")
    func bundledFound() { #expect(Self.names.count >= 7, "\(Self.names)") }

    /// Every bundled layout × preview × presentation × device binds, lays out, lowers and dumps,
    /// and every presentation stays inside its published size.
    @Test(arguments: names)
    func bundledLayoutsLayOutEverywhere(_ name: String) throws {
        let text = try String(contentsOf: Self.layouts.appendingPathComponent(name), encoding: .utf8)
        let file = SourceFile(path: name, text: text)
        let (document, _) = Parser.parse(file)
        #expect(!document.regions.isEmpty)
        for preview in document.previews.map(\.name) {
            let activity = Binder.bind(document, file: file, preview: preview,
                                       environment: BindingEnvironment(layoutDirectory: "layouts"), assets: FakeAssets())
            for device in Device.all {
                for presentation in Presentation.allCases {
                    let p = PresentationLayout.layout(activity, presentation: presentation, device: device, measurer: FakeMeasurer())
                    #expect(p.size.height <= 160 && p.size.width <= device.screen.width, "\(name) \(preview) \(presentation)")
                    let list = Lowering.displayList(p, scale: 3, debugOverlay: true)
                    #expect(list.size == p.size)
                    let json = LayoutDump.json(p, layout: name, preview: preview, device: device)
                    #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
                }
            }
        }
    }

    @Test(arguments: [
        "Text(\"x\").lineLimit(1e300).characterLimit(-5)",
        "Rectangle().frame(width: 1e308, height: -40)",
        "Text(\"\\(1 / 0)\").padding(-10)",
        "Rectangle().frame(minWidth: .infinity, maxWidth: 10)",
        "HStack { Rectangle().frame(minWidth: .infinity); Spacer(); Text(\"a\") }",
        "Text(timerInterval: 0...1e300, countsDown: false)",
        "Text(1e300, style: .time)",
        "Text(\"a\").opacity(-3).kerning(-100).lineSpacing(-50)",
        "Image(\"\").aspectRatio(0, contentMode: .fill)",
        "Rectangle().aspectRatio(-1, contentMode: .fit).frame(width: 0, height: 0)",
        "ZStack { }.border(Color(#FFFFFF), width: 1e300).scanlines(color: #FFFFFF, opacity: 2, spacing: 0)",
    ])
    func hostileValuesNeverCrash(_ body: String) {
        let file = SourceFile(path: "hostile.lockshot", text: "lockScreen {\n  \(body)\n}")
        let (document, _) = Parser.parse(file)
        let activity = Binder.bind(document, file: file, preview: nil, environment: BindingEnvironment(layoutDirectory: "."),
                                   assets: FakeAssets())
        for presentation in Presentation.allCases {
            let p = PresentationLayout.layout(activity, presentation: presentation, device: .iPhone15Pro, measurer: FakeMeasurer())
            #expect(p.size.height <= 160)
            _ = Lowering.displayList(p, scale: 3, debugOverlay: true)
            _ = LayoutDump.json(p, layout: "hostile", preview: "-", device: .iPhone15Pro)
        }
    }
}

extension RobustnessTests {
    /// The bundled layouts bind cleanly: the only problems are the ones their previews stage on purpose.
    @Test(arguments: names)
    func bundledLayoutsBindWithoutUnexpectedDiagnostics(_ name: String) throws {
        let text = try String(contentsOf: Self.layouts.appendingPathComponent(name), encoding: .utf8)
        let file = SourceFile(path: name, text: text)
        let (document, _) = Parser.parse(file)
        for preview in document.previews.map(\.name) {
            let activity = Binder.bind(document, file: file, preview: preview,
                                       environment: BindingEnvironment(layoutDirectory: "layouts"), assets: FakeAssets())
            let unexpected = activity.diagnostics.filter { !["missing-asset", "unsupported-payload"].contains($0.code) }
            #expect(unexpected.isEmpty, "\(name) / \(preview): \(unexpected.map { "\($0.range.start) \($0.message)" })")
        }
    }
}
