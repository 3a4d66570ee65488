import Foundation
import LockshotUIKit

// In-app products, their subscriptions and offers. The App Store has none for this app here, so no `Product` is
// ever made (`products(for:)` is empty); the types exist for the code that handles them.

/// An in-app product from the App Store.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?
    public let jsonRepresentation: Data
    let currencyCode: String

    /// The products the App Store has with these identifiers: none here.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Buys the product: the App Store is out of reach, so payments are not allowed.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw PurchaseError.purchaseNotAllowed
    }

    public func purchase(confirmIn scene: UIWindowScene, options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw PurchaseError.purchaseNotAllowed
    }

    /// The latest transaction for this product: none.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// The transaction that entitles the person to this product: none.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    public var currentEntitlements: Transaction.Transactions { Transaction.Transactions() }

    /// Formats a price in the product's currency.
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: currencyCode) }

    public var subscriptionPeriodFormatStyle: SubscriptionPeriod.FormatStyle { SubscriptionPeriod.FormatStyle() }
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle { SubscriptionPeriod.Unit.FormatStyle() }

    /// Consumable, non-consumable, auto-renewable or non-renewing.
    public struct ProductType: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public var localizedDescription: String { rawValue }
    }

    /// What a purchase came to.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option a purchase is made with.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken", value: token.uuidString) }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity", value: String(quantity)) }
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulatesAskToBuy))
        }
        public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(name: key, value: value) }
        public static func custom(key: String, value: Bool) -> PurchaseOption { PurchaseOption(name: key, value: String(value)) }
        public static func custom(key: String, value: Double) -> PurchaseOption { PurchaseOption(name: key, value: String(value)) }
    }

    /// Why a purchase could not be made.
    public enum PurchaseError: Error, LocalizedError, Hashable, Sendable {
        case invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer, invalidOfferIdentifier, invalidOfferPrice
        case invalidOfferSignature, missingOfferParameters

        public var errorDescription: String? {
            switch self {
            case .invalidQuantity: "The quantity is not valid."
            case .productUnavailable: "The product is not available."
            case .purchaseNotAllowed: "Purchases are not allowed."
            case .ineligibleForOffer: "The person is not eligible for the offer."
            case .invalidOfferIdentifier: "The offer identifier is not valid."
            case .invalidOfferPrice: "The offer price is not valid."
            case .invalidOfferSignature: "The offer signature is not valid."
            case .missingOfferParameters: "The offer lacks parameters."
            }
        }
    }
}

// MARK: Subscriptions

extension Product {
    /// How often a subscription renews: `value` units.
    public struct SubscriptionPeriod: Hashable, Sendable, Codable {
        public let value: Int
        public let unit: Unit

        public init(value: Int, unit: Unit) { (self.value, self.unit) = (value, unit) }

        public static let weekly = SubscriptionPeriod(value: 1, unit: .week)
        public static let monthly = SubscriptionPeriod(value: 1, unit: .month)
        public static let yearly = SubscriptionPeriod(value: 1, unit: .year)
        public static let everyThreeDays = SubscriptionPeriod(value: 3, unit: .day)
        public static let everyTwoWeeks = SubscriptionPeriod(value: 2, unit: .week)
        public static let everyTwoMonths = SubscriptionPeriod(value: 2, unit: .month)
        public static let everyThreeMonths = SubscriptionPeriod(value: 3, unit: .month)
        public static let everySixMonths = SubscriptionPeriod(value: 6, unit: .month)

        public enum Unit: Int, Hashable, Sendable, Codable, CaseIterable {
            case day, week, month, year

            /// The unit's name (`Month`).
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }

            public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Unit {
                format.format(self)
            }

            /// The unit's name in lower case (`month`), as a price is followed by it (`$4.99/month`).
            public struct FormatStyle: Foundation.FormatStyle, Sendable {
                public typealias FormatInput = Unit
                public typealias FormatOutput = String
                public var locale: Locale = .current
                public init() {}
                public func format(_ value: Unit) -> String { value.localizedDescription.lowercased() }
                public func locale(_ locale: Locale) -> FormatStyle { var copy = self; copy.locale = locale; return copy }
            }
        }

        public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == SubscriptionPeriod {
            format.format(self)
        }

