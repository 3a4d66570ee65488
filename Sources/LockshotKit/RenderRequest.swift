import LockshotLayout
import LockshotRender

/// Output formats of `lockshot render`.
public enum OutputFormat: String, Sendable, CaseIterable, Codable { case png, svg, pdf }

/// `--frame none|device`.
public enum FrameStyle: String, Sendable, CaseIterable, Codable { case none, device }

/// One picture to make: a layout × preview × presentation × device × scale, and how.
public struct RenderRequest: Sendable, Hashable {
    /// Path to the `.lockshot` file.
    public var layoutPath: String
    /// The preview's name; nil picks the first preview (or attribute defaults when there is none).
    public var preview: String?
    public var presentation: Presentation
    public var device: Device
    public var scale: Int
    public var format: OutputFormat
    public var frame: FrameStyle
    /// Overrides the preview's appearance when set.
    public var appearance: Appearance?
    /// `--now`: the render clock when the preview sets none.
    public var now: String?
    /// `--debug`: overlay frames, baselines, padding, the sensor gap and the 160 pt line.
    public var debugOverlay: Bool
    /// Allow images and fonts outside the layout's project tree.
    public var allowOutsideFiles: Bool
    /// Also produce the layout dump (SPEC §6 `--dump-layout json`).
    public var includeLayoutDump: Bool
    /// Overrides the lock screen presentation's estimated corner radius, in points.
    public var lockScreenCornerRadius: Double?
    /// Overrides the preview's `isStale:` when set (`--stale` / `--no-stale`).
    public var isStale: Bool?
    /// Overrides the preview's `isLuminanceReduced:` when set (`--always-on` / `--no-always-on`).
    public var isLuminanceReduced: Bool?
    /// How hard PNG output is compressed (same pixels either way): `.standard` (the goldens' encoder,
    /// smallest files) unless a command that writes throwaway previews asks for `.fast`.
    package var pngCompression: PNGCodec.Compression = .standard
    /// Seconds the clock runs on from the preview's own time (`BindingEnvironment.elapsed`).
    public var elapsed: Double = 0
    /// Preview fields set from outside (`lockshot serve`'s data editor): name → a value in the layout language
    /// (`"Gate B12"`, `42`, `true`, `nil`), in place of the preview's own.
    public var previewValues: [String: String] = [:]
    /// The reader's text size (`BindingEnvironment.dynamicTypeSize`); `.large` is iOS's default.
    public var dynamicTypeSize: DynamicTypeSize = .large

    public init(layoutPath: String, preview: String? = nil, presentation: Presentation = .lockScreen,
                device: Device = .default, scale: Int = 3, format: OutputFormat = .png, frame: FrameStyle = .none,
                appearance: Appearance? = nil, now: String? = nil, debugOverlay: Bool = false,
                allowOutsideFiles: Bool = false, includeLayoutDump: Bool = false,
                lockScreenCornerRadius: Double? = nil, isStale: Bool? = nil, isLuminanceReduced: Bool? = nil) {
        self.layoutPath = layoutPath
        self.preview = preview
        self.presentation = presentation
        self.device = device
        self.scale = scale
        self.format = format
        self.frame = frame
        self.appearance = appearance
        self.now = now
        self.debugOverlay = debugOverlay
        self.allowOutsideFiles = allowOutsideFiles
        self.includeLayoutDump = includeLayoutDump
        self.lockScreenCornerRadius = lockScreenCornerRadius
        self.isStale = isStale
        self.isLuminanceReduced = isLuminanceReduced
    }
}
