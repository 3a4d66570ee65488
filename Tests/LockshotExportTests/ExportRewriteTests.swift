import Foundation
@testable import LockshotExport
import LockshotLanguage
import LockshotTestSupport
import Testing

/// Where lockshot's semantics differ from SwiftUI, the export writes SwiftUI that draws the same — and compiles.
@Suite struct ExportRewriteTests {
    static let layout = """
    activity Rewrites
    attributes {
      count: Int
      ratio: Double
      title: String?
      belt: Int?
      ends: Date
      tint: Color = #FF0000
    }
    theme {
      gap = 6
      steps = 7
      accent = #39FF88
    }
    lockScreen {
      Text(count)
      Text("\\(ratio) and \\(count) and \\(title) and \\(ratio % 2)")
      Image("icons/car.svg")
        .frame(width: 20)
        .resizable()
        .aspectRatio(1.5)
      if title && count > 0 {
        Text(title ?? "none")
          .characterLimit(3)
      }
      Circle()
        .frame(width: gap * ratio, height: gap)
        .fill(isLuminanceReduced ? tint : accent)
        .opacity(isStale ? 0.5 : 1)
      Spacer()
        .frame(width: steps / 2)
      Text(timerInterval: now...ends, countsDown: true)
        .lineLimit(ratio)
    }
    compactLeading {
      Text("\\(belt)")
        .keylineTint(accent)
    }
    preview "one" { count: 2, ratio: 0.5, title: "Hi", ends: "2026-01-01T10:00:00Z", tint: .orange }
    """

    func export() throws -> [ExportedFile] {
        let file = SourceFile(path: "rewrites.lockshot", text: Self.layout)
        let loaded = LayoutLoader.checked(LayoutLoader.load(path: file.path, bytes: Array(Self.layout.utf8)), layoutDirectory: "/tmp")
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let document = try #require(loaded.document)
        return try SwiftUIExporter.export(document, file: file, layoutDirectory: "/tmp",
                                          options: ExportOptions(lockshotVersion: "0.1.0", layoutName: "rewrites.lockshot"))
    }

    @Test func rewritesDrawWhatLockshotDraws() throws {
        let files = try export()
        let widget = try #require(files.first { $0.path == "RewritesLiveActivity.swift" }?.text)
        #expect(widget.contains("VStack {"))  // several root views stack vertically
        #expect(widget.contains("Text(\"\\(context.state.count)\")"))
        #expect(widget.contains("\\(String(describing: context.state.ratio))"))
        #expect(widget.contains("\\(context.state.count)"))
        #expect(widget.contains("\\(context.state.title ?? \"\")"))
        #expect(widget.contains("context.state.ratio.truncatingRemainder(dividingBy: 2)"))
        #expect(widget.contains("Image(\"car\")\n                .resizable()\n                .frame(width: 20)"))
        #expect(widget.contains(".aspectRatio(1.5, contentMode: .fit)"))
        #expect(widget.contains("if let title = context.state.title, !title.isEmpty, context.state.count > 0 {"))
        #expect(widget.contains("Text(title.characterLimit(3))"))
        #expect(widget.contains(".frame(width: Theme.gap * context.state.ratio, height: Theme.gap)"))
        #expect(widget.contains("static let gap: CGFloat = 6"))
        // `steps` is divided: it stays an Int, as lockshot divides it.
        #expect(widget.contains("static let steps = 7"))
        #expect(widget.contains(".frame(width: CGFloat(Theme.steps / 2))"))
        #expect(widget.contains("@Environment(\\.isLuminanceReduced) private var isLuminanceReduced"))
        #expect(widget.contains(".fill(isLuminanceReduced ? context.state.tint.color : Theme.accent)"))
        #expect(widget.contains(".opacity(context.isStale ? 0.5 : 1)"))
        #expect(widget.contains("Text(timerInterval: Date.now...max(Date.now, context.state.ends), countsDown: true)"))
        #expect(widget.contains(".lineLimit(Int(context.state.ratio))"))
        #expect(widget.contains("}\n            .keylineTint(Theme.accent)"))
        let previews = try #require(files.first { $0.path == "RewritesPreviews.swift" }?.text)
        #expect(previews.contains("tint: LockshotColor(name: \"orange\")"))
        #expect(previews.contains("ends: Date(timeIntervalSince1970: 1767261600), // 2026-01-01T10:00:00Z"))
    }

    @Test(.tags(.swiftc), .slow) func rewritesTypeCheck() throws {
        let files = try export()
        var sources = files.filter { $0.path.hasSuffix(".swift") && !$0.path.hasSuffix("Previews.swift") }
            .map { (name: $0.path, text: $0.text ?? "") }
        let previews = try #require(files.first { $0.path.hasSuffix("Previews.swift") }?.text)
        sources.append((name: "States.swift", text: previews.components(separatedBy: "\n#Preview(").first ?? previews))
        let output = try Swiftc.typecheck(sources)
        #expect(output.status == 0, "\(output.text)")
    }
}

@Suite struct ExportFontTests {
    /// `.custom` names the family the file registers under, read from its `name` table.
    @Test func fontFilesAreCopiedAndNamedByTheirFamily() throws {
        let url = Swiftc.repository.appendingPathComponent("Tests/LockshotLanguageTests/Fixtures/valid/ios-text.lockshot")
        let files = try SwiftUIExporter.export(layoutAt: url.path, lockshotVersion: "0.1.0")
        #expect(files.contains { $0.path == "Pixel-Regular.ttf" })
        #expect(files.contains { $0.path == "Pixel-Bold.ttf" })
        let widget = try #require(files.first { $0.path.hasSuffix("LiveActivity.swift") }?.text)
        #expect(!widget.contains(".custom(\"Brand\""))
        let regular = try #require(files.first { $0.path == "Pixel-Regular.ttf" })
        let family = try #require(FontFamilyName.read(regular.contents))
        #expect(widget.contains("static let brand = \"\(family)\""))
        #expect(widget.contains(".custom(Fonts.brand, size: 12)"))
    }

    @Test func embeddedFontFamilyIsLockshotPixel() throws {
        let files = try BundledLayouts.export("pager2077")
        let bold = try #require(files.first { $0.path == "LockshotPixel-Bold.ttf" })
        #expect(FontFamilyName.read(bold.contents) == "LockshotPixel")
        #expect(FontFamilyName.read([0, 1, 2]) == nil)
    }
}
