// AES (FIPS 197) in Galois/Counter Mode (NIST SP 800-38D): `AES.GCM.seal` and `open` with 128-, 192- and
// 256-bit keys give the real ciphertext and tag, and `open` refuses a box whose tag does not match. Only the
// forward cipher is here (GCM needs no other); a byte-wise implementation, not a constant-time one.

public enum AES {
    public enum GCM {
        public static func seal<Plaintext: DataProtocol>(_ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil) throws -> SealedBox {
            try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
        }
        public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
            _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil, authenticating authenticatedData: AuthenticatedData
        ) throws -> SealedBox {
            let cipher = try AESCipher(key: key.bytes), nonce = nonce ?? Nonce()
            let ciphertext = cipher.counterMode(Array(message), nonce: nonce.bytes)
            let tag = cipher.tag(nonce: nonce.bytes, authenticated: Array(authenticatedData), ciphertext: ciphertext)
            return SealedBox(nonce: nonce, ciphertext: Data(ciphertext), tag: Data(tag))
        }
        public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
            try open(sealedBox, using: key, authenticating: [UInt8]())
        }
        public static func open<AuthenticatedData: DataProtocol>(_ sealedBox: SealedBox, using key: SymmetricKey,
                                                                 authenticating authenticatedData: AuthenticatedData) throws -> Data {
            let cipher = try AESCipher(key: key.bytes), ciphertext = Array(sealedBox.ciphertext)
            let tag = cipher.tag(nonce: sealedBox.nonce.bytes, authenticated: Array(authenticatedData), ciphertext: ciphertext)
            guard constantTimeEqual(tag, Array(sealedBox.tag)) else { throw CryptoKitError.authenticationFailure }
            return Data(cipher.counterMode(ciphertext, nonce: sealedBox.nonce.bytes))
        }

        /// 12 random bytes, or the given ones (at least 12).
        public struct Nonce: ContiguousBytes, Sequence, Sendable {
            let bytes: [UInt8]
            public init() {
                var generator = SystemRandomNumberGenerator()
                bytes = (0..<12).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            }
            public init<D: DataProtocol>(data: D) throws {
                guard data.count >= 12 else { throw CryptoKitError.incorrectParameterSize }
                bytes = Array(data)
            }
            public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
            public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
        }

        /// Nonce, ciphertext and 16-byte tag; `combined` is the three in a row (when the nonce has 12 bytes).
        public struct SealedBox: Sendable {
            public let nonce: Nonce
            public let ciphertext: Data
            public let tag: Data
            init(nonce: Nonce, ciphertext: Data, tag: Data) { (self.nonce, self.ciphertext, self.tag) = (nonce, ciphertext, tag) }
            public init<C: DataProtocol, T: DataProtocol>(nonce: Nonce, ciphertext: C, tag: T) throws {
                guard tag.count == 16 else { throw CryptoKitError.incorrectParameterSize }
                self.init(nonce: nonce, ciphertext: Data(ciphertext), tag: Data(tag))
            }
            public init<D: DataProtocol>(combined data: D) throws {
                let bytes = Array(data)
                guard bytes.count >= 28 else { throw CryptoKitError.incorrectParameterSize }
                self.init(nonce: try Nonce(data: bytes[..<12]), ciphertext: Data(bytes[12..<(bytes.count - 16)]),
                          tag: Data(bytes[(bytes.count - 16)...]))
            }
            public var combined: Data? { nonce.bytes.count == 12 ? Data(nonce.bytes) + ciphertext + tag : nil }
        }
    }
}

/// The AES forward cipher with an expanded key, and GCM's counter mode and tag on top of it.
struct AESCipher {
    /// The S-box: the multiplicative inverse in GF(2⁸), then the affine map (FIPS 197 §5.1.1).
    static let sbox: [UInt8] = (0..<256).map { x in
        let inverse = x == 0 ? 0 : (1..<256).first { gmul(UInt8(x), UInt8($0)) == 1 }!
        let b = UInt8(inverse)
        return b ^ b.rotatedLeft(1) ^ b.rotatedLeft(2) ^ b.rotatedLeft(3) ^ b.rotatedLeft(4) ^ 0x63
    }
    let roundKeys: [[UInt8]]

    init(key: [UInt8]) throws {
        guard [16, 24, 32].contains(key.count) else { throw CryptoKitError.incorrectKeySize }
        let nk = key.count / 4, rounds = nk + 6
        var words = (0..<nk).map { Array(key[(4 * $0)..<(4 * $0 + 4)]) }
        var rcon: UInt8 = 1
        for i in nk..<(4 * (rounds + 1)) {
            var temp = words[i - 1]
            if i % nk == 0 {
                temp = [temp[1], temp[2], temp[3], temp[0]].map { Self.sbox[Int($0)] }
                temp[0] ^= rcon
                rcon = gmul(rcon, 2)
            } else if nk > 6 && i % nk == 4 {
                temp = temp.map { Self.sbox[Int($0)] }
            }
            words.append(zip(words[i - nk], temp).map { $0 ^ $1 })
        }
        roundKeys = (0...rounds).map { Array(words[(4 * $0)..<(4 * $0 + 4)].joined()) }
    }

