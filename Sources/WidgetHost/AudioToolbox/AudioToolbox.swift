@_exported import Foundation
import LockshotFoundation

// lockshot's AudioToolbox for Linux: System Sound Services with Apple's signatures and no speaker. A sound ID
// is made for a file that exists; playing any sound (vibration too) plays nothing and finishes at once: the
// completion block runs on a background queue, as on iOS when a sound ends. Properties are accepted and kept.

public typealias SystemSoundID = UInt32
public typealias AudioServicesPropertyID = UInt32
public typealias AudioServicesSystemSoundCompletionProc = @convention(c) (SystemSoundID, UnsafeMutableRawPointer?) -> Void

public let kSystemSoundID_Vibrate: SystemSoundID = 4095
public let kAudioServicesPropertyIsUISound: AudioServicesPropertyID = 0x6973_7569  // 'isui'
public let kAudioServicesPropertyCompletePlaybackIfAppDies: AudioServicesPropertyID = 0x6966_6469  // 'ifdi'

public let kAudioServicesNoError: OSStatus = 0
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F  // 'pty?'
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A  // '!siz'
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_7063  // '!spc'
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
public let kAudioServicesSystemSoundClientTimedOutError: OSStatus = -1501
public let kAudioServicesSystemSoundExceededMaximumDurationError: OSStatus = -1502

/// The sounds made from files, and their property values.
final class SystemSounds: @unchecked Sendable {
    static let shared = SystemSounds()
    let lock = NSLock()
    var next: SystemSoundID = 0x1000
    var properties: [SystemSoundID: [AudioServicesPropertyID: UInt32]] = [:]
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    let url = inFileURL as URL
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { return kAudioServicesSystemSoundUnspecifiedError }
    let sounds = SystemSounds.shared
    outSystemSoundID.pointee = sounds.locked {
        sounds.next += 1
        sounds.properties[sounds.next] = [:]
        return sounds.next
    }
    return kAudioServicesNoError
}

public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    let sounds = SystemSounds.shared
    sounds.locked { _ = sounds.properties.removeValue(forKey: inSystemSoundID) }
    return kAudioServicesNoError
}

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    if let inCompletionBlock { DispatchQueue.global().async(execute: inCompletionBlock) }
}
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, inCompletionBlock)
}

public func AudioServicesAddSystemSoundCompletion(_ inSystemSoundID: SystemSoundID, _ inRunLoop: CFRunLoop?, _ inRunLoopMode: CFString?,
                                                  _ inCompletionRoutine: AudioServicesSystemSoundCompletionProc,
                                                  _ inClientData: UnsafeMutableRawPointer?) -> OSStatus { kAudioServicesNoError }
public func AudioServicesRemoveSystemSoundCompletion(_ inSystemSoundID: SystemSoundID) {}

/// `kAudioServicesPropertyIsUISound` and `…CompletePlaybackIfAppDies` (a UInt32 each) for a sound made from a file.
public func AudioServicesSetProperty(_ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
                                     _ inPropertyDataSize: UInt32, _ inPropertyData: UnsafeRawPointer) -> OSStatus {
    guard inPropertyID == kAudioServicesPropertyIsUISound || inPropertyID == kAudioServicesPropertyCompletePlaybackIfAppDies else {
        return kAudioServicesUnsupportedPropertyError
    }
    guard inSpecifierSize == 4, let inSpecifier else { return kAudioServicesBadSpecifierSizeError }
    guard inPropertyDataSize == 4 else { return kAudioServicesBadPropertySizeError }
    let sound = inSpecifier.loadUnaligned(as: SystemSoundID.self), value = inPropertyData.loadUnaligned(as: UInt32.self)
    let sounds = SystemSounds.shared
    return sounds.locked {
        guard sounds.properties[sound] != nil else { return kAudioServicesSystemSoundUnspecifiedError }
        sounds.properties[sound]?[inPropertyID] = value
        return kAudioServicesNoError
    }
}

/// A property set before, or its default (1: UI sound, 1: complete playback).
public func AudioServicesGetProperty(_ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
                                     _ ioPropertyDataSize: UnsafeMutablePointer<UInt32>, _ outPropertyData: UnsafeMutableRawPointer?) -> OSStatus {
    guard inPropertyID == kAudioServicesPropertyIsUISound || inPropertyID == kAudioServicesPropertyCompletePlaybackIfAppDies else {
        return kAudioServicesUnsupportedPropertyError
    }
    guard inSpecifierSize == 4, let inSpecifier else { return kAudioServicesBadSpecifierSizeError }
    guard ioPropertyDataSize.pointee >= 4, let outPropertyData else { return kAudioServicesBadPropertySizeError }
    let sound = inSpecifier.loadUnaligned(as: SystemSoundID.self), sounds = SystemSounds.shared
    guard let value = sounds.locked({ sounds.properties[sound].map { $0[inPropertyID] ?? 1 } }) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outPropertyData.storeBytes(of: value, as: UInt32.self)
    ioPropertyDataSize.pointee = 4
    return kAudioServicesNoError
}
