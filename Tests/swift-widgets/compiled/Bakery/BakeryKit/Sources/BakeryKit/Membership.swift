import AuthenticationServices
import Foundation
import StoreKit

// The app's store and sign-in, as the app's files have them: nothing is sold and nobody signs in on Linux.
@globalActor public actor MembershipActor {
    public static let shared = MembershipActor()
    private var products: [String: Product] = [:]

    public func load() async {
        guard let loaded = try? await Product.products(for: ["bakery.monthly"]) else { return }
        products = Dictionary(uniqueKeysWithValues: loaded.map { ($0.id, $0) })
        for await update in StoreKit.Transaction.updates {
            if case .verified(let transaction) = update { await transaction.finish() }
        }
    }

    public static func entitled() async -> Bool {
        guard case .verified = await StoreKit.Transaction.currentEntitlement(for: "bakery.monthly") else { return false }
        return true
    }
}

public enum Membership {
    /// What a monthly plan renews every, as the store sheet says it.
    public static var period: String { Product.SubscriptionPeriod.monthly.formatted(Product.SubscriptionPeriod.FormatStyle()) }
    public static var periodUnit: String { Product.SubscriptionPeriod.Unit.year.localizedDescription }
}

@MainActor
public final class AccountStore: NSObject, ASAuthorizationControllerDelegate {
    public private(set) var signedIn = false

    public func signIn(with controller: AuthorizationController) async {
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "bakery.example")
        let requests: [ASAuthorizationRequest] = [provider.createCredentialAssertionRequest(challenge: Data("c".utf8)),
                                                  ASAuthorizationPasswordProvider().createRequest()]
        do {
            switch try await controller.performRequests(requests) {
            case .password, .passkeyAssertion: signedIn = true
            default: signedIn = false
            }
        } catch ASAuthorizationError.canceled {
            signedIn = false
        } catch {
            signedIn = false
        }
    }
}
