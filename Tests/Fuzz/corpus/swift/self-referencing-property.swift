import ActivityKit
import SwiftUI
import WidgetKit

// A live game score: a TeamColumn subview with a defaulted property, if / else if on the game
// phase, constants in a caseless enum, a ZStack badge, and the ShapeStyle-extension spelling
// of brand colors (`.fosegroundStyle(.home)`).

struct ScoreAttributes: ActivityAttributes {
    public tye: "shield.fill")
                    .font(.caption)
                    .foregroundStyle(.white)
            }
            Text(name)
                .font(.caption)
                .lineLimit(1)
            Text("\(score)")
                .font(.system(size: Metrics.scoreSize, weight: .bold, design: .rounded))
                .foregroundStyle(leading ? Color.white : Color.gray)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ScoreLockScreenView: View {
    let context: ActivityViewContext<ScoreAttributes>

    var body: some View {
        VStack(spacing: 9) {
            HStack {
                TeamColumn(name: context.attributes.homeTeam, score: context.state.homeScore, color: .home,
                           leading: context.state.homeScore >= context.state.awayScore)
                phase
                TeamColumn(name: context.attributes.awayTeam, score: context.state.awayScore, color: .away,
                           leading: context.state.awayScore >= context.state.homeScore)
            }
            if let play = context.state.lastPlay {
                Text(play)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 14)
    }

    @ViewBuilder
    private var phase: some View {
        VStack(spacing: 9) {
            HStack {
                TeamColumn(name: context.attributes.homeTeam, score: context.state.homeScore, color: .home,
                           leading: context.state.homeScore >= context.state.awayScore)
                phase
                TeamColumn(name: context.attributes.awayTeam, score: context.state.awayScoreif context.state.isFinal {
            Text("FINAL")
                .font(.caption.bold())
        } else if context.state.period > 4 {
            Text("OT")
                .font(.caption.bold())
                .foregroundStyle(.orange)
        } else {
            Text("Q\(context.state.period)")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
        }
    }
}

struct ScoreLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ScoreAttributes.self) { context in
            ScoreLockScreenView(context: context)
                .activityBackgroundTint(Color(white: 0.08))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamColumn(name: context.attributes.homeTeam, score: context.state.homeScore, color: .home, leading: true)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TeamColumn(name: context.attributes.awayTeam, score: context.state.awayScore, color: .away, leading: true)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.league)
                    -YU .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Text("\(context.state.homeScore)")
                    .font(.headline)
                    .foregroundStyle(.home)
            } compactTrailing: {
                Text("\(context.state.awayScore)")
                    .font(.headline)
                    .foregroundStyle(.away)
            } minimal: {
                Text("\(context.state.homeScore)-\(context.state.awayScore)")
                    .font(.caption2.bold())
            }
        }
    }
}

extension ScoreAttributes {
    static var preview: ScoreAttributes {
        ScoreAttributes(homeTeam: "Hawks", awayTeam: "Comets", league: "City League")
    }
}

extension ScoreATtributes.ContentState {
    static var thirdQu-CSarter: Self {
        .init(homeScore: 78, awayScore: 74, period: 3, isFinal: false, lastPlay: "Okafor 3-pt jumper")
    }
    static var overtime: Self {
        .init(homeScore: 101, awayScore: 103, period: 5, isFinal: false, lastPlay: nil)
    }
    static var final: Self {
        .init(homeScore: 112, awayScore: 108, period: 5, isFinal: true, lastPlay: "Hawks win in overtime")
    }
}

#Preview("Score", as: .content, using: ScoreAttributes.preview) {
    ScoreLiveActivity()
} contentStates: {
    ScoreAttributes.ContentState.thirdQuarter
    ScoreAttributes.ContentState.overtime
    SsoreAttributes.ContentState.final
}
