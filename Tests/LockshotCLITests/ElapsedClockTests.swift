import Foundation
import LockshotKit
import LockshotLayout
import Testing

/// `RenderRequest.elapsed` (serve's time slider) runs the clock on from the preview's own time.
@Suite("elapsed clock")
struct ElapsedClockTests {
    @Test("ten minutes on, a timer counting down from 1:00:00 reads 50:00 and the preview's dates stay")
    func timerCountsOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("elapsed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("meter.lockshot").path
        try """
        activity Meter
        state { endsAt: Date }
        lockScreen { Text(timerInterval: now...endsAt, countsDown: true).padding(16) }
        preview "running" { endsAt: "2026-01-01T10:41:00Z", now: "2026-01-01T09:41:00Z" }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        func shown(after seconds: Double) throws -> String? {
            var request = RenderRequest(layoutPath: path, scale: 1, includeLayoutDump: true)
            request.elapsed = seconds
            let dump = try Pipeline().render(request).layoutDump ?? ""
            return dump.firstMatch(of: /"displayedText" *: *"([^"]*)"/).map { String($0.1) }
        }
        #expect(try shown(after: 0) == "1:00:00")
        #expect(try shown(after: 600) == "50:00")
        #expect(try shown(after: 7200) == "0:00")
    }
}

/// `RenderRequest.previewValues` and `Pipeline.previewFields` (serve's data editor).
@Suite("preview values from outside")
struct PreviewValuesTests {
    @Test("the editor reads each attribute's preview value and default; set values replace the preview's, a bad one is located")
    func editedValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("gate.lockshot").path
        try """
        activity Gate
        attributes { flight: String }
        state { gate: String = "TBD", delayed: Bool = false }
        lockScreen { Text(flight + " " + gate).padding(16) }
        preview "boarding" { flight: "LS 101", gate: "B12" }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let fields = try Pipeline().previewFields(layoutPath: path, preview: "boarding")
        #expect(fields.map(\.name) == ["flight", "gate", "delayed"])
        #expect(fields.map(\.value) == [#""LS 101""#, #""B12""#, nil])
        #expect(fields.map(\.defaultValue) == [nil, #""TBD""#, "false"])
        #expect(fields.map(\.isState) == [false, true, true])
        func shown(_ values: [String: String]) throws -> String? {
            var request = RenderRequest(layoutPath: path, preview: "boarding", scale: 1, includeLayoutDump: true)
            request.previewValues = values
            return try Pipeline().render(request).layoutDump?.firstMatch(of: /"displayedText" *: *"([^"]*)"/).map { String($0.1) }
        }
        #expect(try shown([:]) == "LS 101 B12")
        #expect(try shown(["gate": #""C7""#]) == "LS 101 C7")
        #expect(throws: PipelineError.self) { try shown(["gate": #""C7"#]) }
    }
}

/// `RenderRequest.dynamicTypeSize`: the reader's text size, as SwiftUI scales fonts with it.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("text styles, the default font and .custom(size:) scale; .system(size:) and fixedSize: do not")
    func scaling() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("type-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sizes.lockshot").path
        try """
        activity Sizes
        lockScreen {
          VStack {
            Text("plain")
            Text("caption").font(.caption)
            Text("fixed").font(.system(size: 20))
            Text("pixel").font(.custom("LockshotPixel", size: 10))
            Text("pixel fixed").font(.custom("LockshotPixel", fixedSize: 10))
            Text("pixel caption").font(.custom("LockshotPixel", size: 12, relativeTo: .caption))
          }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        func sizes(_ typeSize: DynamicTypeSize) throws -> [String: Double] {
            var request = RenderRequest(layoutPath: path, scale: 1)
            request.dynamicTypeSize = typeSize
            var out: [String: Double] = [:]
            for node in try Pipeline().layOut(request).presentation.root.allNodes {
                if case .text(let text) = node.kind { out[text.text] = text.font.size }
            }
            return out
        }
        #expect(try sizes(.large) == ["plain": 17, "caption": 12, "fixed": 20, "pixel": 10, "pixel fixed": 10, "pixel caption": 12])
        #expect(try sizes(.accessibility3) == ["plain": 40, "caption": 32, "fixed": 20, "pixel": 10 * 40 / 17.0,
                                               "pixel fixed": 10, "pixel caption": 32])
        #expect(try sizes(.xSmall)["caption"] == 11)
    }
}
