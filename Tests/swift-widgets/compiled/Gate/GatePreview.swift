import SwiftUI
import WidgetKit

#Preview("Boarding", as: .content, using: GateAttributes(flight: "LH 454")) {
    GateWidget()
} contentStates: {
    GateAttributes.ContentState(gate: "B12", seat: "14C", closes: .now.addingTimeInterval(25 * 60))
}
