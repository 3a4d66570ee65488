import LockshotKit
import LockshotLayout

/// The page's switches: one way of drawing every case (device, iOS version, scale, appearance, stale,
/// Always-On, frame, debug overlay). Parsed from the query string the page sends.
package struct PreviewVariant: Sendable, Hashable {
    package var device: Device
    package var scale: Int
    /// nil: the preview's own appearance.
    package var appearance: Appearance?
    /// nil: the preview's own `isStale:`.
    package var stale: Bool?
    /// nil: the preview's own `isLuminanceReduced:`.
    package var alwaysOn: Bool?
    package var frame: FrameStyle
    package var debug: Bool
    /// Seconds after the preview's own time (the page's time slider), 0…86,400.
    package var elapsed: Int = 0
    /// The reader's text size (the page's "text size" switch).
    package var dynamicTypeSize: DynamicTypeSize = .large

    package init(device: Device = .default, scale: Int = 3, appearance: Appearance? = nil, stale: Bool? = nil,
                alwaysOn: Bool? = nil, frame: FrameStyle = .none, debug: Bool = false) {
        self.device = device
        self.scale = scale
        self.appearance = appearance
        self.stale = stale
        self.alwaysOn = alwaysOn
        self.frame = frame
        self.debug = debug
    }

    /// The variant `query` asks for, starting from `base` for anything it does not name or names wrongly.
    package init(query: [String: String], base: PreviewVariant) {
        self = base
        // Another device keeps the watch case and iOS version the command line chose.
        if let id = query["device"], var device = Device.named(id) {
            (device.watch, device.ios) = (base.device.watch, base.device.ios)
            self.device = device
        }
        if let text = query["ios"], let version = Device.SystemVersion.named(text) { device.ios = version }
        if let text = query["scale"], let scale = Int(text), (1...3).contains(scale) { self.scale = scale }
        if let text = query["appearance"] { appearance = Appearance(rawValue: text) }
        if let text = query["stale"] { stale = Self.tristate(text) }
        if let text = query["aod"] { alwaysOn = Self.tristate(text) }
        if let text = query["frame"], let frame = FrameStyle(rawValue: text) { self.frame = frame }
        if let text = query["debug"] { debug = text == "1" || text == "on" }
        if let text = query["t"], let seconds = Int(text), (0...86_400).contains(seconds) { elapsed = seconds }
        if let text = query["type"], let size = DynamicTypeSize(rawValue: text) { dynamicTypeSize = size }
    }

    private static func tristate(_ text: String) -> Bool? {
        switch text { case "on", "1": true; case "off", "0": false; default: nil }
    }

    /// A stable key, also the query string that names this variant.
    package var key: String {
        func tri(_ value: Bool?) -> String { value.map { $0 ? "on" : "off" } ?? "auto" }
        return "device=\(device.id)&ios=\(device.ios.rawValue)&scale=\(scale)&appearance=\(appearance?.rawValue ?? "auto")&stale=\(tri(stale))"
            + "&aod=\(tri(alwaysOn))&frame=\(frame.rawValue)&debug=\(debug ? 1 : 0)&t=\(elapsed)&type=\(dynamicTypeSize.rawValue)"
    }

    /// Goldens are drawn with the preview's own settings and no frame or overlay: only such a
    /// variant can be compared with them.
    package var isGoldenComparable: Bool {
        appearance == nil && stale == nil && alwaysOn == nil && frame == .none && !debug && elapsed == 0 && dynamicTypeSize == .large
    }

    /// The render request for one case.
    func request(layout: String, preview: String?, presentation: Presentation, dump: Bool = false) -> RenderRequest {
        var request = RenderRequest(layoutPath: layout, preview: preview, presentation: presentation, device: device, scale: scale,
                      format: .png, frame: frame, appearance: appearance, debugOverlay: debug,
                      includeLayoutDump: dump, isStale: stale, isLuminanceReduced: alwaysOn)
        request.elapsed = Double(elapsed)
        request.dynamicTypeSize = dynamicTypeSize
        // The page's pictures are for the eye: the fast encoder (same pixels); accept encodes the golden as `lockshot test` does.
        request.pngCompression = .fast
        return request
    }
}
