@_exported import Foundation

// lockshot's HealthKit for Linux: the health store, types, units, quantities and queries with Apple's signatures
// and no data. Health data is not available (`HKHealthStore.isHealthDataAvailable()` is false), authorization
// is never granted and every query's handler gets `HKError.errorHealthDataUnavailable` on a background queue.
// Quantities and units compute for real: `HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5)
// .doubleValue(for: .mile())` is 3.107…; a conversion between units of different kinds stops the widget with a
// message, as HealthKit raises an exception.

public let HKErrorDomain = "com.apple.healthkit"

public struct HKError: Error, Sendable, Hashable {
    public enum Code: Int, Sendable { case errorHealthDataUnavailable = 1, errorAuthorizationDenied = 5, errorNoData = 11 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    public static let errorNoData = Code.errorNoData
}

public enum HKAuthorizationStatus: Int, Sendable { case notDetermined, sharingDenied, sharingAuthorized }

// MARK: Types

public class HKObjectType: NSObject, @unchecked Sendable {
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }
    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier: identifier.rawValue)
    }
    public static func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier: identifier.rawValue)
    }
    public static func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    public override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
    public override var hash: Int { identifier.hashValue }
}
public class HKSampleType: HKObjectType, @unchecked Sendable {}
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
    public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self(rawValue: "HKQuantityTypeIdentifierRestingHeartRate")
    public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self(rawValue: "HKQuantityTypeIdentifierDistanceCycling")
    public static let bloodGlucose = Self(rawValue: "HKQuantityTypeIdentifierBloodGlucose")
    public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
    public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
    public static let flightsClimbed = Self(rawValue: "HKQuantityTypeIdentifierFlightsClimbed")
    public static let dietaryWater = Self(rawValue: "HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryCaffeine = Self(rawValue: "HKQuantityTypeIdentifierDietaryCaffeine")
}

public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
}

// MARK: Units and quantities

public enum HKMetricPrefix: Int, Sendable { case none, milli, centi, deci, kilo }

/// A unit: its kind (length, mass, energy, time, count, concentration) and how many base units one of it is.
public final class HKUnit: NSObject, @unchecked Sendable {
    public let unitString: String
    let kind: String
    let factor: Double
    init(_ unitString: String, kind: String, factor: Double) {
        (self.unitString, self.kind, self.factor) = (unitString, kind, factor)
    }
    static func prefixed(_ prefix: HKMetricPrefix) -> (String, Double) {
        switch prefix {
        case .none: ("", 1)
        case .milli: ("m", 0.001)
        case .centi: ("c", 0.01)
        case .deci: ("d", 0.1)
        case .kilo: ("k", 1000)
        }
    }
    public static func meter() -> HKUnit { meterUnit(with: .none) }
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit {
        let (symbol, factor) = prefixed(prefix)
        return HKUnit(symbol + "m", kind: "length", factor: factor)
    }
    public static func mile() -> HKUnit { HKUnit("mi", kind: "length", factor: 1609.344) }
    public static func foot() -> HKUnit { HKUnit("ft", kind: "length", factor: 0.3048) }
    public static func gram() -> HKUnit { gramUnit(with: .none) }
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit {
        let (symbol, factor) = prefixed(prefix)
        return HKUnit(symbol + "g", kind: "mass", factor: factor)
    }
    public static func pound() -> HKUnit { HKUnit("lb", kind: "mass", factor: 453.59237) }
    public static func kilocalorie() -> HKUnit { HKUnit("kcal", kind: "energy", factor: 4184) }
    public static func largeCalorie() -> HKUnit { HKUnit("Cal", kind: "energy", factor: 4184) }
    public static func joule() -> HKUnit { HKUnit("J", kind: "energy", factor: 1) }
    public static func second() -> HKUnit { HKUnit("s", kind: "time", factor: 1) }
    public static func minute() -> HKUnit { HKUnit("min", kind: "time", factor: 60) }
    public static func hour() -> HKUnit { HKUnit("hr", kind: "time", factor: 3600) }
    public static func count() -> HKUnit { HKUnit("count", kind: "count", factor: 1) }
    public static func liter() -> HKUnit { HKUnit("L", kind: "volume", factor: 1) }
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit {
        let (symbol, factor) = prefixed(prefix)
        return HKUnit(symbol + "L", kind: "volume", factor: factor)
    }
    /// `count/min` (heart rate) and the other rates: a unit divided by another.
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit(unitString + "/" + unit.unitString, kind: kind + "/" + unit.kind, factor: factor / unit.factor)
    }
    /// Blood glucose: `mg/dL` (mass per volume) and `mmol<180.15588000005408>/L` are the units apps use.
    public convenience init(from string: String) {
        switch string {
        case "mg/dL": self.init(string, kind: "mass/volume", factor: 0.001 / 0.1)
        case "count/min": self.init(string, kind: "count/time", factor: 1.0 / 60)
        default:
            let simple: [String: HKUnit] = ["m": .meter(), "km": .meterUnit(with: .kilo), "mi": .mile(), "g": .gram(),
                                            "kg": .gramUnit(with: .kilo), "lb": .pound(), "kcal": .kilocalorie(),
                                            "count": .count(), "s": .second(), "min": .minute(), "L": .liter(),
                                            "mL": .literUnit(with: .milli)]
            if let unit = simple[string] { self.init(unit.unitString, kind: unit.kind, factor: unit.factor) } else {
                self.init(string, kind: string, factor: 1)
            }
        }
    }
    public override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
    public override var hash: Int { unitString.hashValue }
    public override var description: String { unitString }
}

