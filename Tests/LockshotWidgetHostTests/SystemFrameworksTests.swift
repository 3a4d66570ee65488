import Foundation
import LockshotAudioToolbox
import LockshotCommonCrypto
import LockshotCoreBluetooth
import LockshotCoreLocation
@testable import LockshotCryptoKit
import LockshotFoundation
import Testing

// The pure parts of lockshot's system frameworks for Linux compute the real values: digests against the
// FIPS 180 / RFC 1321 examples, HMAC against RFC 4231 and RFC 2202, AES against FIPS 197 and AES-GCM against
// the GCM specification's test cases, distances against the sphere's geometry.

func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
func bytes(_ hex: String) -> [UInt8] {
    let chars = Array(hex)
    return stride(from: 0, to: chars.count, by: 2).map { UInt8(String(chars[$0..<$0 + 2]), radix: 16)! }
}

let abc = Data("abc".utf8)
let twoBlocks = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
let millionA = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)

@Suite struct Digests {
    @Test func sha256() {
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: twoBlocks)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash(data: millionA)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha384AndSHA512() {
        #expect(hex(SHA384.hash(data: abc)) ==
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(hex(SHA512.hash(data: abc)) ==
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
        #expect(hex(SHA512.hash(data: Data())) ==
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e")
    }

    @Test func sha1AndMD5() {
        #expect(hex(Insecure.SHA1.hash(data: Data())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.SHA1.hash(data: twoBlocks)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(Insecure.SHA1.hash(data: millionA)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(Insecure.MD5.hash(data: Data("message digest".utf8))) == "f96b697d7cb7938d525a2f31aaf161d0")
        #expect(hex(Insecure.MD5.hash(data: Data("12345678901234567890123456789012345678901234567890123456789012345678901234567890".utf8)))
            == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test func incrementalUpdatesMatchOneShot() {
        var hasher = SHA256()
        for chunk in stride(from: 0, to: twoBlocks.count, by: 7) { hasher.update(data: twoBlocks[chunk..<min(chunk + 7, twoBlocks.count)]) }
        #expect(hasher.finalize() == SHA256.hash(data: twoBlocks))
    }

    @Test func digestsAreByteSequences() {
        let digest = SHA256.hash(data: abc)
        #expect(Data(digest).count == 32 && Array(digest).count == SHA256.Digest.byteCount)
        #expect(digest.withUnsafeBytes { Data($0) } == Data(digest))
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(digest == Data(digest))
    }

    @Test func commonCrypto() {
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        abc.withUnsafeBytes { _ = CC_SHA1($0.baseAddress, CC_LONG(abc.count), &sha1) }
        #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        abc.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(abc.count), &sha256) }
        #expect(hex(sha256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        var context = CC_MD5_CTX()
        CC_MD5_Init(&context)
        abc.withUnsafeBytes { _ = CC_MD5_Update(&context, $0.baseAddress, CC_LONG(abc.count)) }
        CC_MD5_Final(&md5, &context)
        #expect(hex(md5) == "900150983cd24fb0d6963f7d28e17f72")
        let key = Array("Jefe".utf8), message = Array("what do ya want for nothing?".utf8)
        var mac = [UInt8](repeating: 0, count: 32)
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, message, message.count, &mac)
        #expect(hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }
}

@Suite struct Authentication {
    @Test func hmacRFC4231() {
        let key1 = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 20)), hiThere = Data("Hi There".utf8)
        #expect(hex(HMAC<SHA256>.authenticationCode(for: hiThere, using: key1)) ==
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(hex(HMAC<SHA512>.authenticationCode(for: hiThere, using: key1)) ==
            "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854")
        let jefe = SymmetricKey(data: Data("Jefe".utf8)), question = Data("what do ya want for nothing?".utf8)
        #expect(hex(HMAC<SHA256>.authenticationCode(for: question, using: jefe)) ==
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // A key longer than the block is hashed first (test case 6).
        let longKey = SymmetricKey(data: [UInt8](repeating: 0xaa, count: 131))
        #expect(hex(HMAC<SHA256>.authenticationCode(for: Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8), using: longKey))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func hmacRFC2202() {
        let jefe = SymmetricKey(data: Data("Jefe".utf8)), question = Data("what do ya want for nothing?".utf8)
        #expect(hex(HMAC<Insecure.SHA1>.authenticationCode(for: question, using: jefe)) == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
        #expect(hex(HMAC<Insecure.MD5>.authenticationCode(for: question, using: jefe)) == "750c783e6ab0b503eaa86e310a5db738")
    }

