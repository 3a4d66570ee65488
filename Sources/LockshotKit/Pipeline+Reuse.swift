import LockshotLanguage
import LockshotLayout
import LockshotRender

/// A pipeline's last layout and last few bindings. The golden suite renders each presentation at 1×,
/// 2× and 3× in a row, and each preview's presentations one after another (split between workers):
/// binding and layout do not read the scale, nor binding the presentation, so those requests reuse
/// them instead of redoing them.
///
/// Keys are the request with what the step does not read reset, so a field added to `RenderRequest`
/// counts as read until it is listed here.
struct LayOutMemo {
    /// The most recent last; a few, so a worker that took every other presentation of a preview still finds it.
    private var bindings: [(key: RenderRequest, activity: BoundActivity)] = []
    private static let bindingsKept = 4
    private var layout: (key: RenderRequest, activity: BoundActivity, laidOut: LaidOutPresentation)?

    /// What binding and layout read: not the scale, nor how the picture is drawn or encoded.
    private static func layoutKey(_ request: RenderRequest) -> RenderRequest {
        var key = request
        key.scale = 1
        key.format = .png
        key.frame = .none
        key.debugOverlay = false
        key.includeLayoutDump = false
        key.pngCompression = .standard
        return key
    }

    /// What binding reads: the layout key without the presentation, device and corner radius.
    private static func bindingKey(_ request: RenderRequest) -> RenderRequest {
        var key = layoutKey(request)
        key.presentation = .lockScreen
        key.device = .default
        key.lockScreenCornerRadius = nil
        return key
    }

    /// The last layout, when `request` differs from its request only in what layout does not read.
    func layOut(for request: RenderRequest) -> (activity: BoundActivity, presentation: LaidOutPresentation)? {
        guard let layout, layout.key == Self.layoutKey(request) else { return nil }
        return (layout.activity, layout.laidOut)
    }

    /// A recent binding, when `request` binds the same preview the same way.
    func activity(for request: RenderRequest) -> BoundActivity? {
        let key = Self.bindingKey(request)
        return bindings.last { $0.key == key }?.activity
    }

    /// Remembers a successful binding and layout of `request`.
    mutating func keep(_ activity: BoundActivity, _ laidOut: LaidOutPresentation, for request: RenderRequest) {
        let key = Self.bindingKey(request)
        bindings.removeAll { $0.key == key }
        bindings.append((key, activity))
        if bindings.count > Self.bindingsKept { bindings.removeFirst() }
        layout = (Self.layoutKey(request), activity, laidOut)
    }
}

/// Layouts one pipeline parsed, to hand to the pipelines of other threads (the golden suite's
/// workers) so each file is parsed and checked once per run.
package struct ParsedLayouts: Sendable {
    fileprivate var layouts: [String: LoadedLayout]

    /// None yet.
    package init() { layouts = [:] }

    fileprivate init(layouts: [String: LoadedLayout]) { self.layouts = layouts }

    /// Adds the layouts another pipeline parsed.
    package mutating func merge(_ other: ParsedLayouts) {
        layouts.merge(other.layouts) { mine, _ in mine }
    }

    /// `Pipeline.expectations(layoutPath:)` from the parse already made, when there is one.
    package func expectations(layoutPath path: String) -> [String: PreviewExpectations] {
        guard let document = layouts[path]?.document else { return Pipeline.expectations(layoutPath: path) }
        return Pipeline.expectations(of: document, path: path)
    }
}

extension Pipeline {
    /// The layouts this pipeline has parsed so far (with their diagnostics).
    package var parsedLayouts: ParsedLayouts { ParsedLayouts(layouts: layouts) }

    /// A pipeline that starts with `parsed` instead of reading those files again.
    package convenience init(fonts: FontLibrary?, parsed: ParsedLayouts) {
        self.init(fonts: fonts)
        layouts = parsed.layouts
    }
}
