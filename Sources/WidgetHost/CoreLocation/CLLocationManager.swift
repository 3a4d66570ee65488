import Foundation

// The location manager (no GPS: nothing is delivered), regions, and the geocoder (it always fails).

public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
    /// The old name of `.authorizedAlways`.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }
public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }
public enum CLDeviceOrientation: Int32, Sendable { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown }
public enum CLRegionState: Int, Sendable { case unknown, inside, outside }

public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}

/// A location manager with no GPS: it keeps its settings and delivers nothing.
open class CLLocationManager: NSObject {
    public weak var delegate: (any CLLocationManagerDelegate)?
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    public var headingFilter: CLLocationDegrees = 1
    public var headingOrientation: CLDeviceOrientation = .portrait
    public var activityType: CLActivityType = .other
    public var allowsBackgroundLocationUpdates = false
    public var pausesLocationUpdatesAutomatically = true
    public var showsBackgroundLocationIndicator = false
    public var location: CLLocation? { nil }
    public var heading: CLHeading? { nil }
    public var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    public var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
    public var monitoredRegions: Set<CLRegion> { [] }
    public var maximumRegionMonitoringDistance: CLLocationDistance { -1 }

    public override init() {}
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    open class func isRangingAvailable() -> Bool { false }

    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func requestLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func dismissHeadingCalibrationDisplay() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
    open func startMonitoringVisits() {}
    open func stopMonitoringVisits() {}
    open func startMonitoring(for region: CLRegion) {}
    open func stopMonitoring(for region: CLRegion) {}
    open func requestState(for region: CLRegion) {}
}

public class CLRegion: NSObject, @unchecked Sendable {
    public let identifier: String
    public var notifyOnEntry = true, notifyOnExit = true
    init(identifier: String) { self.identifier = identifier }
}

/// A circle on the Earth: `contains` measures the great-circle distance to its centre.
public final class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        (self.center, self.radius) = (center, radius)
        super.init(identifier: identifier)
    }
    public func contains(_ coordinate: CLLocationCoordinate2D) -> Bool { greatCircleDistance(center, coordinate) <= radius }
}

/// A place's address (the geocoder finds none; `init(placemark:)` copies one).
public class CLPlacemark: NSObject, @unchecked Sendable {
    public let location: CLLocation?
    public let name: String?, thoroughfare: String?, subThoroughfare: String?, locality: String?, subLocality: String?
    public let administrativeArea: String?, subAdministrativeArea: String?, postalCode: String?
    public let isoCountryCode: String?, country: String?, inlandWater: String?, ocean: String?
    public let areasOfInterest: [String]?
    public let region: CLRegion?
    public let timeZone: TimeZone?
    public init(placemark: CLPlacemark) {
        (location, name, thoroughfare, subThoroughfare) = (placemark.location, placemark.name, placemark.thoroughfare, placemark.subThoroughfare)
        (locality, subLocality, administrativeArea) = (placemark.locality, placemark.subLocality, placemark.administrativeArea)
        (subAdministrativeArea, postalCode, isoCountryCode) = (placemark.subAdministrativeArea, placemark.postalCode, placemark.isoCountryCode)
        (country, inlandWater, ocean, areasOfInterest) = (placemark.country, placemark.inlandWater, placemark.ocean, placemark.areasOfInterest)
        (region, timeZone) = (placemark.region, placemark.timeZone)
    }
}

public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// A geocoder with no network: every request fails with `CLError.network` (on a background queue).
open class CLGeocoder: NSObject {
    public var isGeocoding: Bool { false }
    func fail(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.global().async { completionHandler(nil, CLError(.network)) }
    }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) { fail(completionHandler) }
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) { fail(completionHandler) }
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) { fail(completionHandler) }
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] { throw CLError(.network) }
    open func cancelGeocode() {}
}
