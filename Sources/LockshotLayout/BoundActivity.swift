import LockshotLanguage

/// Dark or light: a preview's `appearance:` field, `--appearance`, `RenderRequest.appearance`.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable { case dark, light }

/// What binding needs from outside the layout file: where it lives, the clock and the environment.
package struct BindingEnvironment: Sendable, Hashable {
    /// The directory image and font paths are relative to (the layout file's directory).
    package var layoutDirectory: String
    /// `--now` as seconds since 1970; overrides the preview's `now:` as the render clock.
    package var now: Double?
    /// `--appearance`; overrides the preview's `appearance:` when set.
    package var appearance: Appearance?
    /// Overrides the preview's `isStale:` when set.
    package var isStale: Bool?
    /// Overrides the preview's `isLuminanceReduced:` when set.
    package var isLuminanceReduced: Bool?
    /// Seconds the clock has run on from the preview's own time (or `now`): timers count, progress moves,
    /// the preview's dates stay (`lockshot serve`'s time slider).
    package var elapsed: Double = 0
    /// The reader's text size: text styles, the default font and `.custom(_:size:)` fonts scale with it
    /// (`.system(size:)` and `fixedSize:` do not), as SwiftUI's do.
    package var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale numbers, dates and timers are shown in (`--locale`, lockshot.json's `"locale"`).
    package var locale: TextLocale = .standard

    /// The render clock when nothing sets one: 2026-01-01T09:41:00Z, as seconds since 1970.
    package static let defaultNow: Double = 1_767_260_460

    package init(layoutDirectory: String, now: Double? = nil, appearance: Appearance? = nil,
                isStale: Bool? = nil, isLuminanceReduced: Bool? = nil) {
        self.layoutDirectory = layoutDirectory
        self.now = now
        self.appearance = appearance
        self.isStale = isStale
        self.isLuminanceReduced = isLuminanceReduced
    }
}

/// A preview value as binding saw it, for the payload-size rule (ActivityKit JSON of attributes + content state).
package enum PreviewValue: Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// Seconds since 1970; ActivityKit encodes dates as seconds since 2001 by default.
    case date(Double)
    case color(RGBA)
    /// `[String]`, `[Int]`, `[Double]` attributes (elements are strings or numbers).
    case array([PreviewValue])
}

/// A layout bound to one preview: every region as a view tree, plus what presentations and rules need.
package struct BoundActivity: Sendable, Equatable {
    package var activityName: String
    package var previewName: String?
    /// The layout file's path as shown in diagnostics.
    package var sourcePath: String?
    /// Region roots; several root views in a region are already wrapped in a `VStack`.
    package var regions: [RegionKind: BoundView]
    /// Theme tokens evaluated to colors (non-color tokens are left out).
    package var theme: [String: RGBA]
    /// Font families declared in `fonts { }`, resolved to their sources.
    package var fonts: [String: FontSource]
    /// `activityBackgroundTint` of the lock screen region, if set.
    package var backgroundTint: RGBA?
    /// `activityBackgroundTint` of the `small` region, if set (else the lock screen's counts there too).
    package var smallBackgroundTint: RGBA?
    /// `keylineTint` from any region, if set.
    package var keylineTint: RGBA?
    /// The island's content margins a layout sets (`contentMargins(.trailing, 0, for: .compactLeading)` in any
    /// region, as `DynamicIsland.contentMargins(_:_:for:)`): per presentation, the edges given and their length.
    package var islandMargins: [IslandMarginMode: [String: Double]] = [:]
    /// The render clock, seconds since 1970.
    package var now: Double
    /// The locale its texts were formatted in; the device frame's clock follows it.
    package var locale: TextLocale
    package var appearance: Appearance
    package var isStale: Bool
    package var isLuminanceReduced: Bool
    /// The preview's attribute values (after defaults), keyed by attribute name, for `payload-size`.
    package var previewValues: [String: PreviewValue]
    /// Binding problems: `missing-asset`, bad values, unknown names.
    package var diagnostics: [Diagnostic]

    package init(activityName: String, previewName: String?, sourcePath: String? = nil, regions: [RegionKind: BoundView] = [:],
                theme: [String: RGBA] = [:], fonts: [String: FontSource] = [:], backgroundTint: RGBA? = nil,
                keylineTint: RGBA? = nil, now: Double = BindingEnvironment.defaultNow, locale: TextLocale = .standard,
                appearance: Appearance = .dark, isStale: Bool = false, isLuminanceReduced: Bool = false,
                previewValues: [String: PreviewValue] = [:], diagnostics: [Diagnostic] = []) {
        self.activityName = activityName
        self.previewName = previewName
        self.sourcePath = sourcePath
        self.regions = regions
        self.theme = theme
        self.fonts = fonts
        self.backgroundTint = backgroundTint
        self.keylineTint = keylineTint
        self.now = now
        self.locale = locale
        self.appearance = appearance
        self.isStale = isStale
        self.isLuminanceReduced = isLuminanceReduced
        self.previewValues = previewValues
        self.diagnostics = diagnostics
    }
}

extension BoundActivity {
    /// The island's content margins for `mode`: the edges the layout sets, `defaults` for the others.
    package func islandMargins(_ mode: IslandMarginMode, defaults d: EdgeInsets) -> EdgeInsets {
        let set = islandMargins[mode] ?? [:]
        return EdgeInsets(top: set["top"] ?? d.top, leading: set["leading"] ?? d.leading, bottom: set["bottom"] ?? d.bottom,
                          trailing: set["trailing"] ?? d.trailing)
    }
}

/// A presentation of the island whose content margins a layout may set.
package enum IslandMarginMode: String, Sendable, Hashable {
    case compactLeading, compactTrailing, minimal, expanded
}