    @Test func validation() {
        let key = SymmetricKey(size: .bits256), message = Data("payload".utf8)
        #expect(key.bitCount == 256)
        let mac = HMAC<SHA256>.authenticationCode(for: message, using: key)
        #expect(HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: message, using: key))
        #expect(HMAC<SHA256>.isValidAuthenticationCode(Data(mac), authenticating: message, using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Data("other".utf8), using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: message, using: SymmetricKey(size: .bits256)))
    }
}

@Suite struct AESGCM {
    @Test func blockCipherFIPS197() throws {
        let plaintext = bytes("00112233445566778899aabbccddeeff")
        #expect(hex(try AESCipher(key: bytes("000102030405060708090a0b0c0d0e0f")).encrypt(plaintext)) == "69c4e0d86a7b0430d8cdb78070b4c55a")
        #expect(hex(try AESCipher(key: bytes("000102030405060708090a0b0c0d0e0f1011121314151617")).encrypt(plaintext))
            == "dda97ca4864cdfe06eaf70a0ec0d7191")
        #expect(hex(try AESCipher(key: bytes("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")).encrypt(plaintext))
            == "8ea2b7ca516745bfeafc49904b496089")
    }

    @Test func gcmSpecificationTestCases() throws {
        let nonce = try AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 12))
        // Test cases 1 and 2 (AES-128, zero key and nonce).
        let key128 = SymmetricKey(data: [UInt8](repeating: 0, count: 16))
        let empty = try AES.GCM.seal(Data(), using: key128, nonce: nonce)
        #expect(empty.ciphertext.isEmpty && hex(empty.tag) == "58e2fccefa7e3061367f1d57a4e7455a")
        let zeros = try AES.GCM.seal(Data(count: 16), using: key128, nonce: nonce)
        #expect(hex(zeros.ciphertext) == "0388dace60b6a392f328c2b971b2fe78" && hex(zeros.tag) == "ab6e47d42cec13bdf53a67b21257bddf")
        // Test cases 13 and 14 (AES-256).
        let key256 = SymmetricKey(data: [UInt8](repeating: 0, count: 32))
        #expect(hex(try AES.GCM.seal(Data(), using: key256, nonce: nonce).tag) == "530f8afbc74536b9a963b4f1c4cb738b")
        let zeros256 = try AES.GCM.seal(Data(count: 16), using: key256, nonce: nonce)
        #expect(hex(zeros256.ciphertext) == "cea7403d4d606b6e074ec5d3baf39d18" && hex(zeros256.tag) == "d0d1c8a799996bf0265b98b5d48ab919")
        // Test case 4: 60 bytes, with authenticated data.
        let key = SymmetricKey(data: bytes("feffe9928665731c6d6a8f9467308308"))
        let plaintext = bytes("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39")
        let box = try AES.GCM.seal(plaintext, using: key, nonce: try AES.GCM.Nonce(data: bytes("cafebabefacedbaddecaf888")),
                                   authenticating: bytes("feedfacedeadbeeffeedfacedeadbeefabaddad2"))
        #expect(hex(box.ciphertext) ==
            "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091")
        #expect(hex(box.tag) == "5bc94fbc3221a5db94fae95ae7121a47")
    }

    @Test func sealThenOpen() throws {
        let key = SymmetricKey(size: .bits256), message = Data("a secret".utf8)
        let combined = try #require(try AES.GCM.seal(message, using: key).combined)
        #expect(combined.count == 12 + message.count + 16)
        #expect(try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: key) == message)
        var tampered = combined
        tampered[12] ^= 1
        #expect(throws: CryptoKitError.authenticationFailure) { try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: key) }
        #expect(throws: CryptoKitError.incorrectKeySize) { try AES.GCM.seal(message, using: SymmetricKey(data: [UInt8](repeating: 0, count: 10))) }
    }
}

