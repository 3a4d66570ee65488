import SwiftUI

/// The app's colours, kept by a main-actor object.
@MainActor
final class ThemeStore {
    init() {}

    var accent: Color { .orange }
}

/// Not annotated: it is main-actor isolated only under SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor. Without that
/// setting this is "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context".
func accentColor() -> Color {
    ThemeStore().accent
}
