// An app model the widget's attributes hold: the widget target would list this file.
import Foundation

enum OrderStage: String, Codable, Hashable {
    case baking, boxed
}