    func encrypt(_ block: [UInt8]) -> [UInt8] {
        var s = zip(block, roundKeys[0]).map { $0 ^ $1 }
        for round in 1..<roundKeys.count {
            s = s.map { Self.sbox[Int($0)] }
            s = (0..<16).map { i in s[i % 4 + 4 * ((i / 4 + i % 4) % 4)] }  // ShiftRows (column-major state)
            if round < roundKeys.count - 1 {
                s = (0..<16).map { i in
                    let c = 4 * (i / 4), r = i % 4
                    return gmul(s[c + r], 2) ^ gmul(s[c + (r + 1) % 4], 3) ^ s[c + (r + 2) % 4] ^ s[c + (r + 3) % 4]
                }
            }
            s = zip(s, roundKeys[round]).map { $0 ^ $1 }
        }
        return s
    }

    /// The first counter block J0: the nonce and a 32-bit 1, or GHASH of a nonce of another length.
    func initialCounter(_ nonce: [UInt8]) -> [UInt8] {
        if nonce.count == 12 { return nonce + [0, 0, 0, 1] }
        return ghash(padded(nonce) + [UInt8](repeating: 0, count: 8) + bigEndianBytes([UInt64(nonce.count * 8)]))
    }

    /// GCTR from inc32(J0): encryption and decryption alike.
    func counterMode(_ input: [UInt8], nonce: [UInt8]) -> [UInt8] {
        var counter = initialCounter(nonce), output: [UInt8] = []
        output.reserveCapacity(input.count)
        for start in stride(from: 0, to: input.count, by: 16) {
            increment(&counter)
            let stream = encrypt(counter)
            output += zip(input[start..<min(start + 16, input.count)], stream).map { $0 ^ $1 }
        }
        return output
    }

    func tag(nonce: [UInt8], authenticated: [UInt8], ciphertext: [UInt8]) -> [UInt8] {
        let lengths = bigEndianBytes([UInt64(authenticated.count * 8), UInt64(ciphertext.count * 8)])
        let s = ghash(padded(authenticated) + padded(ciphertext) + lengths)
        return zip(encrypt(initialCounter(nonce)), s).map { $0 ^ $1 }
    }

    func ghash(_ data: [UInt8]) -> [UInt8] {
        let h = encrypt([UInt8](repeating: 0, count: 16))
        let hWords = (word(h, 0), word(h, 8))
        var y: (UInt64, UInt64) = (0, 0)
        for start in stride(from: 0, to: data.count, by: 16) {
            y = gfMultiply((y.0 ^ word(data, start), y.1 ^ word(data, start + 8)), hWords)
        }
        return bigEndianBytes([y.0, y.1])
    }

    func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + [UInt8](repeating: 0, count: (16 - bytes.count % 16) % 16) }
    func word(_ bytes: [UInt8], _ start: Int) -> UInt64 { (start..<start + 8).reduce(0) { ($0 << 8) | UInt64(bytes[$1]) } }
    func increment(_ counter: inout [UInt8]) {
        for i in (12..<16).reversed() {
            counter[i] &+= 1
            if counter[i] != 0 { break }
        }
    }
}

/// Multiplication in GF(2¹²⁸) with GCM's bit order (SP 800-38D, algorithm 1).
func gfMultiply(_ x: (UInt64, UInt64), _ y: (UInt64, UInt64)) -> (UInt64, UInt64) {
    var z: (UInt64, UInt64) = (0, 0), v = y
    for i in 0..<128 {
        let bit = i < 64 ? (x.0 >> (63 - UInt64(i))) & 1 : (x.1 >> (127 - UInt64(i))) & 1
        if bit == 1 { z = (z.0 ^ v.0, z.1 ^ v.1) }
        let carry = v.1 & 1
        v = (v.0 >> 1, (v.1 >> 1) | (v.0 << 63))
        if carry == 1 { v.0 ^= 0xE100_0000_0000_0000 }
    }
    return z
}

/// Multiplication in AES's GF(2⁸) (x⁸ + x⁴ + x³ + x + 1).
func gmul(_ a: UInt8, _ b: UInt8) -> UInt8 {
    var (a, b, p): (UInt8, UInt8, UInt8) = (a, b, 0)
    while b != 0 {
        if b & 1 == 1 { p ^= a }
        a = (a << 1) ^ (a & 0x80 != 0 ? 0x1B : 0)
        b >>= 1
    }
    return p
}

extension UInt8 {
    func rotatedLeft(_ n: UInt8) -> UInt8 { (self << n) | (self >> (8 - n)) }
}
