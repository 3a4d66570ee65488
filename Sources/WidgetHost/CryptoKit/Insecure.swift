// `Insecure.SHA1` (FIPS 180-4) and `Insecure.MD5` (RFC 1321): broken as cryptography, still what app code
// uses for legacy checksums and API signatures. Real digests.

@inline(__always) func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }

struct SHA1Core: BlockCompressor {
    static let blockSize = 64, lengthSize = 8, bigEndianLength = true
    var h: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        var w = (0..<16).map { block.bigEndianWord($0, as: UInt32.self) }
        for t in 16..<80 { w.append(rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1)) }
        var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
        for t in 0..<80 {
            let (f, k): (UInt32, UInt32) = switch t {
            case 0..<20: ((b & c) | (~b & d), 0x5A827999)
            case 20..<40: (b ^ c ^ d, 0x6ED9EBA1)
            case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1BBCDC)
            default: (b ^ c ^ d, 0xCA62C1D6)
            }
            (e, d, c, b, a) = (d, c, rotl(b, 30), a, rotl(a, 5) &+ f &+ e &+ k &+ w[t])
        }
        for (i, v) in [a, b, c, d, e].enumerated() { h[i] &+= v }
    }
    var digestBytes: [UInt8] { bigEndianBytes(h) }
}

struct MD5Core: BlockCompressor {
    static let blockSize = 64, lengthSize = 8, bigEndianLength = false
    /// ⌊|sin(i + 1)| · 2³²⌋.
    static let k: [UInt32] = [
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    ]
    static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
    var h: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476]

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        let m = (0..<16).map { block.bigEndianWord($0, as: UInt32.self).byteSwapped }
        var (a, b, c, d) = (h[0], h[1], h[2], h[3])
        for i in 0..<64 {
            let (f, g): (UInt32, Int) = switch i {
            case 0..<16: ((b & c) | (~b & d), i)
            case 16..<32: ((d & b) | (~d & c), (5 * i + 1) % 16)
            case 32..<48: (b ^ c ^ d, (3 * i + 5) % 16)
            default: (c ^ (b | ~d), (7 * i) % 16)
            }
            let sum = f &+ a &+ Self.k[i] &+ m[g]
            (a, d, c, b) = (d, c, b, b &+ rotl(sum, Self.shifts[i / 16 * 4 + i % 4]))
        }
        for (i, v) in [a, b, c, d].enumerated() { h[i] &+= v }
    }
    var digestBytes: [UInt8] { h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } } }
}

public enum Insecure {
    public struct SHA1: HashFunction {
        public static let blockByteCount = 64
        public typealias Digest = Insecure.SHA1Digest
        var hasher = BlockHasher<SHA1Core>()
        public init() {}
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hasher.update(bufferPointer) }
        public func finalize() -> Insecure.SHA1Digest { SHA1Digest(bytes: hasher.finalize()) }
    }

    public struct MD5: HashFunction {
        public static let blockByteCount = 64
        public typealias Digest = Insecure.MD5Digest
        var hasher = BlockHasher<MD5Core>()
        public init() {}
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hasher.update(bufferPointer) }
        public func finalize() -> Insecure.MD5Digest { MD5Digest(bytes: hasher.finalize()) }
    }

    public struct SHA1Digest: LockshotCryptoKit.Digest {
        let bytes: [UInt8]
        public static var byteCount: Int { 20 }
        public var description: String { "SHA1 digest: \(hexString(bytes))" }
        public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    }

    public struct MD5Digest: LockshotCryptoKit.Digest {
        let bytes: [UInt8]
        public static var byteCount: Int { 16 }
        public var description: String { "MD5 digest: \(hexString(bytes))" }
        public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    }
}
