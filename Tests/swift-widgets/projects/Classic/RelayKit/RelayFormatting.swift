import Foundation

// The RelayKit framework target: the widget links it and imports its module.

/// "Leg 3 of 5".
public func legText(_ leg: Int, of total: Int) -> String {
    "Leg \(leg) of \(total)"
}

/// A split as minutes and seconds, "4:07".
public func splitText(seconds: Int) -> String {
    let minutes = seconds / 60
    let rest = seconds % 60
    return "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
}
