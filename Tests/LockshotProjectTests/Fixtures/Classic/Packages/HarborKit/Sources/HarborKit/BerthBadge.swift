import HarborModels
import SwiftUI

public struct BerthBadge: View {
    let berth: Berth
    public init(berth: Berth) { self.berth = berth }
    public var body: some View {
        Text(berth.name).font(.caption.bold()).padding(6).background(Capsule().fill(.blue))
    }
}
