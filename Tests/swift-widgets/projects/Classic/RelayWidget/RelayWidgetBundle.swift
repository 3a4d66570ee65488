import SwiftUI
import WidgetKit

@main
struct RelayWidgetBundle: WidgetBundle {
    var body: some Widget {
        RelayLiveActivity()
    }
}
