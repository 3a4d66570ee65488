import Foundation

// The pedometer, motion-activity manager and altimeter: unavailable, they count nothing.

public final class CMPedometerData: NSObject, @unchecked Sendable {
    public let startDate: Date, endDate: Date
    public let numberOfSteps: NSNumber
    public let distance: NSNumber?, floorsAscended: NSNumber?, floorsDescended: NSNumber?
    public let currentPace: NSNumber?, currentCadence: NSNumber?, averageActivePace: NSNumber?
    init(startDate: Date, endDate: Date, numberOfSteps: NSNumber) {
        (self.startDate, self.endDate, self.numberOfSteps) = (startDate, endDate, numberOfSteps)
        (distance, floorsAscended, floorsDescended, currentPace, currentCadence, averageActivePace) = (nil, nil, nil, nil, nil, nil)
    }
}

public enum CMPedometerEventType: Int, Sendable { case pause, resume }

public final class CMPedometerEvent: NSObject, @unchecked Sendable {
    public let date: Date
    public let type: CMPedometerEventType
    init(date: Date, type: CMPedometerEventType) { (self.date, self.type) = (date, type) }
}

public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// A pedometer with no sensor: queries fail (not available), live updates never come.
open class CMPedometer: NSObject {
    public override init() {}
    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping @Sendable (CMPedometerData?, (any Error)?) -> Void) {
        DispatchQueue.global().async { handler(nil, notAvailable()) }
    }
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
    open func stopUpdates() {}
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {}
    open func stopEventUpdates() {}
}

public enum CMMotionActivityConfidence: Int, Sendable { case low, medium, high }

public final class CMMotionActivity: CMLogItem, @unchecked Sendable {
    public let confidence: CMMotionActivityConfidence = .low
    public let startDate = Date()
    public let unknown = true, stationary = false, walking = false, running = false, automotive = false, cycling = false
}

public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

/// An activity manager with no sensor: queries fail (not available), live updates never come.
open class CMMotionActivityManager: NSObject {
    public override init() {}
    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping @Sendable ([CMMotionActivity]?, (any Error)?) -> Void) {
        queue.addOperation { handler(nil, notAvailable()) }
    }
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {}
    open func stopActivityUpdates() {}
}

public final class CMAltitudeData: CMLogItem, @unchecked Sendable {
    public let relativeAltitude = NSNumber(value: 0), pressure = NSNumber(value: 0)
}

public final class CMAbsoluteAltitudeData: CMLogItem, @unchecked Sendable {
    public let altitude: Double = 0, accuracy: Double = -1, precision: Double = -1
}

public typealias CMAltitudeHandler = (CMAltitudeData?, (any Error)?) -> Void
public typealias CMAbsoluteAltitudeHandler = (CMAbsoluteAltitudeData?, (any Error)?) -> Void

/// An altimeter with no barometer: no update ever comes.
open class CMAltimeter: NSObject {
    public override init() {}
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAltitudeHandler) {}
    open func stopRelativeAltitudeUpdates() {}
    open func startAbsoluteAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAbsoluteAltitudeHandler) {}
    open func stopAbsoluteAltitudeUpdates() {}
}
