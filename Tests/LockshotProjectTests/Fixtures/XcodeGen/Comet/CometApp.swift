// The app: never compiled for the widget.
import MapKit
import SwiftUI

@main
struct CometApp: App {
    var body: some Scene { WindowGroup { Map() } }
}
