@_exported import Foundation

// lockshot's CoreBluetooth for Linux: the central side with Apple's signatures and no radio. A central's state
// is `.unsupported` and never changes (it never powers on, so its delegate is never called); scanning and
// connecting do nothing, no peripheral is discovered or retrieved. `CBUUID` is real: it parses and prints
// 16-, 32- and 128-bit UUIDs and compares them as iOS does (a 128-bit UUID on the Bluetooth base equals its
// short form). No peripheral-manager (advertising) side.

public enum CBManagerState: Int, Sendable { case unknown, resetting, unsupported, unauthorized, poweredOff, poweredOn }
public enum CBManagerAuthorization: Int, Sendable { case notDetermined, restricted, denied, allowedAlways }
public enum CBPeripheralState: Int, Sendable { case disconnected, connecting, connected, disconnecting }
public enum CBCharacteristicWriteType: Int, Sendable { case withResponse, withoutResponse }

public struct CBCharacteristicProperties: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = Self(rawValue: 0x01), read = Self(rawValue: 0x02), writeWithoutResponse = Self(rawValue: 0x04)
    public static let write = Self(rawValue: 0x08), notify = Self(rawValue: 0x10), indicate = Self(rawValue: 0x20)
    public static let authenticatedSignedWrites = Self(rawValue: 0x40), extendedProperties = Self(rawValue: 0x80)
    public static let notifyEncryptionRequired = Self(rawValue: 0x100), indicateEncryptionRequired = Self(rawValue: 0x200)
}

public struct CBError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled, connectionTimeout
        case peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed, connectionLimitReached
        case unknownDevice, operationNotSupported
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

public class CBManager: NSObject, @unchecked Sendable {
    public var state: CBManagerState { .unsupported }
    public var authorization: CBManagerAuthorization { .denied }
    public class var authorization: CBManagerAuthorization { .denied }
}

public protocol CBCentralManagerDelegate: NSObjectProtocol {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
                               rssi RSSI: NSNumber) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
}

/// A central with no radio.
public final class CBCentralManager: CBManager, @unchecked Sendable {
    public weak var delegate: (any CBCentralManagerDelegate)?
    public var isScanning: Bool { false }

    public override init() {}
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) { self.delegate = delegate }

    public func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
    public func stopScan() {}
    public func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    public func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
    public func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    public func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
    public func registerForConnectionEvents(options: [String: Any]? = nil) {}
}

public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
public let CBCentralManagerRestoredStatePeripheralsKey = "kCBRestoredPeripherals"
public let CBCentralManagerRestoredStateScanServicesKey = "kCBRestoredScanServices"
public let CBCentralManagerRestoredStateScanOptionsKey = "kCBRestoredScanOptions"
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
public let CBConnectPeripheralOptionStartDelayKey = "kCBConnectOptionStartDelay"
public let CBConnectPeripheralOptionEnableAutoReconnect = "kCBConnectOptionEnableAutoReconnect"
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataOverflowServiceUUIDsKey = "kCBAdvDataHashedServiceUUIDs"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
public let CBAdvertisementDataSolicitedServiceUUIDsKey = "kCBAdvDataSolicitedServiceUUIDs"
