import LockshotLanguage
import LockshotLayout
import LockshotRender

/// What a layout file offers: its previews and the presentations its regions make.
public struct LayoutInfo: Sendable, Hashable {
    public var path: String
    public var activityName: String
    /// Preview names in declaration order.
    public var previews: [String]
    /// Presentations the layout defines regions for, in `Presentation.allCases` order.
    public var presentations: [Presentation]
    public init(path: String, activityName: String, previews: [String], presentations: [Presentation]) {
        self.path = path
        self.activityName = activityName
        self.previews = previews
        self.presentations = presentations
    }
}

/// The result of one render.
public struct RenderResult: Sendable {
    /// PNG, SVG or PDF bytes, as requested.
    public var data: [UInt8]
    /// Warnings and infos found while rendering (errors throw `PipelineError`).
    public var diagnostics: [Diagnostic]
    /// The size of the image in device pixels (points × scale).
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// The layout dump as JSON, when the request asked for it.
    public var layoutDump: String?
    public init(data: [UInt8], diagnostics: [Diagnostic], pixelWidth: Int, pixelHeight: Int, layoutDump: String? = nil) {
        self.data = data
        self.layoutDump = layoutDump
        self.diagnostics = diagnostics
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// The input or the invocation is wrong (exit status 2): the diagnostics say where.
public struct PipelineError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

/// parse → check → bind → layout → lower → draw, for one request at a time.
///
/// A `Pipeline` is cheap; it owns its text engine, so use one per thread.
public final class Pipeline {
    public init() {}

    /// Parses a layout and lists its previews and presentations.
    /// - Throws: `PipelineError` when the file cannot be read or has errors.
    public func inspect(layoutPath: String) throws -> LayoutInfo {
        throw PipelineError([])
    }

    /// Renders one picture.
    /// - Throws: `PipelineError` when the input or the request is wrong.
    public func render(_ request: RenderRequest) throws -> RenderResult {
        throw PipelineError([])
    }
}
