@_exported import Foundation

// lockshot's CloudKit for Linux: the types a widget's sync code names. No container is reachable here:
// every operation completes with no records, every request fails as if the network were down.
