import MapKit
import SwiftUI

// The app: a map of the course. Only the Relay target compiles this file (MapKit, and a second `@main`).
@main
struct RelayApp: App {
    var body: some Scene {
        WindowGroup {
            Map()
        }
    }
}
