import SwiftUI
import WidgetKit

extension Color {
    static let parkingBlue = Color(hex: "#2F6BFF")
    static let parkingCard = Color(hex: "#0E1424")
}

/// A rounded tag such as the zone or "extended".
struct Tag: View {
    let text: String
    var tint: Color = .parkingBlue

    var body: some View {
        Text(text)
            .font(.caption2.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(tint.opacity(0.25)))
            .foregroundStyle(tint)
    }
}

/// A card with the app's padding and background around any content.
struct Card<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            content
        }
        .padding(16)
        .activityBackgroundTint(Color.parkingCard)
    }
}

struct ParkingLockScreenView: View {
    let context: ActivityViewContext<ParkingAttributes>

    var body: some View {
        Card {
            HStack(spacing: 8) {
                Image(systemName: "parkingsign.circle.fill")
                    .font(.title2)
                    .foregroundStyle(Color.parkingBlue)
                VStack(alignment: .leading, spacing: 1) {
                    Text(context.attributes.garage)
                        .font(.headline)
                    Text(context.attributes.plate)
                        .font(.caption.monospaced())
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Tag(text: "Zone \(context.state.zone)")
                if context.state.extended {
                    Tag(text: "Extended", tint: .orange)
                }
            }
            ProgressView(timerInterval: context.state.session, countsDown: true)
                .tint(Color.parkingBlue)
            HStack {
                Text("Ends in")
                    .foregroundStyle(.secondary)
                Text(timerInterval: context.state.session, countsDown: true)
                    .monospacedDigit()
                Spacer()
                Text(context.isStale ? "—" : context.state.costSoFar)
                    .bold()
            }
            .font(.subheadline)
        }
    }
}
