import SwiftUI

/// This extension's colours. BetaWidget has its own `Theme`: the two folders never compile together.
enum Theme {
    static let tint = Color.blue
}
