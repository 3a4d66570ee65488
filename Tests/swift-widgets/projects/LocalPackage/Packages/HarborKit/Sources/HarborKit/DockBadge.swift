import HarborModels
import SwiftUI

/// The ferry symbol over its dock number.
public struct DockBadge: View {
    let state: FerryAttributes.ContentState

    public init(state: FerryAttributes.ContentState) {
        self.state = state
    }

    public var body: some View {
        VStack(spacing: 2) {
            Image(systemName: "ferry.fill").font(.title3)
            Text("Dock \(state.dock)").font(.caption2)
        }
        .foregroundStyle(.cyan)
    }
}
