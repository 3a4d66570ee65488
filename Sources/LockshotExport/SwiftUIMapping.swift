/// How each construct of the language becomes SwiftUI: one row per view and modifier of
/// `Schema.standard` (a test asserts the table covers the schema), the source of docs/export.md's table.
package struct ConstructMapping: Sendable, Equatable {
    package enum Kind: String, Sendable {
        /// Written as in the layout (names, labels and defaults are SwiftUI's).
        case same
        /// Written differently so SwiftUI draws what lockshot draws (the note says how).
        case rewritten
        /// A lockshot extension, implemented in plain SwiftUI in `LockshotSupport.swift`.
        case support
        /// Moved to where ActivityKit takes it (the `DynamicIsland`, the `ActivityConfiguration`).
        case lifted
    }
    package var kind: Kind
    /// The SwiftUI the export writes.
    package var swiftUI: String
    /// Where it differs from writing the layout's text verbatim.
    package var note: String
    /// The first iOS with the API, when newer than the export's iOS 17 target (wrapped in `if #available`).
    package var availability: String?

    init(_ kind: Kind, _ swiftUI: String, _ note: String = "", availability: String? = nil) {
        self.kind = kind
        self.swiftUI = swiftUI
        self.note = note
        self.availability = availability
    }
}

/// The table of every view and modifier with the SwiftUI the export writes for it.
package enum SwiftUIMapping {
    /// The export's deployment target: iOS 17, the first with `#Preview` for Live Activities.
    package static let deploymentTarget = "iOS 17"

    private static func same(_ swiftUI: String, _ note: String = "") -> ConstructMapping { ConstructMapping(.same, swiftUI, note) }

    package static let views: [String: ConstructMapping] = [
        "HStack": same("HStack(alignment:spacing:) { … }"),
        "VStack": same("VStack(alignment:spacing:) { … }"),
        "ZStack": same("ZStack(alignment:) { … }"),
        "Text": ConstructMapping(.rewritten, "Text(_:)", "a number or date without a style becomes `Text(\"\\(x)\")` "
            + "(SwiftUI has no `Text(Int)`); an unbound optional becomes `x ?? \"\"`; `characterLimit(n)` cuts the string "
            + "it shows (`Text(caption.characterLimit(40))`)"),
        "Image": ConstructMapping(.rewritten, "Image(_:)", "an `Image` attribute becomes `Image(lockshotFile:fallback:)` "
            + "(a file the app wrote to the App Group container, else the fallback asset); a path literal "
            + "becomes its asset name (`\"fixtures/sunset.jpg\"` → `\"sunset\"`); `\"app-icon\"` becomes the theme's `appIcon`"),
        "Spacer": same("Spacer(minLength:)"),
        "Divider": same("Divider()"),
        "Color": ConstructMapping(.rewritten, "Color(red:green:blue:opacity:)", "`Color(token)` is the token itself; "
            + "`#RRGGBB` literals become `Color(lockshotHex: 0xRRGGBB)` (sRGB, as lockshot draws)"),
        "Rectangle": same("Rectangle()"),
        "RoundedRectangle": same("RoundedRectangle(cornerRadius:)"),
        "Circle": same("Circle()"),
        "Capsule": same("Capsule()"),
        "Ellipse": same("Ellipse()"),
        "Path": ConstructMapping(.rewritten, "Path { path in … }", "the SVG path data becomes `path.move(to:)`, "
            + "`addLine(to:)`, `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)` and `closeSubpath()`"),
        "ProgressView": same("ProgressView(value:total:)"),
        "ForEach": ConstructMapping(.rewritten, "ForEach(_:id:) { item in … }", "`id: \\.self` is added when left out"),
        "Group": same("Group { … }"),
        "EmptyView": same("EmptyView()"),
        "ViewThatFits": same("ViewThatFits(in:) { … }"),
        "Link": ConstructMapping(.rewritten, "Link(destination:) { … }", "`URL(string: \"literal\")!` (a literal the checker read)"),
        "Button": same("Button(intent:) { … }", "the intent types are the app's (`LiveActivityIntent`s); the README lists them"),
        "LinearGradient": same("LinearGradient(colors:startPoint:endPoint:)"),
        "RadialGradient": same("RadialGradient(colors:center:startRadius:endRadius:)"),
        "AngularGradient": same("AngularGradient(colors:center:startAngle:endAngle:)"),
        "Gradient": same("Gradient(colors:)"),
        "StrokeStyle": same("StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)"),
        "ContainerRelativeShape": same("ContainerRelativeShape()"),
        "Grid": same("Grid(alignment:horizontalSpacing:verticalSpacing:) { … }"),
        "GridRow": same("GridRow(alignment:) { … }"),
        "Gauge": same("Gauge(value:in:) { … } currentValueLabel: { … }"),
        "Label": ConstructMapping(.rewritten, "Label(_:systemImage:)", "`image:` with a path becomes its asset name"),
    ]

    package static let modifiers: [String: ConstructMapping] = {
        var table: [String: ConstructMapping] = [:]
        for name in ["padding", "frame", "fixedSize", "layoutPriority", "offset", "background", "overlay", "foregroundStyle",
                     "position", "fontWeight", "bold", "kerning", "tracking", "baselineOffset", "truncationMode", "multilineTextAlignment",
                     "lineSpacing", "opacity", "cornerRadius", "clipShape", "clipped", "border", "aspectRatio", "scaledToFill",
                     "scaledToFit", "hidden", "activityBackgroundTint", "fill", "stroke", "italic", "monospacedDigit",
                     "monospaced", "fontDesign", "fontWidth", "textCase", "underline", "strikethrough", "minimumScaleFactor",
                     "allowsTightening", "contentTransition", "animation", "widgetURL", "accessibilityLabel",
                     "accessibilityHint", "accessibilityHidden", "id", "dynamicTypeSize", "privacySensitive",
                     "widgetAccentable", "activitySystemActionForegroundColor", "contentMargins", "containerBackground", "gridCellColumns", "dynamicIsland",
                     "environment", "shadow", "blur", "trim", "strokeBorder", "rotationEffect", "scaleEffect", "gaugeStyle",
                     "progressViewStyle", "redacted", "tint", "imageScale", "symbolRenderingMode", "symbolVariant", "labelStyle"] {
            table[name] = same(".\(name)(…)")
        }
        table["lineLimit"] = ConstructMapping(.same, ".lineLimit(_:)", "a `Double` count becomes `Int(x)`")
        table["font"] = ConstructMapping(.rewritten, ".font(_:)", "`.custom(\"Family\", size:)` becomes `.custom(Fonts.family, size:)`, "
            + "a constant holding the font's real family (`LockshotPixel` for the embedded font), which the README registers under `UIAppFonts`")
        table["foregroundColor"] = ConstructMapping(.same, ".foregroundColor(_:)",
                                                    "kept as the layout writes it (still in iOS 17; `foregroundStyle` draws the same)")
        for name in ["resizable", "interpolation", "renderingMode"] {
            table[name] = ConstructMapping(.rewritten, ".\(name)(…)", "moved to the front of the chain: it is `Image`'s, not `View`'s")
        }
        table["keylineTint"] = ConstructMapping(.lifted, "DynamicIsland { … }.keylineTint(_:)",
                                                "a `DynamicIsland` modifier, not a view's: lifted from the region to the island")
        table["contentMargins"] = ConstructMapping(.lifted, "DynamicIsland { … }.contentMargins(_:_:for:)",
                                                   "with an island presentation (`for: .compactLeading`…), lifted from the region to the "
                                                   + "island; with another placement, the view's own `.contentMargins(…)`")
        table["characterLimit"] = ConstructMapping(.support, "Text(s.characterLimit(n))",
                                                   "cuts the string the `Text` shows (a `Text` cannot be read back)")
        table["scanlines"] = ConstructMapping(.support, ".scanlines(color:opacity:spacing:)",
                                              "an overlay of 1 pt lines (`LockshotScanlines` shape)")
        table["alignmentGuide"] = ConstructMapping(.support, ".alignmentGuide(_:width:height:offset:)",
                                                   "`alignmentGuide(guide) { d in width * d.width + height * d.height + offset }`")
        table["glow"] = ConstructMapping(.support, ".glow(color:radius:)", "`shadow(color:radius:x:0,y:0)`, as lockshot draws it")
        return table
    }()

    /// APIs newer than the iOS 17 target, each wrapped in `if #available` with the nearest older equivalent.
    /// Empty today: every construct the language accepts exists in iOS 17.
    package static var availabilityWrapped: [(construct: String, mapping: ConstructMapping)] {
        (views.map { ($0.key, $0.value) } + modifiers.map { (".\($0.key)", $0.value) })
            .filter { $0.1.availability != nil }.sorted { $0.0 < $1.0 }
    }
}

extension SwiftUIMapping {
    /// The table docs/export.md shows: every view, then every modifier, with the SwiftUI written for it.
    package static func markdownTable() -> String {
        var lines = ["| construct | SwiftUI written | how |", "|---|---|---|"]
        func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
        for (name, row) in views.sorted(by: { $0.key < $1.key }) {
            lines.append("| `\(name)` | `\(cell(row.swiftUI))` | \(row.kind.rawValue)\(row.note.isEmpty ? "" : ": " + cell(row.note)) |")
        }
        for (name, row) in modifiers.sorted(by: { $0.key < $1.key }) {
            lines.append("| `.\(name)` | `\(cell(row.swiftUI))` | \(row.kind.rawValue)\(row.note.isEmpty ? "" : ": " + cell(row.note)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
