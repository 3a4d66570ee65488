// Compiles only with the target's SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor: without it, the free function below is
// nonisolated and may not call the main-actor initializer ("call to main actor-isolated initializer 'init()' in a
// synchronous nonisolated context").
import SwiftUI

@MainActor final class ThemeStore {
    init() {}
    var accent: Color { .orange }
}

func accentColor() -> Color { ThemeStore().accent }
