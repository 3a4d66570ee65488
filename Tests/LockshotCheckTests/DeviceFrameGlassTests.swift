import Foundation
import LockshotKit
import LockshotLanguage
import LockshotLayout
import LockshotRender
import Testing

/// `--frame device` on iOS 26: the lock-screen card is the system's glass over the wallpaper (docs/parity.md, "iOS
/// 26's glass"); on iOS 18, in Always-On, and without the frame it is the opaque card it always was.
@Suite struct DeviceFrameGlassTests {
    /// The pixel at (x, y) points of the rendered lock screen in its device frame, at 1×.
    static func pixel(_ tint: String, ios: Device.SystemVersion, alwaysOn: Bool = false, x: Double = 30, y: Double = 700) throws -> [UInt8] {
        let directory = try CheckTestSupport.temporaryDirectory()
        let path = directory + "/glass.lockshot"
        try "lockScreen {\n  Text(\"Gate B12\").padding(40)\n    .activityBackgroundTint(\(tint))\n}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        var device = Device.iPhone15Pro
        device.ios = ios
        let request = RenderRequest(layoutPath: path, device: device, scale: 1, frame: .device, isLuminanceReduced: alwaysOn)
        let image = try PNGCodec.decode(try Pipeline().render(request).data)
        let i = (Int(y) * image.width + Int(x)) * 4
        return Array(image.pixels[i..<(i + 3)])
    }

    @Test("iOS 26 draws black at 80 % as glass (lighter, the wallpaper's hue); iOS 18 and Always-On draw it opaque over black")
    func glassOnlyOnIOS26Awake() throws {
        let tint = "Color.black.opacity(0.8)"
        let glass = try Self.pixel(tint, ios: .ios26), opaque = try Self.pixel(tint, ios: .ios18)
        #expect(opaque == [0, 0, 0], "\(opaque)")
        // Over the dark wallpaper's navy bottom: the 16.2 lift and its blue.
        #expect(glass[0] >= 10 && glass[2] > glass[0] && glass[2] > glass[1], "\(glass)")
        #expect(try Self.pixel(tint, ios: .ios26, alwaysOn: true) == Self.pixel(tint, ios: .ios18, alwaysOn: true))
        // A coloured tint has no capture: opaque on both.
        #expect(try Self.pixel("#007AFF", ios: .ios26) == Self.pixel("#007AFF", ios: .ios18))
    }
}
