import SwiftUI
import WidgetKit

@main
struct OrbitWidgetBundle: WidgetBundle {
    var body: some Widget {
        OrbitLiveActivity()
    }
}
