import SwiftUI

// The app target: never compiled for either widget.
@main
struct DuoApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Duo")
        }
    }
}
