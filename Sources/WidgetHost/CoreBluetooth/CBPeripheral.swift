import Foundation

// Peripherals, their services, characteristics and descriptors (none is ever discovered: only the mutable
// kinds can be made), and `CBUUID`.

/// A Bluetooth UUID: 16-bit ("180D"), 32-bit or 128-bit. A 128-bit UUID on the Bluetooth base UUID
/// (`0000xxxx-0000-1000-8000-00805F9B34FB`) becomes its short form, and UUIDs compare by their 128-bit value.
public final class CBUUID: NSObject, NSCopying, @unchecked Sendable {
    public let data: Data
    static let base: [UInt8] = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB]

    public init(data: Data) {
        precondition([2, 4, 16].contains(data.count), "CBUUID: data must be 2, 4 or 16 bytes, not \(data.count)")
        let bytes = Array(data)
        if bytes.count == 16, Array(bytes[4...]) == Self.base {
            self.data = Data(bytes[0] == 0 && bytes[1] == 0 ? bytes[2..<4] : bytes[0..<4])
        } else {
            self.data = Data(bytes)
        }
    }
    public convenience init(string theString: String) {
        let hex = Array(theString.count == 36 ? theString.replacingOccurrences(of: "-", with: "") : theString)
        let bytes = stride(from: 0, to: hex.count, by: 2).compactMap { UInt8(String(hex[$0..<min($0 + 2, hex.count)]), radix: 16) }
        precondition([4, 8, 32].contains(hex.count) && bytes.count * 2 == hex.count, "CBUUID: '\(theString)' is not a UUID string")
        self.init(data: Data(bytes))
    }
    public convenience init(nsuuid theUUID: UUID) {
        let u = theUUID.uuid
        self.init(data: Data([u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]))
    }

    /// "180D", "0000FFF0", or "6E400001-B5A3-F393-E0A9-E50E24DCCA9E".
    public var uuidString: String {
        let hex = data.map { String(format: "%02X", $0) }.joined()
        guard data.count == 16 else { return hex }
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex[hex.index(hex.startIndex, offsetBy: range.lowerBound)..<hex.index(hex.startIndex, offsetBy: range.upperBound)])
        }
        return parts.joined(separator: "-")
    }
    /// The 128-bit value (short forms on the base UUID).
    var full: [UInt8] { data.count == 16 ? Array(data) : [UInt8](repeating: 0, count: 4 - data.count) + Array(data) + Self.base }

    public override var description: String { uuidString }
    public override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.full == full }
    public override var hash: Int { full.hashValue }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

public let CBUUIDCharacteristicExtendedPropertiesString = "2900", CBUUIDCharacteristicUserDescriptionString = "2901"
public let CBUUIDClientCharacteristicConfigurationString = "2902", CBUUIDServerCharacteristicConfigurationString = "2903"
public let CBUUIDCharacteristicFormatString = "2904", CBUUIDCharacteristicAggregateFormatString = "2905"

public class CBPeer: NSObject, @unchecked Sendable {
    public let identifier: UUID
    init(identifier: UUID) { self.identifier = identifier }
}

public class CBAttribute: NSObject, @unchecked Sendable {
    public let uuid: CBUUID
    init(uuid: CBUUID) { self.uuid = uuid }
}

public protocol CBPeripheralDelegate: NSObjectProtocol {
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?)
    func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
}

/// A remote device (never discovered here: no radio).
public final class CBPeripheral: CBPeer, @unchecked Sendable {
    public weak var delegate: (any CBPeripheralDelegate)?
    public let name: String?
    public var state: CBPeripheralState { .disconnected }
    public var services: [CBService]? { nil }
    public var canSendWriteWithoutResponse: Bool { false }
    public var ancsAuthorized: Bool { false }
    init(identifier: UUID, name: String?) {
        self.name = name
        super.init(identifier: identifier)
    }
    public func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    public func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
    public func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    public func discoverDescriptors(for characteristic: CBCharacteristic) {}
    public func readValue(for characteristic: CBCharacteristic) {}
    public func readValue(for descriptor: CBDescriptor) {}
    public func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    public func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
    public func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    public func readRSSI() {}
    /// Nothing can be written: there is no connection.
    public func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 0 }
}

public class CBService: CBAttribute, @unchecked Sendable {
    public internal(set) weak var peripheral: CBPeripheral?
    public internal(set) var isPrimary: Bool
    public internal(set) var includedServices: [CBService]?
    public internal(set) var characteristics: [CBCharacteristic]?
    init(type: CBUUID, primary: Bool) {
        isPrimary = primary
        super.init(uuid: type)
    }
}

public final class CBMutableService: CBService, @unchecked Sendable {
    public override init(type UUID: CBUUID, primary isPrimary: Bool) { super.init(type: UUID, primary: isPrimary) }
    public override var includedServices: [CBService]? { get { super.includedServices } set { super.includedServices = newValue } }
    public override var characteristics: [CBCharacteristic]? { get { super.characteristics } set { super.characteristics = newValue } }
}

public struct CBAttributePermissions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let readable = Self(rawValue: 1), writeable = Self(rawValue: 2)
    public static let readEncryptionRequired = Self(rawValue: 4), writeEncryptionRequired = Self(rawValue: 8)
}

public class CBCharacteristic: CBAttribute, @unchecked Sendable {
    public internal(set) weak var service: CBService?
    public internal(set) var properties: CBCharacteristicProperties
    public internal(set) var value: Data?
    public internal(set) var descriptors: [CBDescriptor]?
    public var isNotifying: Bool { false }
    init(type: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
        (self.properties, self.value) = (properties, value)
        super.init(uuid: type)
    }
}

public final class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
    public var permissions: CBAttributePermissions
    public init(type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions) {
        self.permissions = permissions
        super.init(type: UUID, properties: properties, value: value)
    }
    public override var properties: CBCharacteristicProperties { get { super.properties } set { super.properties = newValue } }
    public override var value: Data? { get { super.value } set { super.value = newValue } }
    public override var descriptors: [CBDescriptor]? { get { super.descriptors } set { super.descriptors = newValue } }
}

public class CBDescriptor: CBAttribute, @unchecked Sendable {
    public internal(set) weak var characteristic: CBCharacteristic?
    public let value: Any?
    init(type: CBUUID, value: Any?) {
        self.value = value
        super.init(uuid: type)
    }
}

public final class CBMutableDescriptor: CBDescriptor, @unchecked Sendable {
    public override init(type UUID: CBUUID, value: Any?) { super.init(type: UUID, value: value) }
}
