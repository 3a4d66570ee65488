import Foundation

// Web sign-in (OAuth) in a browser sheet: there is no browser here, so a session never starts and no callback
// URL ever comes back.

public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// Why a web authentication session ended without a callback URL.
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, @unchecked Sendable {
    public enum Code: Int, Hashable, Sendable {
        case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3

        public static func ~= (match: Code, error: any Error) -> Bool { (error as? ASWebAuthenticationSessionError)?.code == match }
    }

    public let code: Code
    public let errorUserInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) { (self.code, self.errorUserInfo) = (code, userInfo) }

    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// Gives the window a web authentication sheet would be shown over.
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A browser sheet for signing in to a web service: it never starts here.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// How the session recognises the URL that ends it.
    public struct Callback: Hashable, Sendable {
        let scheme: String?
        let host: String?
        let path: String?
        public static func customScheme(_ scheme: String) -> Callback { Callback(scheme: scheme, host: nil, path: nil) }
        public static func https(host: String, path: String) -> Callback { Callback(scheme: "https", host: host, path: path) }
        public func matchesURL(_ url: URL) -> Bool {
            guard url.scheme?.lowercased() == scheme?.lowercased() else { return false }
            guard let host else { return true }
            return url.host?.lowercased() == host.lowercased() && (path.map { url.path == $0 } ?? true)
        }
    }

    public let url: URL
    let completionHandler: CompletionHandler
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        (self.url, self.completionHandler) = (URL, completionHandler)
    }

    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        (self.url, self.completionHandler) = (URL, completionHandler)
    }

    /// Whether `start()` would show the sheet: no (no browser).
    open var canStart: Bool { false }

    /// Shows the sheet: it cannot, so false, and the completion handler is not called (as on iOS when start fails).
    open func start() -> Bool { false }
    open func cancel() {}
}

/// SwiftUI's `@Environment(\.webAuthenticationSession)`: each sign-in throws `.canceledLogin`.
public struct WebAuthenticationSession {
    init() {}

    /// Which browser session a sign-in uses.
    public struct BrowserSession: Hashable, Sendable {
        let name: String
        public static let shared = BrowserSession(name: "shared"), ephemeral = BrowserSession(name: "ephemeral")
    }

    public func authenticate(using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }

    public func authenticate(using url: URL, callback: ASWebAuthenticationSession.Callback, preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }
}
