import LockshotLanguage
import LockshotLayout

/// `presentation-size` (error): content beyond the presentation's size on the device — lock
/// screen or expanded content taller than 160 pt, compact content wider than its slot, minimal
/// content wider than 45 pt, small content beyond the watch's Smart Stack card.
///
/// Source: Apple HIG, Live Activities › Specifications (presentation sizes per device), and
/// ActivityKit's "Displaying live data with Live Activities" (the system truncates content beyond
/// 160 pt). The measurements are made by `PresentationLayout`, whose `presentation-size`
/// diagnostics this rule reports, so the numbers are never computed twice.
package struct PresentationSizeRule: Rule {
    package init() {}
    package var id: String { "presentation-size" }
    package var severity: Diagnostic.Severity { .error }
    package var summary: String { "content beyond the device's presentation size" }

    package func check(_ context: RuleContext) -> [Finding] {
        context.presentation.diagnostics.filter { $0.code == id }.map { diagnostic in
            // The view that grew, not the region's outer modifier.
            let culprit = OversizeCulprit.locate(diagnostic, in: context.presentation)
            let range = culprit.map(\.range).flatMap { $0 == .none ? nil : $0 } ?? diagnostic.range
            var finding = context.finding(self, diagnostic.message, at: range,
                                          help: diagnostic.help ?? help(context.presentation),
                                          severity: diagnostic.severity)
            if let file = diagnostic.file { finding.file = file }
            return finding
        }
    }

    private func help(_ laidOut: LaidOutPresentation) -> String {
        let device = laidOut.device
        let island = device.island ?? Device.iPhone15Pro.island
        switch laidOut.presentation {
        case .lockScreen, .expanded: return "keep the content within 160 pt: fewer lines, a lineLimit, or less padding"
        case .compact:
            let slot = island?.compactSlot ?? Size(width: 52.33, height: 36.67)
            return "fit each compact side into its slot (\(fmt(slot.width)) × \(fmt(slot.height)) pt on \(device.id))"
        case .minimal:
            return "keep the minimal view within \(fmt(island?.minimalWidthRange.upperBound ?? 45)) × \(fmt(island?.minimalHeight ?? 36.67)) pt"
        case .small:
            let card = device.watch.smartStack
            return "keep the small view within the Smart Stack's \(fmt(card.width)) × \(fmt(card.height)) pt on a \(device.watch.id) watch "
                + "(check --watch-case 40mm for the smallest card)"
        }
    }
}
