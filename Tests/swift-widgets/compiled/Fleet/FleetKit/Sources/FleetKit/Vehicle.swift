import Foundation

// The app's own package (as `import BetterBlueKit`, `import SportsCalModel` in public widgets): the
// content state is made of its public types, and the widget reads their computed members.

/// A car of the fleet, as the app's API client decodes it.
public struct Vehicle: Codable, Hashable, Sendable {
    public var nickname: String
    public var plate: String
    public var batteryPercent: Int
    public var charge: ChargeState

    public init(nickname: String, plate: String, batteryPercent: Int, charge: ChargeState) {
        self.nickname = nickname
        self.plate = plate
        self.batteryPercent = batteryPercent
        self.charge = charge
    }

    /// The plate as the car shows it: letters and digits only (a bare regex literal, as Swift 6 packages write them).
    public var displayPlate: String { plate.uppercased().replacing(/[^A-Z0-9]/, with: "") }

    /// Kilometres left, from the battery and the car's consumption (`package`: shared inside the package only).
    public var rangeText: String { "\(estimatedRange(percent: batteryPercent)) km" }
}

public enum ChargeState: String, Codable, Hashable, Sendable {
    case charging, complete, unplugged

    /// A label from the package's strings table (`Bundle.module`, SwiftPM's resource accessor).
    public var label: String {
        let key: String
        switch self {
        case .charging: key = "Charging"
        case .complete: key = "Fully charged"
        case .unplugged: key = "Not plugged in"
        }
        return Bundle.module.localizedString(forKey: key, value: key, table: nil)
    }

    public var symbol: String {
        switch self {
        case .charging: "bolt.fill"
        case .complete: "checkmark.circle.fill"
        case .unplugged: "powerplug"
        }
    }
}
