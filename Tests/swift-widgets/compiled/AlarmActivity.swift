// Written by the team: an iOS 26 AlarmKit timer's Live Activity. Its attributes are AlarmKit's generic
// `AlarmAttributes<Metadata>` over the app's metadata, its content state the system's `AlarmPresentationState`,
// drawn in each mode the system puts it in (counting down, paused, alerting), with iOS 26's glass.
import ActivityKit
import AlarmKit
import SwiftUI
import WidgetKit

struct TeaMetadata: AlarmMetadata {
    var blend: String
}

struct TeaTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AlarmAttributes<TeaMetadata>.self) { context in
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.metadata?.blend ?? "Tea")
                        .font(.headline)
                    Text(title(context.attributes.presentation, context.state.mode))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                switch context.state.mode {
                case .countdown(let countdown):
                    Text(timerInterval: Date.now...countdown.fireDate, countsDown: true)
                        .font(.largeTitle.monospacedDigit())
                        .foregroundStyle(context.attributes.tintColor)
                case .paused(let paused):
                    Text(Duration.seconds(paused.totalCountdownDuration - paused.previouslyElapsedDuration),
                         format: .time(pattern: .minuteSecond))
                        .font(.largeTitle.monospacedDigit())
                case .alert:
                    GlassEffectContainer {
                        Image(systemName: "bell.fill").font(.title).foregroundStyle(context.attributes.tintColor)
                            .padding(12)
                            .glassEffect(.regular.tint(context.attributes.tintColor.opacity(0.3)), in: Circle())
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.metadata?.blend ?? "Tea") }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                if case .countdown(let countdown) = context.state.mode {
                    Text(timerInterval: Date.now...countdown.fireDate, countsDown: true).frame(width: 44)
                }
            } minimal: {
                Image(systemName: "cup.and.saucer.fill")
            }
        }
    }

    func title(_ presentation: AlarmPresentation, _ mode: AlarmPresentationState.Mode) -> LocalizedStringResource {
        switch mode {
        case .countdown: presentation.countdown?.title ?? presentation.alert.title
        case .paused: presentation.paused?.title ?? presentation.alert.title
        case .alert: presentation.alert.title
        }
    }
}

extension AlarmAttributes where Metadata == TeaMetadata {
    static var sencha: Self {
        AlarmAttributes(presentation: AlarmPresentation(
                            alert: .init(title: "Tea is ready",
                                         stopButton: AlarmButton(text: "Done", textColor: .white, systemImageName: "checkmark")),
                            countdown: .init(title: "Steeping"),
                            paused: .init(title: "Paused", resumeButton: AlarmButton(text: "Resume", textColor: .green,
                                                                                     systemImageName: "play.fill"))),
                        metadata: TeaMetadata(blend: "Sencha"), tintColor: .green)
    }
}

#Preview("Tea", as: .content, using: AlarmAttributes.sencha) {
    TeaTimerLiveActivity()
} contentStates: {
    AlarmPresentationState(alarmID: UUID(), mode: .countdown(.init(totalCountdownDuration: 180, previouslyElapsedDuration: 0,
                                                                   startDate: .now, fireDate: .now.addingTimeInterval(150))))
    AlarmPresentationState(alarmID: UUID(), mode: .paused(.init(totalCountdownDuration: 180, previouslyElapsedDuration: 75)))
    AlarmPresentationState(alarmID: UUID(), mode: .alert(.init(time: .init(hour: 9, minute: 41))))
}
