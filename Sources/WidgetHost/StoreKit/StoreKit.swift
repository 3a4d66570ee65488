@_exported import Foundation
import LockshotSwiftUI
import LockshotUIKit

// lockshot's StoreKit for Linux: the App Store is out of reach, so there are no products and nothing is ever
// purchased. `Product.products(for:)` returns no products, every transaction and status sequence
// (`Transaction.updates`, `currentEntitlements`, `Product.SubscriptionInfo.Status.updates`, `Storefront.updates`,
// `Message.messages`) ends at once, `currentEntitlement(for:)` and `latest(for:)` are nil, subscription statuses
// are empty, `AppStore.sync()` restores nothing and `canMakePayments` is false. The types keep Apple's
// signatures; what is pure computes (`Product.SubscriptionPeriod`'s names and format styles). No store views.

// MARK: Asynchronous sequences that end at once

/// The iterator of every StoreKit sequence here: it has no element.
public struct NoElements<Element>: AsyncIteratorProtocol {
    public mutating func next() async -> Element? { nil }
}

// MARK: Verification

/// A signed value StoreKit checked: verified or not, with why not.
public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case verified(SignedType)

    public enum VerificationError: Error, LocalizedError, Equatable, Hashable, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature
        case missingRequiredProperties
        public var errorDescription: String? {
            switch self {
            case .revokedCertificate: "The certificate was revoked."
            case .invalidCertificateChain: "The certificate chain is not valid."
            case .invalidDeviceVerification: "The device verification does not match this device."
            case .invalidEncoding: "The signed data is not encoded correctly."
            case .invalidSignature: "The signature is not valid."
            case .missingRequiredProperties: "The signed data lacks required properties."
            }
        }
    }

    /// The value when it is verified; throws the verification error when not.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// The JSON web signature: StoreKit here signs nothing, so it is empty, as are its parts.
    public var jwsRepresentation: String { "" }
    public var headerData: Data { Data() }
    public var payloadData: Data { Data() }
    public var signatureData: Data { Data() }
    public var signedData: Data { Data() }
    public var signedDate: Date { Date(timeIntervalSince1970: 0) }
    public var deviceVerification: Data { Data() }
    public var deviceVerificationNonce: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

// MARK: Errors

/// What goes wrong talking to the App Store.
public enum StoreKitError: Error, LocalizedError, Sendable {
    case unknown, userCancelled, networkError(URLError), systemError(any Error), notAvailableInStorefront, notEntitled, unsupported

    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): "A network error occurred: \(error.localizedDescription)"
        case .systemError(let error): "A system error occurred: \(error.localizedDescription)"
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The app is not entitled to this."
        case .unsupported: "This is not supported on this device."
        }
    }
}

// MARK: App Store

/// The App Store: out of reach. Nothing can be bought, restoring finds nothing, sheets do not appear.
public enum AppStore {
    /// Whether the person may make payments: never here.
    public static var canMakePayments: Bool { false }

    /// An identifier for this device that transactions sign: none.
    public static var deviceVerificationID: UUID? { nil }

    /// Brings the app's transactions up to date with the App Store: there are none, so it returns at once.
    public static func sync() async throws {}

    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
    public static func showManageSubscriptions(in scene: UIWindowScene, subscriptionGroupID: String) async throws {}
    public static func requestReview(in scene: UIWindowScene) {}
    public static func presentOfferCodeRedeemSheet(in scene: UIWindowScene) async throws {}

    /// Refunds need a transaction; there is none to refund.
    public static func beginRefundRequest(for transactionID: UInt64, in scene: UIWindowScene) async throws -> Transaction.RefundRequestStatus {
        throw Transaction.RefundRequestError.invalidRequest
    }

    /// Where a transaction happened.
    public struct Environment: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production"), sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }
}

/// The App Store's storefront for the person's account: unknown here.
public struct Storefront: Identifiable, Hashable, Sendable, CustomStringConvertible {
    public let countryCode: String
    public let id: String
    public let currency: Locale.Currency?

    /// The current storefront: none (no App Store account).
    public static var current: Storefront? {
        get async { nil }
    }

    /// Storefront changes: none.
    public static var updates: Storefronts { Storefronts() }

    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront
        public func makeAsyncIterator() -> NoElements<Storefront> { NoElements() }
    }

    public var description: String { "Storefront(countryCode: \(countryCode), id: \(id))" }
}

// MARK: Reviews and messages

/// Asks for an App Store review: nothing appears.
public final class SKStoreReviewController: NSObject, @unchecked Sendable {
    public static func requestReview() {}
    public static func requestReview(in windowScene: UIWindowScene) {}
}

/// A message the App Store has for the person (a billing issue, a price increase): none ever comes.
public struct Message: Hashable, Sendable {
    public let reason: Message.Reason

    /// The reason a message is sent.
    public struct Reason: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public static let generic = Reason(name: "generic"), billingIssue = Reason(name: "billingIssue")
        public static let priceIncreaseConsent = Reason(name: "priceIncreaseConsent"), winBackOffer = Reason(name: "winBackOffer")
        public var description: String { name }
    }

    /// Messages as the App Store sends them: none.
    public static var messages: Messages { Messages() }

    public struct Messages: AsyncSequence, Sendable {
        public typealias Element = Message
        public func makeAsyncIterator() -> NoElements<Message> { NoElements() }
    }

    public func display(in scene: UIWindowScene) throws {}
}

/// `@Environment(\.displayStoreKitMessage)`: shows a StoreKit message (there is none to show).
public struct DisplayMessageAction {
    public func callAsFunction(_ message: Message) throws {}
}

/// `@Environment(\.requestReview)`: asks for an App Store review; nothing appears.
public struct RequestReviewAction {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    public var displayStoreKitMessage: DisplayMessageAction { DisplayMessageAction() }
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}
