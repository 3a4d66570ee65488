import SwiftUI

/// This extension's colours. AlphaWidget has its own `Theme`: the two folders never compile together.
enum Theme {
    static let tint = Color.purple
}
