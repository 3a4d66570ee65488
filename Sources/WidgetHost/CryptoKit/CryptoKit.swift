@_exported import Foundation

// lockshot's CryptoKit for Linux: the hashes (SHA256, SHA384, SHA512, Insecure.SHA1, Insecure.MD5), HMAC,
// SymmetricKey and AES.GCM, computed in Swift with Apple's signatures: every digest, code and ciphertext
// is the real one (checked against the NIST and RFC test vectors in Tests/LockshotWidgetHostTests). Not
// here: public-key cryptography (P256, Curve25519, the Secure Enclave), ChaChaPoly, HKDF, key wrapping.
// Comparisons are constant-time, the rest is not hardened: it is for app code a widget target compiles.

/// A cryptographically secure hash function (`SHA256.hash(data:)`, or `init`, `update`, `finalize`).
public protocol HashFunction: Sendable {
    /// The size of the blocks the function consumes (HMAC pads its key to it).
    static var blockByteCount: Int { get }
    associatedtype Digest: LockshotCryptoKit.Digest
    init()
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    func finalize() -> Digest
}

extension HashFunction {
    public static var byteCount: Int { Digest.byteCount }
    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions { region.withUnsafeBytes { update(bufferPointer: $0) } }
    }
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var hasher = Self()
        hasher.update(data: data)
        return hasher.finalize()
    }
    public static func hash(bufferPointer: UnsafeRawBufferPointer) -> Digest {
        var hasher = Self()
        hasher.update(bufferPointer: bufferPointer)
        return hasher.finalize()
    }
}

/// A hash's output: a sequence of bytes (`Data(digest)`, `Array(digest)`, `digest.map { … }`).
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable where Element == UInt8 {
    static var byteCount: Int { get }
}

extension Digest {
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool { constantTimeEqual(lhs, Array(rhs)) }
}

/// An authentication code: a sequence of bytes.
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
    var byteCount: Int { get }
}

extension MessageAuthenticationCode {
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool { constantTimeEqual(lhs, Array(rhs)) }
}

/// A symmetric key: given bytes, or random ones (`SymmetricKey(size: .bits256)`).
public struct SymmetricKey: ContiguousBytes, Equatable, Sendable {
    let bytes: [UInt8]
    public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<size.bitCount / 8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
    public var bitCount: Int { bytes.count * 8 }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool { constantTimeEqual(lhs, rhs) }
}

public struct SymmetricKeySize: Sendable {
    public let bitCount: Int
    public init(bitCount: Int) { self.bitCount = bitCount }
    public static let bits128 = SymmetricKeySize(bitCount: 128), bits192 = SymmetricKeySize(bitCount: 192)
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// HMAC (RFC 2104) over any of the hash functions.
public struct HMAC<H: HashFunction>: Sendable {
    public typealias Key = SymmetricKey
    public typealias MAC = HashedAuthenticationCode<H>
    var inner = H(), outer = H()

    public init(key: SymmetricKey) {
        var block = key.bytes.count > H.blockByteCount ? Array(H.hash(data: key.bytes)) : key.bytes
        block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
        inner.update(data: block.map { $0 ^ 0x36 })
        outer.update(data: block.map { $0 ^ 0x5C })
    }
    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { inner.update(bufferPointer: bufferPointer) }
    public func finalize() -> MAC {
        var outer = outer
        outer.update(data: Array(inner.finalize()))
        return MAC(digest: outer.finalize())
    }

    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        var hmac = HMAC(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }
    public static func authenticationCode(bufferPointer: UnsafeRawBufferPointer, using key: SymmetricKey) -> MAC {
        var hmac = HMAC(key: key)
        hmac.update(bufferPointer: bufferPointer)
        return hmac.finalize()
    }
    public static func isValidAuthenticationCode<D: DataProtocol>(_ authenticationCode: MAC, authenticating authenticatedData: D,
                                                                  using key: SymmetricKey) -> Bool {
        constantTimeEqual(authenticationCode, Self.authenticationCode(for: authenticatedData, using: key))
    }
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(_ authenticationCode: C, authenticating authenticatedData: D,
                                                                                      using key: SymmetricKey) -> Bool {
        constantTimeEqual(authenticationCode, Self.authenticationCode(for: authenticatedData, using: key))
    }
    public static func isValidAuthenticationCode(_ mac: MAC, authenticating bufferPointer: UnsafeRawBufferPointer, using key: SymmetricKey) -> Bool {
        constantTimeEqual(mac, Self.authenticationCode(bufferPointer: bufferPointer, using: key))
    }
}

/// An HMAC's code (`Data(code)`, `code.map { … }`).
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    let digest: H.Digest
    public var byteCount: Int { H.Digest.byteCount }
    public var description: String { "HMAC with \(H.self): \(hexString(digest))" }
    public func makeIterator() -> H.Digest.Iterator { digest.makeIterator() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try digest.withUnsafeBytes(body) }
}

public enum CryptoKitError: Error, Equatable, Sendable {
    case underlyingCoreCryptoError(error: Int32)
    case incorrectKeySize, incorrectParameterSize, authenticationFailure, wrapFailure, unwrapFailure, invalidParameter
}

/// Lowercase hex, as CryptoKit's descriptions print bytes.
func hexString<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    bytes.map { String(format: "%02x", $0) }.joined()
}

/// Equal bytes, compared without stopping at the first difference.
func constantTimeEqual(_ a: some ContiguousBytes, _ b: some ContiguousBytes) -> Bool {
    a.withUnsafeBytes { a in
        b.withUnsafeBytes { b in
            guard a.count == b.count else { return false }
            return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
        }
    }
}