public final class HKQuantity: NSObject, @unchecked Sendable {
    let unit: HKUnit
    let value: Double
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }
    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.kind == self.unit.kind }
    /// The value in `unit`; units of another kind stop the widget with a message (HealthKit raises).
    public func doubleValue(for unit: HKUnit) -> Double {
        guard self.is(compatibleWith: unit) else {
            fatalError("HKQuantity: \(self.unit.unitString) cannot be converted to \(unit.unitString)")
        }
        return value * self.unit.factor / unit.factor
    }
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let a = value * unit.factor, b = quantity.doubleValue(for: unit) * unit.factor
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    public override var description: String { "\(value) \(unit.unitString)" }
}

// MARK: Samples

public class HKObject: NSObject, @unchecked Sendable {
    public let uuid = UUID()
}
public class HKSample: HKObject, @unchecked Sendable {
    public let startDate: Date, endDate: Date
    public let sampleType: HKSampleType
    init(type: HKSampleType, start: Date, end: Date) {
        (sampleType, startDate, endDate) = (type, start, end)
    }
}
public final class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    public init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date) {
        self.quantity = quantity
        super.init(type: type, start: start, end: end)
    }
}
public final class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    public init(type: HKCategoryType, value: Int, start: Date, end: Date) {
        self.value = value
        super.init(type: type, start: start, end: end)
    }
}
public final class HKWorkout: HKSample, @unchecked Sendable {
    public let workoutActivityType: HKWorkoutActivityType
    public var duration: TimeInterval { endDate.timeIntervalSince(startDate) }
    public init(activityType: HKWorkoutActivityType, start: Date, end: Date) {
        workoutActivityType = activityType
        super.init(type: HKObjectType.workoutType(), start: start, end: end)
    }
}
public enum HKWorkoutActivityType: UInt, Sendable {
    case running = 37, walking = 52, cycling = 13, swimming = 46, hiking = 24, yoga = 57,
         traditionalStrengthTraining = 50, functionalStrengthTraining = 20, highIntensityIntervalTraining = 63, other = 3000
}

// MARK: Store and queries

public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = Self(rawValue: 1), strictEndDate = Self(rawValue: 2)
}
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let cumulativeSum = Self(rawValue: 16), discreteAverage = Self(rawValue: 2),
                      discreteMin = Self(rawValue: 4), discreteMax = Self(rawValue: 8), mostRecent = Self(rawValue: 32)
}

public class HKQuery: NSObject, @unchecked Sendable {
    public static func predicateForSamples(withStart start: Date?, end: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }
    /// Answers with HealthKit's "no data on this device" error, later and off the caller's queue, as the store does.
    func fail(_ deliver: @escaping @Sendable (Error) -> Void) {
        DispatchQueue.global().async { deliver(HKError(.errorHealthDataUnavailable)) }
    }
}

public final class HKStatistics: NSObject, @unchecked Sendable {
    public let startDate: Date, endDate: Date
    init(start: Date, end: Date) { (startDate, endDate) = (start, end) }
    public func sumQuantity() -> HKQuantity? { nil }
    public func averageQuantity() -> HKQuantity? { nil }
    public func mostRecentQuantity() -> HKQuantity? { nil }
}

public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    let handler: @Sendable (HKSampleQuery, [HKSample]?, Error?) -> Void
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, Error?) -> Void) {
        handler = resultsHandler
    }
    func run() { fail { [self] error in handler(self, nil, error) } }
}
public let HKObjectQueryNoLimit = 0

public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let handler: @Sendable (HKStatisticsQuery, HKStatistics?, Error?) -> Void
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, Error?) -> Void) {
        handler = completionHandler
    }
    func run() { fail { [self] error in handler(self, nil, error) } }
}

public final class HKObserverQuery: HKQuery, @unchecked Sendable {
    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping @Sendable (HKObserverQuery, @escaping () -> Void, Error?) -> Void) {}
}

public final class HKHealthStore: NSObject, @unchecked Sendable {
    public override init() {}
    public static func isHealthDataAvailable() -> Bool { false }
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }
    public func execute(_ query: HKQuery) {
        switch query {
        case let query as HKSampleQuery: query.run()
        case let query as HKStatisticsQuery: query.run()
        default: break  // an observer is never told of a change: nothing changes here
        }
    }
    public func stop(_ query: HKQuery) {}
    public func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }
    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                         withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }
}
public enum HKUpdateFrequency: Int, Sendable { case immediate = 1, hourly, daily, weekly }
