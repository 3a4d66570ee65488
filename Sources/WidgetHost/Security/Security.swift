@_exported import Foundation
import LockshotFoundation

// lockshot's Security for Linux: the keychain and key calls app code makes, with Apple's signatures. There
// is no keychain: a query finds nothing (`errSecItemNotFound`), an add stores nothing (`errSecNotAvailable`).
// A key made from data keeps its bytes (`SecKeyCopyExternalRepresentation`), but no operation runs on it:
// encrypting, decrypting, signing and generating fail with an error (`errSecUnimplemented`) and return nil.
// `SecRandomCopyBytes` gives real random bytes. The `CF…` types are in lockshot's Foundation.

public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecIO: OSStatus = -36
public let errSecOpWr: OSStatus = -49
public let errSecBadReq: OSStatus = -909
public let errSecInternalComponent: OSStatus = -2070
public let errSecNotAvailable: OSStatus = -25291
public let errSecReadOnly: OSStatus = -25292
public let errSecAuthFailed: OSStatus = -25293
public let errSecNoSuchKeychain: OSStatus = -25294
public let errSecInvalidKeychain: OSStatus = -25295
public let errSecDuplicateKeychain: OSStatus = -25296
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecInteractionRequired: OSStatus = -25315
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018

public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return errSecNotAvailable
}
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return errSecItemNotFound
}
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus { errSecItemNotFound }
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { errSecItemNotFound }

/// What the status codes above say (`SecCopyErrorMessageString`).
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let messages: [OSStatus: String] = [
        errSecSuccess: "No error.", errSecUnimplemented: "Function or operation not implemented.",
        errSecParam: "One or more parameters passed to a function were not valid.", errSecAllocate: "Failed to allocate memory.",
        errSecUserCanceled: "User canceled the operation.", errSecNotAvailable: "No keychain is available.",
        errSecAuthFailed: "The user name or passphrase you entered is not correct.",
        errSecDuplicateItem: "The specified item already exists in the keychain.",
        errSecItemNotFound: "The specified item could not be found in the keychain.",
        errSecInteractionNotAllowed: "User interaction is not allowed.", errSecDecode: "Unable to decode the provided data.",
        errSecMissingEntitlement: "A required entitlement isn't present.",
    ]
    return messages[status].map { $0 as NSString }
}

/// A key: its external representation and the attributes it was made with.
public final class SecKey: NSObject, @unchecked Sendable {
    let data: Data
    let attributes: [AnyHashable: Any]
    init(data: Data, attributes: [AnyHashable: Any]) { (self.data, self.attributes) = (data, attributes) }
}

public struct SecKeyAlgorithm: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
    static func named(_ name: String) -> SecKeyAlgorithm { SecKeyAlgorithm(rawValue: name as NSString) }
    public static let rsaEncryptionRaw = named("algid:encrypt:RSA:raw"), rsaEncryptionPKCS1 = named("algid:encrypt:RSA:PKCS1")
    public static let rsaEncryptionOAEPSHA1 = named("algid:encrypt:RSA:OAEP:SHA1")
    public static let rsaEncryptionOAEPSHA256 = named("algid:encrypt:RSA:OAEP:SHA256")
    public static let rsaEncryptionOAEPSHA512 = named("algid:encrypt:RSA:OAEP:SHA512")
    public static let rsaSignatureMessagePKCS1v15SHA256 = named("algid:sign:RSA:message-PKCS1v15:SHA256")
    public static let rsaSignatureDigestPKCS1v15SHA256 = named("algid:sign:RSA:digest-PKCS1v15:SHA256")
    public static let rsaSignatureMessagePSSSHA256 = named("algid:sign:RSA:message-PSS:SHA256")
    public static let ecdsaSignatureMessageX962SHA256 = named("algid:sign:ECDSA:message-X962:SHA256")
    public static let ecdsaSignatureDigestX962SHA256 = named("algid:sign:ECDSA:digest-X962:SHA256")
    public static let eciesEncryptionStandardX963SHA256AESGCM = named("algid:encrypt:ECIES:ECDH:KDFX963:SHA256:AESGCM")
    public static let eciesEncryptionCofactorVariableIVX963SHA256AESGCM = named("algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM-KDFIV")
    public static let ecdhKeyExchangeStandard = named("algid:keyexchange:ECDH")
}

public enum SecKeyOperationType: Int, Sendable { case sign, verify, encrypt, decrypt, keyExchange }

/// Sets `error` to an `NSOSStatusErrorDomain` error with this status (the caller owns it, as with CF).
func fail(_ status: OSStatus, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
    error?.pointee = Unmanaged.passRetained(NSError(domain: NSOSStatusErrorDomain, code: Int(status), userInfo: [
        NSLocalizedDescriptionKey: (SecCopyErrorMessageString(status, nil) as String?) ?? "OSStatus \(status)",
    ]))
}

/// A key from its external representation: kept as given (no parsing, no operation runs on it).
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    SecKey(data: keyData as Data, attributes: attributes as? [AnyHashable: Any] ?? [:])
}
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    key.data as NSData
}
public func SecKeyCopyAttributes(_ key: SecKey) -> CFDictionary? { key.attributes as NSDictionary }
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    fail(errSecUnimplemented, error)
    return nil
}
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? { nil }
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool { false }
public func SecKeyCreateEncryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ plaintext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    fail(errSecUnimplemented, error)
    return nil
}
public func SecKeyCreateDecryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ ciphertext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    fail(errSecUnimplemented, error)
    return nil
}
public func SecKeyCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    fail(errSecUnimplemented, error)
    return nil
}
public func SecKeyVerifySignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    fail(errSecUnimplemented, error)
    return false
}

public typealias SecRandomRef = OpaquePointer
public var kSecRandomDefault: SecRandomRef? { nil }

/// `count` random bytes into `bytes` (the system's generator); 0 is success.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for i in 0..<count { bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: i, as: UInt8.self) }
    return errSecSuccess
}
