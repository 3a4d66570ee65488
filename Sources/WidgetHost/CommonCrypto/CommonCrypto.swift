import Foundation
import LockshotCryptoKit

// lockshot's CommonCrypto for Linux: the digest functions (`CC_SHA1`, `CC_SHA256`, `CC_MD5` …, one-shot and
// with a context) and `CCHmac`, as Swift functions computed by lockshot's CryptoKit: real digests. Not here:
// `CCCrypt` and the other ciphers, key derivation, random numbers.

public typealias CC_LONG = UInt32
public typealias CCHmacAlgorithm = UInt32

public let CC_MD5_DIGEST_LENGTH: Int32 = 16, CC_MD5_BLOCK_BYTES: Int32 = 64
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20, CC_SHA1_BLOCK_BYTES: Int32 = 64
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32, CC_SHA256_BLOCK_BYTES: Int32 = 64
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48, CC_SHA384_BLOCK_BYTES: Int32 = 128
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64, CC_SHA512_BLOCK_BYTES: Int32 = 128

public let kCCHmacAlgSHA1: CCHmacAlgorithm = 0, kCCHmacAlgMD5: CCHmacAlgorithm = 1, kCCHmacAlgSHA256: CCHmacAlgorithm = 2
public let kCCHmacAlgSHA384: CCHmacAlgorithm = 3, kCCHmacAlgSHA512: CCHmacAlgorithm = 4

/// Hashes `len` bytes at `data` into `md` (which must hold the digest) and returns `md`.
func digest<H: HashFunction>(_: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    let bytes = H.hash(bufferPointer: UnsafeRawBufferPointer(start: len == 0 ? nil : data, count: Int(len)))
    if let md { for (i, byte) in bytes.enumerated() { md[i] = byte } }
    return md
}

@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.MD5.self, data, len, md)
}
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.SHA1.self, data, len, md)
}
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA256.self, data, len, md)
}
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA384.self, data, len, md)
}
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA512.self, data, len, md)
}

/// A running digest (`CC_SHA256_Init`, `_Update`, `_Final`).
public struct CCDigestContext<H: HashFunction> {
    var hasher = H()
    public init() {}
}
public typealias CC_MD5_CTX = CCDigestContext<Insecure.MD5>
public typealias CC_SHA1_CTX = CCDigestContext<Insecure.SHA1>
public typealias CC_SHA256_CTX = CCDigestContext<SHA256>
public typealias CC_SHA512_CTX = CCDigestContext<SHA512>

func start<H>(_ c: UnsafeMutablePointer<CCDigestContext<H>>?) -> Int32 {
    c?.pointee = CCDigestContext()
    return 1
}
func feed<H>(_ c: UnsafeMutablePointer<CCDigestContext<H>>?, _ data: UnsafeRawPointer?, _ len: CC_LONG) -> Int32 {
    c?.pointee.hasher.update(bufferPointer: UnsafeRawBufferPointer(start: len == 0 ? nil : data, count: Int(len)))
    return 1
}
func finish<H>(_ md: UnsafeMutablePointer<UInt8>?, _ c: UnsafeMutablePointer<CCDigestContext<H>>?) -> Int32 {
    guard let c, let md else { return 0 }
    for (i, byte) in c.pointee.hasher.finalize().enumerated() { md[i] = byte }
    return 1
}

@discardableResult public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 { start(c) }
@discardableResult public func CC_MD5_Update(_ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 { feed(c, data, len) }
@discardableResult public func CC_MD5_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 { finish(md, c) }
@discardableResult public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 { start(c) }
@discardableResult public func CC_SHA1_Update(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 { feed(c, data, len) }
@discardableResult public func CC_SHA1_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 { finish(md, c) }
@discardableResult public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 { start(c) }
@discardableResult public func CC_SHA256_Update(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 { feed(c, data, len) }
@discardableResult public func CC_SHA256_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 { finish(md, c) }
@discardableResult public func CC_SHA512_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 { start(c) }
@discardableResult public func CC_SHA512_Update(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG) -> Int32 { feed(c, data, len) }
@discardableResult public func CC_SHA512_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 { finish(md, c) }

/// HMAC of `dataLength` bytes with the given hash into `macOut` (which must hold the digest).
public func CCHmac(_ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!, _ dataLength: Int,
                   _ macOut: UnsafeMutableRawPointer!) {
    func run<H: HashFunction>(_: H.Type) {
        let key = SymmetricKey(data: UnsafeRawBufferPointer(start: keyLength == 0 ? nil : key, count: keyLength))
        let mac = HMAC<H>.authenticationCode(bufferPointer: UnsafeRawBufferPointer(start: dataLength == 0 ? nil : data, count: dataLength),
                                             using: key)
        mac.withUnsafeBytes { macOut?.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }
    switch algorithm {
    case kCCHmacAlgSHA1: run(Insecure.SHA1.self)
    case kCCHmacAlgMD5: run(Insecure.MD5.self)
    case kCCHmacAlgSHA256: run(SHA256.self)
    case kCCHmacAlgSHA384: run(SHA384.self)
    case kCCHmacAlgSHA512: run(SHA512.self)
    default: preconditionFailure("CCHmac: algorithm \(algorithm) is not in lockshot's CommonCrypto")
    }
}
