@_exported import Foundation

// lockshot's CoreMotion for Linux: the motion, pedometer, activity and altimeter managers with Apple's
// signatures and no sensors. Nothing is available (`isAccelerometerAvailable`, `isStepCountingAvailable()` …
// are false), starting updates does nothing and no handler is called with data; a one-off query
// (`queryPedometerData`, `queryActivityStarting`) answers `CMErrorMotionActivityNotAvailable` on a background
// queue. The data types exist for the code that reads them.

public let CMErrorDomain = "CMErrorDomain"

public struct CMError: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}
public let CMErrorNULL = CMError(rawValue: 100), CMErrorDeviceRequiresMovement = CMError(rawValue: 101)
public let CMErrorTrueNorthNotAvailable = CMError(rawValue: 102), CMErrorUnknown = CMError(rawValue: 103)
public let CMErrorMotionActivityNotAvailable = CMError(rawValue: 104), CMErrorMotionActivityNotAuthorized = CMError(rawValue: 105)
public let CMErrorMotionActivityNotEntitled = CMError(rawValue: 106), CMErrorInvalidParameter = CMError(rawValue: 107)

/// The error a query gets: no motion hardware.
func notAvailable() -> NSError { NSError(domain: CMErrorDomain, code: Int(CMErrorMotionActivityNotAvailable.rawValue)) }

public enum CMAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

public struct CMAcceleration: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
public struct CMRotationRate: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
public struct CMMagneticField: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
public struct CMQuaternion: Sendable {
    public var x: Double, y: Double, z: Double, w: Double
    public init() { (x, y, z, w) = (0, 0, 0, 1) }
    public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}
public struct CMRotationMatrix: Sendable {
    public var m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double
    public init() { (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (1, 0, 0, 0, 1, 0, 0, 0, 1) }
}
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable { case uncalibrated = -1, low, medium, high }
public struct CMCalibratedMagneticField: Sendable {
    public var field: CMMagneticField
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    public init() { (field, accuracy) = (CMMagneticField(), .uncalibrated) }
}

public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = Self(rawValue: 1), xArbitraryCorrectedZVertical = Self(rawValue: 2)
    public static let xMagneticNorthZVertical = Self(rawValue: 4), xTrueNorthZVertical = Self(rawValue: 8)
}

/// A sample's time: seconds since the device booted.
public class CMLogItem: NSObject, @unchecked Sendable {
    public let timestamp: TimeInterval
    init(timestamp: TimeInterval) { self.timestamp = timestamp }
}

public final class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    public let acceleration = CMAcceleration()
}
public final class CMGyroData: CMLogItem, @unchecked Sendable {
    public let rotationRate = CMRotationRate()
}
public final class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    public let magneticField = CMMagneticField()
}

/// An orientation (the identity: no sample is ever taken).
public final class CMAttitude: NSObject, NSCopying, @unchecked Sendable {
    public let roll: Double = 0, pitch: Double = 0, yaw: Double = 0
    public let rotationMatrix = CMRotationMatrix()
    public let quaternion = CMQuaternion()
    public func multiply(byInverseOf attitude: CMAttitude) {}
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

public enum CMDeviceMotionSensorLocation: Int, Sendable { case `default`, headphoneLeft, headphoneRight }

public final class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    public let attitude = CMAttitude()
    public let rotationRate = CMRotationRate()
    public let gravity = CMAcceleration(), userAcceleration = CMAcceleration()
    public let magneticField = CMCalibratedMagneticField()
    public let heading: Double = -1
    public let sensorLocation: CMDeviceMotionSensorLocation = .default
}

public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// A motion manager with no sensors: every update interval is kept, no update comes.
open class CMMotionManager: NSObject {
    public var accelerometerUpdateInterval: TimeInterval = 0.01, gyroUpdateInterval: TimeInterval = 0.01
    public var magnetometerUpdateInterval: TimeInterval = 0.01, deviceMotionUpdateInterval: TimeInterval = 0.01
    public var showsDeviceMovementDisplay = false
    public var isAccelerometerAvailable: Bool { false }
    public var isAccelerometerActive: Bool { false }
    public var isGyroAvailable: Bool { false }
    public var isGyroActive: Bool { false }
    public var isMagnetometerAvailable: Bool { false }
    public var isMagnetometerActive: Bool { false }
    public var isDeviceMotionAvailable: Bool { false }
    public var isDeviceMotionActive: Bool { false }
    public var accelerometerData: CMAccelerometerData? { nil }
    public var gyroData: CMGyroData? { nil }
    public var magnetometerData: CMMagnetometerData? { nil }
    public var deviceMotion: CMDeviceMotion? { nil }
    public var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }

    public override init() {}
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
    open func stopAccelerometerUpdates() {}
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    open func stopGyroUpdates() {}
    open func startMagnetometerUpdates() {}
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
    open func stopMagnetometerUpdates() {}
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {}
    open func stopDeviceMotionUpdates() {}
}
