@_exported import Foundation
import LockshotSwiftUI
@_exported import LockshotUIKit

// lockshot's AuthenticationServices for Linux: requests for passkeys, passwords and Sign in with Apple are made
// with Apple's signatures and never give a credential. There are no credentials on this machine and no one to
// ask: `ASAuthorizationController.performRequests()` tells its delegate `ASAuthorizationError.canceled` ("No
// credentials available for login.", what iOS says when none is there) on the main queue, SwiftUI's
// `AuthorizationController` throws it, an Apple ID's credential state is `.notFound`, and a web authentication
// session does not start (`start()` is false; SwiftUI's `WebAuthenticationSession` throws `.canceledLogin`).
// No buttons (`SignInWithAppleButton`, `ASAuthorizationAppleIDButton`): they would draw.

/// The window an authorization sheet would be shown over.
public typealias ASPresentationAnchor = UIWindow

// MARK: Errors

public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"

/// Why an authorization failed (`catch ASAuthorizationError.canceled`, `error.code == .canceled`).
public struct ASAuthorizationError: CustomNSError, Hashable, @unchecked Sendable {
    public enum Code: Int, Hashable, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005
        case matchedExcludedCredential = 1006, credentialImport = 1007, credentialExport = 1008

        /// `catch ASAuthorizationError.canceled`: the error is an authorization error with this code.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? ASAuthorizationError)?.code == match }
    }

    public let code: Code
    public let errorUserInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.errorUserInfo = userInfo
    }

    public init(_nsError error: NSError) {
        self.init(Code(rawValue: error.code) ?? .unknown, userInfo: error.userInfo)
    }

    public static var errorDomain: String { ASAuthorizationErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var userInfo: [String: Any] { errorUserInfo }

    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
    public static var notInteractive: Code { .notInteractive }
    public static var matchedExcludedCredential: Code { .matchedExcludedCredential }

    public static func == (lhs: ASAuthorizationError, rhs: ASAuthorizationError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// What every request here ends with: nothing on this machine can answer it.
    static var noCredentials: ASAuthorizationError {
        ASAuthorizationError(.canceled, userInfo: [NSLocalizedDescriptionKey: "No credentials available for login."])
    }
}

// MARK: Providers, requests, credentials

/// What makes authorization requests of one kind.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// A credential an authorization gives.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request for a credential, made by its provider.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// A successful authorization: never made here.
open class ASAuthorization: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential
    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        (self.provider, self.credential) = (provider, credential)
    }

    /// What an Apple ID request asks to share.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name"), email = Scope(rawValue: "email")
    }

    /// What an OpenID request does.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let operationImplicit = OpenIDOperation(rawValue: "")
        public static let operationLogin = OpenIDOperation(rawValue: "login"), operationRefresh = OpenIDOperation(rawValue: "refresh")
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
}

/// A saved password: `ASPasswordCredential(user:password:)`.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let password: String
    public init(user: String, password: String) { (self.user, self.password) = (user, password) }
}

/// Asks for a password saved for the app: none is.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() {}
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

// MARK: Passkeys

/// Whether the authenticator should verify the person (Face ID, passcode).
public struct ASAuthorizationPublicKeyCredentialUserVerificationPreference: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let preferred = Self(rawValue: "preferred"), required = Self(rawValue: "required")
    public static let discouraged = Self(rawValue: "discouraged")
}

/// What attestation a registration asks for.
public struct ASAuthorizationPublicKeyCredentialAttestationKind: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none"), direct = Self(rawValue: "direct"), indirect = Self(rawValue: "indirect")
    public static let enterprise = Self(rawValue: "enterprise")
}

/// Where a passkey lives.
public enum ASAuthorizationPublicKeyCredentialAttachment: Int, Hashable, Sendable { case platform, crossPlatform }

/// A passkey a request allows or excludes, by its identifier.
open class ASAuthorizationPlatformPublicKeyCredentialDescriptor: NSObject, @unchecked Sendable {
    open var credentialID: Data
    public init(credentialID: Data) { self.credentialID = credentialID }
}

/// Makes requests to sign in with, or create, a passkey for a relying party (a website's domain).
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public let relyingPartyIdentifier: String
    public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }

    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge,
                                                                   relyingPartyIdentifier: relyingPartyIdentifier)
    }

    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(provider: self, challenge: challenge,
                                                                      relyingPartyIdentifier: relyingPartyIdentifier, name: name, userID: userID)
    }
}

open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    open var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] = []
    open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference = .preferred
    init(provider: any ASAuthorizationProvider, challenge: Data, relyingPartyIdentifier: String) {
        (self.challenge, self.relyingPartyIdentifier) = (challenge, relyingPartyIdentifier)
        super.init(provider: provider)
    }
}

open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    open var name: String
    open var displayName: String?
    open var userID: Data
    open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference = .preferred
    open var attestationPreference: ASAuthorizationPublicKeyCredentialAttestationKind = .none
    open var excludedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] = []
    init(provider: any ASAuthorizationProvider, challenge: Data, relyingPartyIdentifier: String, name: String, userID: Data) {
        (self.challenge, self.relyingPartyIdentifier, self.name, self.userID) = (challenge, relyingPartyIdentifier, name, userID)
        super.init(provider: provider)
    }
}

