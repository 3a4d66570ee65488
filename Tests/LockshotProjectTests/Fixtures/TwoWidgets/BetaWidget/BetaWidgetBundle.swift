import SwiftUI
import WidgetKit

@main
struct BetaWidgetBundle: WidgetBundle {
    var body: some Widget {
        LaundryLiveActivity()
    }
}
