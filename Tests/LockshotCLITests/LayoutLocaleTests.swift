import Foundation
import LockshotKit
import LockshotLayout
import Testing

/// A `.lockshot` layout formats its numbers, dates and timers in the project's locale (lockshot.json's "locale"),
/// as a `.swift` widget's program does; the device frame's clock follows it.
@Suite("layout locale")
struct LayoutLocaleTests {
    static let layout = """
        activity Fare
        attributes { price: Double, share: Double, eta: Date, start: Date }
        lockScreen {
          VStack(alignment: .leading, spacing: 0) {
            Text("Fare \\(price.formatted(.number.precision(.fractionLength(2))))")
            Text(share, format: .percent)
            Text(eta, style: .time)
            Text(eta, style: .date)
            Text(eta, style: .relative)
            Text(timerInterval: start...eta)
          }.padding(16)
        }
        preview "p" { price: 1234.5, share: 0.42, now: "2026-01-01T12:55:00Z", eta: "2026-01-01T15:00:00Z", start: "2026-01-01T12:00:00Z" }
        """

    /// The texts the layout shows with `lockshot.json` as given (none: en_US), top to bottom.
    func texts(config: String?) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let config { try config.write(to: folder.appendingPathComponent("lockshot.json"), atomically: true, encoding: .utf8) }
        let path = folder.appendingPathComponent("fare.lockshot").path
        try Self.layout.write(toFile: path, atomically: true, encoding: .utf8)
        let laidOut = try Pipeline().layOut(RenderRequest(layoutPath: path, scale: 1)).presentation
        return laidOut.root.allNodes.compactMap { node in
            if case .text(let text) = node.kind { return text.text } else { return nil }
        }
    }

    @Test("en_US by default: $-style grouping, 3:00 PM, January 1, 2026, 2 hr, 5 min")
    func american() throws {
        #expect(try texts(config: nil) == ["Fare 1,234.50", "42%", "3:00\u{202F}PM", "January 1, 2026", "2 hr, 5 min", "2:05:00"])
    }

    @Test("lockshot.json's de_DE: 1.234,50, 15:00, 1. Januar 2026, 2 Std., 5 Min.")
    func german() throws {
        #expect(try texts(config: #"{ "locale": "de_DE" }"#)
                == ["Fare 1.234,50", "42\u{A0}%", "15:00", "1. Januar 2026", "2 Std., 5 Min.", "2:05:00"])
    }

    @Test("ar_SA: Arabic-Indic digits in numbers and timers")
    func arabic() throws {
        let shown = try texts(config: #"{ "locale": "ar_SA" }"#)
        #expect(shown.first == "Fare ١٬٢٣٤٫٥٠")
        #expect(shown.last == "٢:٠٥:٠٠")
    }

    @Test("an unknown locale in lockshot.json is an error located in that file")
    func unknown() throws {
        let error = #expect(throws: PipelineError.self) { try texts(config: #"{ "locale": "de_XX" }"#) }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(diagnostic.message.contains("unknown locale 'de_XX'"))
        #expect(diagnostic.file?.hasSuffix("lockshot.json") == true)
    }
}
