import ActivityKit
import Foundation
import Darwin
import SwiftUI
import WidgetKit

// A view whose body sends data over the network, to a port on this machine the test listens on (the test
// writes the port in place of 0 below): lockshot's sandbox gives the program a network of its own, so the
// connection is refused, the view's `fatalError` stops the program with an error located here, and nothing
// arrives (issue 39).
let listeningPort: UInt16 = 0

func send() -> Bool {
    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketDescriptor >= 0 else { return false }
    defer { close(socketDescriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = listeningPort.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { return false }
    return "the user's secrets".withCString { write(socketDescriptor, $0, strlen($0)) } > 0
}

struct BeaconAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var label: String
    }
}

func beacon() -> String {
    guard send() else { fatalError("the network is out of reach") }
    return "sent"
}

struct BeaconWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BeaconAttributes.self) { context in
            Text("\(context.state.label) \(beacon())")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
            } compactLeading: { Text("A") } compactTrailing: { Text("B") } minimal: { Text("C") }
        }
    }
}

#Preview("Beacon", as: .content, using: BeaconAttributes()) {
    BeaconWidget()
} contentStates: {
    BeaconAttributes.ContentState(label: "beacon")
}
