import Foundation

// The CoreFoundation names Apple's Foundation re-exports and Linux's does not, as app code uses them with
// Security, AudioToolbox and JSON: the `CF…` types are their toll-free-bridged Foundation classes here
// (`query as CFDictionary`, `data as CFData`, `url as CFURL`, `kSecClass as String` bridge as on iOS),
// `CFGetTypeID` tells the bridged kinds apart, `OSStatus` is the C status code. No CoreFoundation
// functions beyond these (no `CFRelease`: Swift manages the objects).

public typealias CFTypeRef = AnyObject
public typealias CFString = NSString
public typealias CFMutableString = NSMutableString
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFDictionary = NSDictionary
public typealias CFMutableDictionary = NSMutableDictionary
public typealias CFArray = NSArray
public typealias CFMutableArray = NSMutableArray
public typealias CFURL = NSURL
public typealias CFError = NSError
public typealias CFNumber = NSNumber
public typealias CFBoolean = NSNumber
public typealias CFDate = NSDate
public typealias CFRunLoop = RunLoop
public typealias CFIndex = Int
public typealias CFTypeID = UInt
public typealias CFAbsoluteTime = Double
public typealias CFTimeInterval = Double
/// A C status code (MacTypes): 0 is success.
public typealias OSStatus = Int32
public typealias OSType = UInt32

public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }

/// Seconds since 2001-01-01 00:00 UTC on the render clock.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

// Type identifiers: distinct per bridged kind, so `CFGetTypeID(x) == CFBooleanGetTypeID()` tells JSON's
// booleans (`NSNumber`s that were `true`/`false`) from its numbers, as on iOS. The values are not Apple's.
public func CFBooleanGetTypeID() -> CFTypeID { 21 }
public func CFNumberGetTypeID() -> CFTypeID { 22 }
public func CFStringGetTypeID() -> CFTypeID { 7 }
public func CFDataGetTypeID() -> CFTypeID { 20 }
public func CFArrayGetTypeID() -> CFTypeID { 19 }
public func CFDictionaryGetTypeID() -> CFTypeID { 18 }
public func CFDateGetTypeID() -> CFTypeID { 42 }
public func CFURLGetTypeID() -> CFTypeID { 29 }
public func CFNullGetTypeID() -> CFTypeID { 16 }
public func CFErrorGetTypeID() -> CFTypeID { 30 }

public func CFGetTypeID(_ cf: CFTypeRef?) -> CFTypeID {
    switch cf {
    // swift-corelibs-foundation's booleans (`NSNumber(value: true)`, JSONSerialization's) have type code "c".
    case let number as NSNumber: return String(cString: number.objCType) == "c" ? CFBooleanGetTypeID() : CFNumberGetTypeID()
    case is NSString: return CFStringGetTypeID()
    case is NSData: return CFDataGetTypeID()
    case is NSArray: return CFArrayGetTypeID()
    case is NSDictionary: return CFDictionaryGetTypeID()
    case is NSDate: return CFDateGetTypeID()
    case is NSURL: return CFURLGetTypeID()
    case is NSNull: return CFNullGetTypeID()
    case is NSError: return CFErrorGetTypeID()
    case let object?: return 1000 + UInt(bitPattern: ObjectIdentifier(type(of: object)).hashValue) % 1_000_000
    case nil: return 0
    }
}

public func CFErrorGetCode(_ err: CFError) -> CFIndex { err.code }
public func CFErrorCopyDescription(_ err: CFError) -> CFString! { err.localizedDescription as NSString }
public func CFErrorGetDomain(_ err: CFError) -> CFString! { err.domain as NSString }