@Suite struct Locations {
    @Test func greatCircleDistances() {
        let origin = CLLocation(latitude: 0, longitude: 0)
        // One degree of the equator and a quarter meridian on a sphere of the Earth's mean radius.
        #expect(abs(origin.distance(from: CLLocation(latitude: 0, longitude: 1)) - 111_195.08) < 1)
        #expect(abs(origin.distance(from: CLLocation(latitude: 90, longitude: 0)) - 10_007_557) < 10)
        // Paris (Notre-Dame) to London (Trafalgar Square): 343.5 km, within 0.5 %.
        let paris = CLLocation(latitude: 48.8530, longitude: 2.3499), london = CLLocation(latitude: 51.5080, longitude: -0.1281)
        #expect(abs(paris.distance(from: london) / 343_500 - 1) < 0.005)
        #expect(paris.distance(from: london) == london.distance(from: paris))
    }

    @Test func coordinatesAndRegions() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 120_000, identifier: "r")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 0, longitude: 1)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 0, longitude: 1.2)))
    }

    @Test func managerDeliversNothing() {
        let manager = CLLocationManager()
        manager.startUpdatingLocation()
        #expect(manager.location == nil && manager.authorizationStatus == .notDetermined && !CLLocationManager.locationServicesEnabled())
    }
}

@Suite struct Bridges {
    @Test func bluetoothUUIDs() {
        #expect(CBUUID(string: "180d").uuidString == "180D")
        #expect(CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB") == CBUUID(string: "180D"))
        #expect(CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB").uuidString == "180D")
        let custom = "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"
        #expect(CBUUID(string: custom.lowercased()).uuidString == custom)
        #expect(CBUUID(string: custom) != CBUUID(string: "180D"))
        #expect(CBUUID(nsuuid: UUID(uuidString: custom)!) == CBUUID(string: custom))
        #expect(CBCentralManager().state == .unsupported)
    }

    @Test func coreFoundationTypeIDs() throws {
        let json = try JSONSerialization.jsonObject(with: Data("[true, 1, \"x\"]".utf8)) as! [Any]
        #expect(CFGetTypeID(json[0] as AnyObject) == CFBooleanGetTypeID())
        #expect(CFGetTypeID(json[1] as AnyObject) == CFNumberGetTypeID())
        #expect(CFGetTypeID(NSNumber(value: Int8(1))) == CFNumberGetTypeID())
        let query: [String: Any] = ["class": "genp"]
        #expect((query as CFDictionary).count == 1)
    }

    @Test func systemSounds() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lockshot-sound-\(UUID().uuidString).aiff")
        try Data([0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var sound: SystemSoundID = 0, yes: UInt32 = 0, size = UInt32(4)
        #expect(AudioServicesCreateSystemSoundID(file as CFURL, &sound) == kAudioServicesNoError)
        #expect(AudioServicesSetProperty(kAudioServicesPropertyIsUISound, 4, &sound, 4, &yes) == kAudioServicesNoError)
        var read: UInt32 = 7
        #expect(AudioServicesGetProperty(kAudioServicesPropertyIsUISound, 4, &sound, &size, &read) == kAudioServicesNoError && read == 0)
        var missing: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent.aiff") as CFURL, &missing) != kAudioServicesNoError)
    }
}