/// A passkey sign-in: never made here.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let rawAuthenticatorData: Data
    public let userID: Data
    public let signature: Data
    public let rawClientDataJSON: Data
    public let credentialID: Data
    public let attachment: ASAuthorizationPublicKeyCredentialAttachment
    init(rawAuthenticatorData: Data, userID: Data, signature: Data, rawClientDataJSON: Data, credentialID: Data) {
        (self.rawAuthenticatorData, self.userID, self.signature) = (rawAuthenticatorData, userID, signature)
        (self.rawClientDataJSON, self.credentialID, self.attachment) = (rawClientDataJSON, credentialID, .platform)
    }
}

/// A new passkey: never made here.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let rawAttestationObject: Data?
    public let rawClientDataJSON: Data
    public let credentialID: Data
    public let attachment: ASAuthorizationPublicKeyCredentialAttachment
    init(rawAttestationObject: Data?, rawClientDataJSON: Data, credentialID: Data) {
        (self.rawAttestationObject, self.rawClientDataJSON, self.credentialID) = (rawAttestationObject, rawClientDataJSON, credentialID)
        attachment = .platform
    }
}

// MARK: Sign in with Apple

/// Whether the person signing in is likely a real person.
public enum ASUserDetectionStatus: Int, Hashable, Sendable { case unsupported, unknown, likelyReal }

open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var state: String?
    open var nonce: String?
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}

open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    open var user: String?
}

/// Makes Sign in with Apple requests; no Apple ID is signed in here.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public enum CredentialState: Int, Hashable, Sendable { case revoked = 0, authorized, notFound, transferred }

    public static let credentialRevokedNotification = Notification.Name("ASAuthorizationAppleIDProviderCredentialRevokedNotification")

    public override init() {}
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// The state of a user's credential: `.notFound`, on a background queue as on iOS.
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(.notFound, nil) }
    }

    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// A Sign in with Apple credential: never made here.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]
    public let authorizationCode: Data?
    public let identityToken: Data?
    public let email: String?
    public let fullName: PersonNameComponents?
    public let realUserStatus: ASUserDetectionStatus
    init(user: String) {
        self.user = user
        (state, authorizedScopes, authorizationCode, identityToken, email, fullName) = (nil, [], nil, nil, nil, nil)
        realUserStatus = .unsupported
    }
}

// MARK: The controller

/// Told how a controller's requests ended (here always with an error).
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the window a controller's sheet would be shown over.
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests: each ends with `ASAuthorizationError.canceled` told to the delegate.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    open var customAuthorizationMethods: [ASAuthorizationCustomMethod] = []

    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }

    /// Options for `performRequests(options:)`.
    public struct RequestOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }

    open func performRequests() { fail() }
    open func performRequests(options: RequestOptions = []) { fail() }
    open func performAutoFillAssistedRequests() { fail() }
    open func cancel() {}

    /// Tells the delegate, later on the main queue as iOS does, that no credential came.
    func fail() {
        DispatchQueue.main.async {
            self.delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError.noCredentials)
        }
    }
}

// MARK: SwiftUI

/// The outcome of a successful authorization (SwiftUI's `AuthorizationController`): never reached here.
public enum ASAuthorizationResult {
    case password(ASPasswordCredential)
    case appleID(ASAuthorizationAppleIDCredential)
    case singleSignOn(ASAuthorizationSingleSignOnCredential)
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    case securityKeyAssertion(ASAuthorizationSecurityKeyPublicKeyCredentialAssertion)
    case securityKeyRegistration(ASAuthorizationSecurityKeyPublicKeyCredentialRegistration)
    case customMethod(ASAuthorizationCustomMethod)
}

/// A way of signing in the app offers itself, shown beside the system's.
public struct ASAuthorizationCustomMethod: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let videoSubscriberAccount = Self(rawValue: "ASAuthorizationCustomMethodVideoSubscriberAccount")
    public static let restorePurchase = Self(rawValue: "ASAuthorizationCustomMethodRestorePurchase")
    public static let other = Self(rawValue: "ASAuthorizationCustomMethodOther")
}

/// An enterprise single sign-on credential: never made here.
open class ASAuthorizationSingleSignOnCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let state: String? = nil
    public let accessToken: Data? = nil
    public let identityToken: Data? = nil
    public let authorizedScopes: [ASAuthorization.Scope] = []
    public let authenticatedResponse: HTTPURLResponse? = nil
    override init() {}
}

/// A security-key sign-in: never made here.
open class ASAuthorizationSecurityKeyPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let rawAuthenticatorData = Data(), userID = Data(), signature = Data(), rawClientDataJSON = Data(), credentialID = Data()
    override init() {}
}

/// A new security key credential: never made here.
open class ASAuthorizationSecurityKeyPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let rawAttestationObject: Data? = nil
    public let rawClientDataJSON = Data(), credentialID = Data()
    override init() {}
}

/// `@Environment(\.authorizationController)`: performs requests; each throws `ASAuthorizationError.canceled`.
public struct AuthorizationController {
    init() {}

    public func performRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError.noCredentials
    }

    public func performRequests(_ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions) async throws
        -> ASAuthorizationResult {
        throw ASAuthorizationError.noCredentials
    }

    public func performRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError.noCredentials
    }

    public func performRequest(_ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions) async throws
        -> ASAuthorizationResult {
        throw ASAuthorizationError.noCredentials
    }

    public func performAutoFillAssistedRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError.noCredentials
    }

    public func performAutoFillAssistedRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError.noCredentials
    }
}

extension EnvironmentValues {
    public var authorizationController: AuthorizationController { AuthorizationController() }
    public var webAuthenticationSession: WebAuthenticationSession { WebAuthenticationSession() }
}
