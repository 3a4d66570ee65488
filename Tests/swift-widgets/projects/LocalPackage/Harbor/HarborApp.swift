import HarborKit
import MapKit
import SwiftUI

// The app target (a map of the harbour): never compiled for the widget.
@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup {
            Map()
        }
    }
}
