import MapKit
import SwiftUI

// The app's entry point, with a map: MapKit is not for widgets (lockshot has none), and this `@main` would clash with
// the widget bundle's. The widget target must never compile this file.
@main
struct OrbitApp: App {
    var body: some Scene {
        WindowGroup {
            GroundTrackView()
        }
    }
}

/// The satellite's ground track on UIKit's map view.
struct GroundTrackView: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.mapType = .satelliteFlyover
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {}
}
