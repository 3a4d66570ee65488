@_exported import Foundation

// lockshot's CloudKit for Linux: the types a widget's sync code names, with Apple's signatures, and no iCloud.
// Records are real values: a `CKRecord` keeps what is set on it (strings, numbers, dates, data, arrays of them,
// references, assets) and reads it back; its ID, zone and type are the ones it was made with. Nothing is ever
// reached: `accountStatus` is `.noAccount`; an operation, started or added to a database or container, completes
// with no records and success, except one that fetches given records, zones or subscriptions, which fails with
// `CKError(.networkUnavailable)` as when offline. The async and completion-handler conveniences answer empty lists
// (no query match, no change, no subscription, only the default zone) or fail with `.networkUnavailable` where one
// given thing is fetched, saved or deleted. Handlers run later, on a background queue, as CloudKit's do. The sync
// engine never syncs; its pending changes are kept.

public let CKErrorDomain = "CKErrorDomain"
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"
public let CKRecordChangedErrorAncestorRecordKey = "AncestorRecord"
public let CKRecordChangedErrorServerRecordKey = "ServerRecord"
public let CKRecordChangedErrorClientRecordKey = "ClientRecord"
public let CKErrorRetryAfterKey = "CKRetryAfter"
public let CKErrorUserDidResetEncryptedDataKey = "CKErrorUserDidResetEncryptedDataKey"

/// The owner name of the current user's zones.
public let CKCurrentUserDefaultName = "__defaultOwner__"
public let CKOwnerDefaultName = CKCurrentUserDefaultName
/// The name of every database's default zone.
public let CKRecordZoneDefaultName = "_defaultZone"

public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0, available = 1, restricted = 2, noAccount = 3, temporarilyUnavailable = 4
}

extension Notification.Name {
    /// Posted when the iCloud account changes: never, here.
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}

// MARK: Errors

/// A CloudKit error: its code, and the user info CloudKit fills (partial errors by item, the server's record,
/// how long to wait before retrying). Two errors are equal when their codes are.
public struct CKError: Error, CustomNSError, Hashable, CustomStringConvertible, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure, networkUnavailable, networkFailure, badContainer, serviceUnavailable,
             requestRateLimited, missingEntitlement, notAuthenticated, permissionFailure, unknownItem, invalidArguments,
             resultsTruncated, serverRecordChanged, serverRejectedRequest, assetFileNotFound, assetFileModified,
             incompatibleVersion, constraintViolation, operationCancelled, changeTokenExpired, batchRequestFailed,
             zoneBusy, badDatabase, quotaExceeded, zoneNotFound, limitExceeded, userDeletedZone, tooManyParticipants,
             alreadyShared, referenceViolation, managedAccountRestricted, participantMayNeedVerification,
             serverResponseLost, assetNotAvailable, accountTemporarilyUnavailable, participantAlreadyInvited
    }

    public let code: Code
    public let userInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    public static var errorDomain: String { CKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil { info[NSLocalizedDescriptionKey] = Self.describe(code) }
        return info
    }

    /// Per-item errors of a `.partialFailure`, by record ID, zone ID or subscription ID.
    public var partialErrorsByItemID: [AnyHashable: any Error]? { userInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error] }
    public var ancestorRecord: CKRecord? { userInfo[CKRecordChangedErrorAncestorRecordKey] as? CKRecord }
    public var serverRecord: CKRecord? { userInfo[CKRecordChangedErrorServerRecordKey] as? CKRecord }
    public var clientRecord: CKRecord? { userInfo[CKRecordChangedErrorClientRecordKey] as? CKRecord }
    /// Seconds to wait before retrying, for `.serviceUnavailable`, `.requestRateLimited` and `.zoneBusy`.
    public var retryAfterSeconds: Double? {
        switch userInfo[CKErrorRetryAfterKey] {
        case let seconds as Double: seconds
        case let seconds as Int: Double(seconds)
        case let seconds as NSNumber: seconds.doubleValue
        default: nil
        }
    }

    public var description: String { "<CKError \"\(code)\" (\(code.rawValue)); \"\(errorUserInfo[NSLocalizedDescriptionKey] ?? "")\">" }
    public static func == (lhs: CKError, rhs: CKError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    static func describe(_ code: Code) -> String {
        switch code {
        case .networkUnavailable: "The Internet connection appears to be offline."
        case .notAuthenticated: "No iCloud account is configured."
        case .operationCancelled: "The operation was cancelled."
        default: "CloudKit error \(code.rawValue) (\(code))."
        }
    }

    public static var internalError: Code { .internalError }
    public static var partialFailure: Code { .partialFailure }
    public static var networkUnavailable: Code { .networkUnavailable }
    public static var networkFailure: Code { .networkFailure }
    public static var badContainer: Code { .badContainer }
    public static var serviceUnavailable: Code { .serviceUnavailable }
    public static var requestRateLimited: Code { .requestRateLimited }
    public static var missingEntitlement: Code { .missingEntitlement }
    public static var notAuthenticated: Code { .notAuthenticated }
    public static var permissionFailure: Code { .permissionFailure }
    public static var unknownItem: Code { .unknownItem }
    public static var invalidArguments: Code { .invalidArguments }
    public static var resultsTruncated: Code { .resultsTruncated }
    public static var serverRecordChanged: Code { .serverRecordChanged }
    public static var serverRejectedRequest: Code { .serverRejectedRequest }
    public static var assetFileNotFound: Code { .assetFileNotFound }
    public static var assetFileModified: Code { .assetFileModified }
    public static var incompatibleVersion: Code { .incompatibleVersion }
    public static var constraintViolation: Code { .constraintViolation }
    public static var operationCancelled: Code { .operationCancelled }
    public static var changeTokenExpired: Code { .changeTokenExpired }
    public static var batchRequestFailed: Code { .batchRequestFailed }
    public static var zoneBusy: Code { .zoneBusy }
    public static var badDatabase: Code { .badDatabase }
    public static var quotaExceeded: Code { .quotaExceeded }
    public static var zoneNotFound: Code { .zoneNotFound }
    public static var limitExceeded: Code { .limitExceeded }
    public static var userDeletedZone: Code { .userDeletedZone }
    public static var tooManyParticipants: Code { .tooManyParticipants }
    public static var alreadyShared: Code { .alreadyShared }
    public static var referenceViolation: Code { .referenceViolation }
    public static var managedAccountRestricted: Code { .managedAccountRestricted }
    public static var participantMayNeedVerification: Code { .participantMayNeedVerification }
    public static var serverResponseLost: Code { .serverResponseLost }
    public static var assetNotAvailable: Code { .assetNotAvailable }
    public static var accountTemporarilyUnavailable: Code { .accountTemporarilyUnavailable }
    public static var participantAlreadyInvited: Code { .participantAlreadyInvited }
}

/// `catch CKError.networkUnavailable`, `case CKError.zoneNotFound = error`.
public func ~= (match: CKError.Code, error: any Error) -> Bool { (error as? CKError)?.code == match }

/// Runs a handler later on a background queue, as CloudKit calls its completion handlers.
func deliverLater(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global(qos: .utility).async(execute: body)
}

extension NSCoder {
    /// The object archived under `key`, or nil when there is none (Foundation on Linux stops at a missing key).
    func ckDecode<T: NSObject & NSCoding>(_ type: T.Type, forKey key: String) -> T? {
        containsValue(forKey: key) ? decodeObject(of: type, forKey: key) : nil
    }
}
