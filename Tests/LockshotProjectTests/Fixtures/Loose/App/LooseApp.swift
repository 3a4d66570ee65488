// The app's entry point: never part of the widget.
import MapKit
import SwiftUI

@main
struct LooseApp: App {
    var body: some Scene { WindowGroup { Map() } }
}
