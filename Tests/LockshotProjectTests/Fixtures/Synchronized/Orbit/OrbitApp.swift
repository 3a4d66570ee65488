// The app's own code: it maps, so it must never be compiled for the widget (the widget target does not list it).
import MapKit
import SwiftUI

@main
struct OrbitApp: App {
    var body: some Scene { WindowGroup { Text("Orbit") } }
    let map = MKMapView()
}
