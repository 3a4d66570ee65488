import LockshotLanguage

/// One presentation laid out on one device: what lowering draws and the check rules read.
package struct LaidOutPresentation: Sendable, Equatable {
    package var presentation: Presentation
    package var device: Device
    /// The presentation's size in points.
    package var size: Size
    /// A container the size of the presentation whose children are the laid-out regions.
    package var root: LaidOutNode
    /// The outline of the presentation (capsule, circle, or rounded rectangle).
    package var shape: ShapePath
    /// Corner radius of the outline (half the height for a capsule).
    package var cornerRadius: Double
    /// The fill behind the content: the island's black, or the lock screen's tint.
    package var background: RGBA
    /// The island's keyline in dark appearance (`keylineTint`), nil when none is drawn.
    package var keyline: RGBA?
    /// Each region's slot (the area ActivityKit gives it), for the debug overlay and rules.
    package var slots: [RegionKind: Rect]
    /// The compact presentation's sensor gap, for the debug overlay.
    package var sensorGap: Rect?
    /// Always-On: drawn dark and dimmed.
    package var isLuminanceReduced: Bool
    /// `presentation-size` findings and regions this presentation needs but the layout lacks
    /// (binding's own diagnostics stay in `BoundActivity.diagnostics`).
    package var diagnostics: [Diagnostic]

    package init(presentation: Presentation, device: Device, size: Size, root: LaidOutNode, shape: ShapePath,
                cornerRadius: Double, background: RGBA, keyline: RGBA? = nil, slots: [RegionKind: Rect] = [:],
                sensorGap: Rect? = nil, isLuminanceReduced: Bool = false, diagnostics: [Diagnostic] = []) {
        self.presentation = presentation
        self.device = device
        self.size = size
        self.root = root
        self.shape = shape
        self.cornerRadius = cornerRadius
        self.background = background
        self.keyline = keyline
        self.slots = slots
        self.sensorGap = sensorGap
        self.isLuminanceReduced = isLuminanceReduced
        self.diagnostics = diagnostics
    }
}
