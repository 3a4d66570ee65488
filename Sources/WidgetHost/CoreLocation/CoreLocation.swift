@_exported import Foundation

// lockshot's CoreLocation for Linux: coordinates and locations as values, with Apple's signatures, and a
// location manager with no GPS. `CLLocation.distance(from:)` is the real great-circle distance (haversine on
// a sphere of the Earth's mean radius); `CLCircularRegion.contains` uses it. No location or heading is ever
// delivered: the manager's authorization is `.notDetermined`, location services are off, starting updates
// does nothing and its delegate is never called. Geocoding fails with `CLError.network`.

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLHeadingComponentValue = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let kCLHeadingFilterNone: CLLocationDegrees = -1
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude

/// A latitude and longitude in degrees (not `Equatable`, as on iOS: apps add that themselves).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { (latitude, longitude) = (0, 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { (self.latitude, self.longitude) = (latitude, longitude) }
}

public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Latitude within ±90° and longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// The Earth's mean radius (IUGG), in metres.
let earthRadius: CLLocationDistance = 6_371_008.8

/// The great-circle distance between two coordinates (haversine).
func greatCircleDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
    let (φ1, φ2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
    let (dφ, dλ) = (φ2 - φ1, (b.longitude - a.longitude) * .pi / 180)
    let h = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
    return 2 * earthRadius * asin(min(1, h.squareRoot()))
}

public final class CLFloor: NSObject, @unchecked Sendable {
    public let level: Int
    init(level: Int) { self.level = level }
}

/// A location: where, how precisely, when, moving how.
public class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance, ellipsoidalAltitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date
    public var floor: CLFloor? { nil }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        (self.coordinate, self.altitude, self.ellipsoidalAltitude) = (coordinate, altitude, altitude)
        (self.horizontalAccuracy, self.verticalAccuracy) = (hAccuracy, vAccuracy)
        (self.course, self.courseAccuracy, self.speed, self.speedAccuracy, self.timestamp) = (course, courseAccuracy, speed, speedAccuracy, timestamp)
    }
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: course,
                  courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: -1,
                  speed: -1, timestamp: timestamp)
    }
    /// At sea level, accurate to 0 m horizontally, no altitude accuracy, course or speed, now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
                  verticalAccuracy: -1, timestamp: Date())
    }

    /// The great-circle distance in metres.
    public func distance(from location: CLLocation) -> CLLocationDistance { greatCircleDistance(coordinate, location.coordinate) }
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ %@", coordinate.latitude, coordinate.longitude,
               horizontalAccuracy, speed, course, timestamp.description)
    }
}

/// Where a device points (never delivered here).
public final class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection
    public let x: CLHeadingComponentValue, y: CLHeadingComponentValue, z: CLHeadingComponentValue
    public let timestamp: Date
    init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection, timestamp: Date) {
        (self.magneticHeading, self.trueHeading, self.headingAccuracy, self.timestamp) = (magneticHeading, trueHeading, headingAccuracy, timestamp)
        (x, y, z) = (0, 0, 0)
    }
}

public let kCLErrorDomain = "kCLErrorDomain"

public struct CLError: Error, Hashable, CustomNSError, Sendable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure
        case regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult
        case geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered
        case deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError = 19
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static let locationUnknown = Code.locationUnknown, denied = Code.denied, network = Code.network
    public static let headingFailure = Code.headingFailure, geocodeFoundNoResult = Code.geocodeFoundNoResult
    public static let geocodeCanceled = Code.geocodeCanceled, promptDeclined = Code.promptDeclined
}

extension CLError.Code {
    /// `catch CLError.denied`.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool { (error as? CLError)?.code == code }
}
