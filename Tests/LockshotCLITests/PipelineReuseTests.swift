import Foundation
import LockshotKit
import LockshotLayout
import Testing

/// A pipeline reuses its last binding and layout for requests that differ only in scale or output
/// (`Pipeline+Reuse.swift`), and workers start from the planner's parsed layouts. Every request of a
/// sequence that changes one thing at a time must draw what a fresh pipeline draws.
@Suite("pipeline reuse") struct PipelineReuseTests {
    static let layout = CLI.repository.appendingPathComponent("layouts/flight.lockshot").path

    static func request(_ preview: String, _ presentation: Presentation, scale: Int,
                        appearance: Appearance? = nil) -> RenderRequest {
        RenderRequest(layoutPath: layout, preview: preview, presentation: presentation, scale: scale,
                      appearance: appearance)
    }

    @Test("a reused binding or layout draws what a fresh pipeline draws")
    func reuseMatchesFreshPipelines() throws {
        let sequence = [
            Self.request("on time dark", .lockScreen, scale: 1),
            Self.request("on time dark", .lockScreen, scale: 2),  // layout reused
            Self.request("on time dark", .lockScreen, scale: 2, appearance: .light),  // nothing reused
            Self.request("on time dark", .compact, scale: 2, appearance: .light),  // binding reused
            Self.request("landed", .compact, scale: 2, appearance: .light),  // another preview
            Self.request("on time dark", .lockScreen, scale: 3),  // back to the first
        ]
        let planner = Pipeline()
        _ = try planner.inspect(layoutPath: Self.layout)
        let reusing = Pipeline(fonts: nil, parsed: planner.parsedLayouts)
        for request in sequence {
            let reused = try reusing.renderPixels(request).image
            let fresh = try Pipeline().renderPixels(request).image
            #expect(reused == fresh, "\(request.preview ?? "") \(request.presentation) @\(request.scale)x")
        }
    }
}
