import SwiftUI
import WidgetKit

@main
struct AlphaWidgetBundle: WidgetBundle {
    var body: some Widget {
        ParkingLiveActivity()
    }
}
