import Foundation
import LockshotFoundation

// The keychain's dictionary keys and values (`kSecClass as String: kSecClassGenericPassword`): short codes
// in the style of Apple's, one per key, so queries build as on iOS. Nothing reads them: there is no keychain.

public var kSecClass: CFString { "class" }
public var kSecClassGenericPassword: CFString { "genp" }
public var kSecClassInternetPassword: CFString { "inet" }
public var kSecClassCertificate: CFString { "cert" }
public var kSecClassKey: CFString { "keys" }
public var kSecClassIdentity: CFString { "idnt" }

public var kSecAttrService: CFString { "svce" }
public var kSecAttrAccount: CFString { "acct" }
public var kSecAttrAccessGroup: CFString { "agrp" }
public var kSecAttrLabel: CFString { "labl" }
public var kSecAttrDescription: CFString { "desc" }
public var kSecAttrComment: CFString { "icmt" }
public var kSecAttrGeneric: CFString { "gena" }
public var kSecAttrServer: CFString { "srvr" }
public var kSecAttrProtocol: CFString { "ptcl" }
public var kSecAttrPort: CFString { "port" }
public var kSecAttrPath: CFString { "path" }
public var kSecAttrCreationDate: CFString { "cdat" }
public var kSecAttrModificationDate: CFString { "mdat" }
public var kSecAttrSynchronizable: CFString { "sync" }
public var kSecAttrSynchronizableAny: CFString { "syna" }
public var kSecAttrAccessControl: CFString { "accc" }
public var kSecAttrAccessible: CFString { "pdmn" }
public var kSecAttrAccessibleWhenUnlocked: CFString { "ak" }
public var kSecAttrAccessibleAfterFirstUnlock: CFString { "ck" }
public var kSecAttrAccessibleAlways: CFString { "dk" }
public var kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString { "akpu" }
public var kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString { "aku" }
public var kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString { "cku" }
public var kSecAttrAccessibleAlwaysThisDeviceOnly: CFString { "dku" }

public var kSecAttrKeyType: CFString { "type" }
public var kSecAttrKeyTypeRSA: CFString { "42" }
public var kSecAttrKeyTypeEC: CFString { "73" }
public var kSecAttrKeyTypeECSECPrimeRandom: CFString { "73" }
public var kSecAttrKeyClass: CFString { "kcls" }
public var kSecAttrKeyClassPublic: CFString { "0" }
public var kSecAttrKeyClassPrivate: CFString { "1" }
public var kSecAttrKeyClassSymmetric: CFString { "2" }
public var kSecAttrKeySizeInBits: CFString { "bsiz" }
public var kSecAttrApplicationTag: CFString { "atag" }
public var kSecAttrApplicationLabel: CFString { "klbl" }
public var kSecAttrIsPermanent: CFString { "perm" }
public var kSecAttrTokenID: CFString { "tkid" }
public var kSecAttrTokenIDSecureEnclave: CFString { "com.apple.setoken" }
public var kSecPrivateKeyAttrs: CFString { "private" }
public var kSecPublicKeyAttrs: CFString { "public" }

public var kSecReturnData: CFString { "r_Data" }
public var kSecReturnAttributes: CFString { "r_Attributes" }
public var kSecReturnRef: CFString { "r_Ref" }
public var kSecReturnPersistentRef: CFString { "r_PersistentRef" }
public var kSecMatchLimit: CFString { "m_Limit" }
public var kSecMatchLimitOne: CFString { "m_LimitOne" }
public var kSecMatchLimitAll: CFString { "m_LimitAll" }
public var kSecValueData: CFString { "v_Data" }
public var kSecValueRef: CFString { "v_Ref" }
public var kSecValuePersistentRef: CFString { "v_PersistentRef" }
public var kSecUseDataProtectionKeychain: CFString { "nleg" }
public var kSecUseOperationPrompt: CFString { "u_OpPrompt" }
public var kSecUseAuthenticationContext: CFString { "u_AuthCtx" }
