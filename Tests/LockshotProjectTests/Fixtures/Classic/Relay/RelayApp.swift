// The app: never compiled for the widget.
import MapKit
import SwiftUI

@main
struct RelayApp: App {
    var body: some Scene { WindowGroup { Map() } }
}