        /// The period as a count and a unit (`1 month`, `6 months`).
        public struct FormatStyle: Foundation.FormatStyle, Sendable {
            public typealias FormatInput = SubscriptionPeriod
            public typealias FormatOutput = String
            public var locale: Locale = .current
            public init() {}
            public func format(_ value: SubscriptionPeriod) -> String {
                let unit = value.unit.localizedDescription.lowercased()
                return "\(value.value) \(unit)\(value.value == 1 ? "" : "s")"
            }
            public func locale(_ locale: Locale) -> FormatStyle { var copy = self; copy.locale = locale; return copy }
        }
    }

    /// An introductory, promotional or win-back price for a subscription.
    public struct SubscriptionOffer: Hashable, Sendable {
        public let id: String?
        public let type: OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode

        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "introductory"), promotional = OfferType(rawValue: "promotional")
            public static let winBack = OfferType(rawValue: "winBack")
        }

        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial"), payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
        }
    }

    /// What a subscription product offers: its group, period and offers.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]
        public let winBackOffers: [SubscriptionOffer]
        public let groupLevel: Int
        public let groupDisplayName: String

        /// Whether the person may have the introductory offer: no (no account here).
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }

        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// The statuses of the person's subscriptions in this group: none.
        public var status: [Status] {
            get async throws { [] }
        }

        /// The statuses of the person's subscriptions in a group: none.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Subscribed, expired, in billing retry, in grace period or revoked.
        public struct RenewalState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1), expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3), inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
            public var localizedDescription: String { description }
            public var description: String {
                switch rawValue {
                case 1: "subscribed"
                case 2: "expired"
                case 3: "inBillingRetryPeriod"
                case 4: "inGracePeriod"
                case 5: "revoked"
                default: "RenewalState(\(rawValue))"
                }
            }
        }

        /// What the subscription will do at its next renewal.
        public struct RenewalInfo: Hashable, Sendable {
            public let originalTransactionID: UInt64
            public let currentProductID: String
            public let willAutoRenew: Bool
            public let autoRenewPreference: String?
            public let expirationReason: ExpirationReason?
            public let isInBillingRetry: Bool
            public let gracePeriodExpirationDate: Date?
            public let priceIncreaseStatus: PriceIncreaseStatus
            public let offerID: String?
            public let offerType: Transaction.OfferType?
            public let environment: AppStore.Environment
            public let signedDate: Date
            public let recentSubscriptionStartDate: Date
            public let renewalDate: Date?
            public let jsonRepresentation: Data
            public let deviceVerification: Data
            public let deviceVerificationNonce: UUID

            public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
                public let rawValue: Int
                public init(rawValue: Int) { self.rawValue = rawValue }
                public static let autoRenewDisabled = ExpirationReason(rawValue: 1), billingError = ExpirationReason(rawValue: 2)
                public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
                public static let productUnavailable = ExpirationReason(rawValue: 4), unknown = ExpirationReason(rawValue: 5)
            }

            public enum PriceIncreaseStatus: Hashable, Sendable { case noIncreasePending, pending, agreed }
        }

        /// A subscription's state with its latest transaction and renewal information.
        public struct Status: Hashable, Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
            public let renewalInfo: VerificationResult<RenewalInfo>

            /// Status changes as they happen: none.
            public static var updates: Statuses { Statuses() }

            public struct Statuses: AsyncSequence, Sendable {
                public typealias Element = Status
                public func makeAsyncIterator() -> NoElements<Status> { NoElements() }
            }

            /// Every group's statuses: none.
            public static var all: AllStatuses { AllStatuses() }

            public struct AllStatuses: AsyncSequence, Sendable {
                public typealias Element = (groupID: String, statuses: [Status])
                public func makeAsyncIterator() -> NoElements<(groupID: String, statuses: [Status])> { NoElements() }
            }
        }
    }
}

public typealias RenewalInfo = Product.SubscriptionInfo.RenewalInfo
public typealias RenewalState = Product.SubscriptionInfo.RenewalState

// MARK: Transactions

/// A purchase the App Store signed: none is ever made here.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let webOrderLineItemID: String?
    public let productID: String
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let purchasedQuantity: Int
    public let isUpgraded: Bool
    public let ownershipType: OwnershipType
    public let signedDate: Date
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let productType: Product.ProductType
    public let appAccountToken: UUID?
    public let environment: AppStore.Environment
    public let reason: Reason
    public let storefront: Storefront
    public let offerID: String?
    public let offerType: OfferType?
    public let currency: Locale.Currency?
    public let price: Decimal?
    public let jsonRepresentation: Data
    public let deviceVerification: Data
    public let deviceVerificationNonce: UUID

    /// Tells the App Store the app delivered what was bought.
    public func finish() async {}

    /// Transactions as the App Store sends them: none.
    public static var updates: Transactions { Transactions() }
    /// Every transaction the person made in the app: none.
    public static var all: Transactions { Transactions() }
    /// The transactions that entitle the person now: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Transactions the app has not finished: none.
    public static var unfinished: Transactions { Transactions() }

    /// The transaction that entitles the person to a product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The latest transaction for a product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }
    public static func all(for productID: String) -> Transactions { Transactions() }

    public func beginRefundRequest(in scene: UIWindowScene) async throws -> RefundRequestStatus {
        throw RefundRequestError.invalidRequest
    }

    public static func beginRefundRequest(for transactionID: UInt64, in scene: UIWindowScene) async throws -> RefundRequestStatus {
        throw RefundRequestError.invalidRequest
    }

    /// A sequence of signed transactions; each here ends at once.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public func makeAsyncIterator() -> NoElements<VerificationResult<Transaction>> { NoElements() }
    }

    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED"), familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1), other = RevocationReason(rawValue: 0)
    }

    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchase = Reason(rawValue: "PURCHASE"), renewal = Reason(rawValue: "RENEWAL")
    }

    public struct OfferType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let introductory = OfferType(rawValue: 1), promotional = OfferType(rawValue: 2), code = OfferType(rawValue: 3)
        public static let winBack = OfferType(rawValue: 4)
    }

    public enum RefundRequestStatus: Hashable, Sendable { case userCancelled, success }

    public enum RefundRequestError: Error, LocalizedError, Hashable, Sendable {
        case duplicateRequest, failed, invalidRequest
        public var errorDescription: String? {
            switch self {
            case .duplicateRequest: "A refund was already requested."
            case .failed: "The refund request failed."
            case .invalidRequest: "There is no transaction to refund."
            }
        }
    }
}
