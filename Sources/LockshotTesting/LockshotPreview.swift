import LockshotKit
import LockshotLayout

/// One picture of a layout to assert: the layout file, a preview, a presentation and a device.
public struct LockshotPreview: Sendable, Hashable {
    /// Path to the `.lockshot` file; relative paths are resolved against the test file's directory.
    public var layout: String
    /// The preview's name; nil: the first preview.
    public var preview: String?
    public var presentation: Presentation
    public var device: Device
    /// Overrides the preview's appearance when set.
    public var appearance: Appearance?
    /// The render clock (ISO 8601) when the preview sets none.
    public var now: String?

    public init(layout: String, preview: String? = nil, presentation: Presentation = .lockScreen,
                device: Device = .default, appearance: Appearance? = nil, now: String? = nil) {
        self.layout = layout
        self.preview = preview
        self.presentation = presentation
        self.device = device
        self.appearance = appearance
        self.now = now
    }

    /// The render request for this preview at `scale`, with `layout` resolved against `directory`.
    func request(scale: Int, relativeTo directory: String?) -> RenderRequest {
        RenderRequest(layoutPath: TestPaths.resolve(layout, against: directory), preview: preview,
                      presentation: presentation, device: device, scale: scale, format: .png,
                      appearance: appearance, now: now)
    }
}

/// Path handling for tests: fixtures resolve from the test file (`#filePath`), never the working directory.
enum TestPaths {
    /// The directory of a `#filePath`.
    static func directory(of filePath: StaticString) -> String {
        let path = "\(filePath)"
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// `path` itself when absolute, else `directory/path`.
    static func resolve(_ path: String, against directory: String?) -> String {
        guard !path.hasPrefix("/"), let directory else { return path }
        return directory + "/" + path
    }
}
