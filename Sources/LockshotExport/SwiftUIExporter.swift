import FoundationEssentials
import LockshotFontData
import LockshotLanguage

/// `lockshot export swiftui`: the layout as the SwiftUI a widget extension compiles.
///
/// Pure: the same document gives byte-identical files (no timestamps, stable order).
package enum SwiftUIExporter {
    /// The files for one layout: attributes, the Live Activity widget, previews, `LockshotSupport.swift`,
    /// the embedded fonts it uses and a README. Throws the located reasons when a construct cannot be exported.
    /// - Parameters:
    ///   - document: a layout the checker accepted.
    ///   - file: its source (diagnostics point into it).
    ///   - layoutDirectory: where its payload previews are read from.
    package static func export(_ document: Document, file: SourceFile, layoutDirectory: String,
                              options: ExportOptions) throws(ExportFailure) -> [ExportedFile] {
        let activity = activityName(document, file: file)
        let stateNames = contentStateNames(document)
        var emitter = SwiftEmitter(document: document, file: file, activity: activity, stateNames: stateNames)
        // A font file registers under the family name inside it, which `.custom` must name.
        for font in document.fonts {
            let path = font.faces.isEmpty ? font.source : font.faces.first?.path ?? ""
            guard !Checker.embeddedFontFamilies.contains(path), let bytes = readFont(path, layoutDirectory: layoutDirectory),
                  let family = FontFamilyName.read(bytes) else { continue }
            emitter.fontFamilies[font.family.name] = family
        }
        let header = headerComment(options)
        let attributesFile = attributesSource(document, activity: activity, stateNames: stateNames, header: header)
        let liveActivity = liveActivitySource(&emitter, header: header)
        var previewDiagnostics: [Diagnostic] = []
        let previews = previewsSource(document, activity: activity, stateNames: stateNames, file: file,
                                      layoutDirectory: layoutDirectory, header: header, diagnostics: &previewDiagnostics)
        let diagnostics = emitter.diagnostics + previewDiagnostics
        if !diagnostics.isEmpty { throw ExportFailure(diagnostics: diagnostics) }
        var files = [
            ExportedFile(path: "\(activity)Attributes.swift", text: attributesFile),
            ExportedFile(path: "\(activity)LiveActivity.swift", text: liveActivity),
            ExportedFile(path: "\(activity)Previews.swift", text: previews),
            ExportedFile(path: "LockshotSupport.swift", text: LockshotSupportSource.text(header: supportHeader(options))),
            ExportedFile(path: "LockshotColor.swift", text: LockshotColorSource.text(
                header: supportHeader(options, what: "a Color attribute's value, for the app and the widget extension"))),
        ]
        let fonts = fontFiles(document, layoutDirectory: layoutDirectory)
        files += fonts
        files.append(ExportedFile(path: "README.md", text: readme(document, activity: activity, emitter: emitter,
                                                                 fonts: fonts.map(\.path), options: options)))
        return files.sorted { $0.path < $1.path }
    }

    /// Loads, checks and exports the layout at `path`; errors from the checker are thrown like export refusals.
    package static func export(layoutAt path: String, lockshotVersion: String) throws(ExportFailure) -> [ExportedFile] {
        let loaded = LayoutLoader.loadChecked(path: path)
        guard loaded.succeeded, let document = loaded.document, let file = loaded.file else {
            throw ExportFailure(diagnostics: loaded.diagnostics.filter { $0.severity == .error })
        }
        let name = PathName.lastComponent(of: path)
        return try export(document, file: file, layoutDirectory: LayoutLoader.directory(of: path),
                          options: ExportOptions(lockshotVersion: lockshotVersion, layoutName: name))
    }

    /// Every attribute the layout declares, static and content state, in written order.
    static func allAttributes(_ document: Document) -> [AttributeDecl] {
        document.attributes
    }

    /// The attributes that are ActivityKit content state (`context.state.x`): the `state { }` block's, or
    /// every attribute when the layout has none; the rest are static (`context.attributes.x`).
    static func contentStateNames(_ document: Document) -> Set<String> {
        Set(document.contentState.map(\.name.name))
    }

    /// The activity's type-name stem: `activity FlickPinnedSnap`, else the file name in UpperCamelCase.
    static func activityName(_ document: Document, file: SourceFile) -> String {
        if let name = document.activityName?.name { return name }
        let stem = PathName.deletingExtension(of: PathName.lastComponent(of: file.path))
        let words = stem.split { !$0.isLetter && !$0.isNumber }
        let camel = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return camel.first?.isLetter == true ? camel : "Activity" + camel
    }

    static func headerComment(_ options: ExportOptions) -> String {
        """
        // Generated by lockshot \(options.lockshotVersion) from \(options.layoutName).
        // Do not edit: change the layout, then run `lockshot export swiftui \(options.layoutName)`.

        """
    }

    static func supportHeader(_ options: ExportOptions,
                              what: String = "lockshot's own modifiers and image loading in plain SwiftUI") -> String {
        """
        // Generated by lockshot \(options.lockshotVersion): \(what).
        // The same for every layout; do not edit.

        """
    }

    // MARK: Attributes

    static func swiftType(_ type: TypeRef) -> String {
        let element: String
        switch type.name.name {
        case "Image": element = "String"
        case "Color": element = "LockshotColor"
        default: element = type.name.name
        }
        return (type.isArray ? "[\(element)]" : element) + (type.isOptional ? "?" : "")
    }

    /// A default value as a Swift literal of the attribute's type.
    static func defaultLiteral(_ expr: Expr, type: TypeRef) -> String? {
        switch expr.kind {
        case .number(let value, let isInteger):
            return SwiftEmitter.number(value, isInteger: isInteger && type.name.name != "Double")
        case .string(let segments):
            let text = segments.compactMap { if case .literal(let t) = $0 { t } else { nil } }.joined()
            return SwiftEmitter.quote(text)
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .color(let color):
            return "LockshotColor(hex: \(SwiftEmitter.hexLiteral(color)))"
        case .array(let elements):
            let items = elements.compactMap { defaultLiteral($0, type: TypeRef(name: type.name, isOptional: false)) }
            return "[" + items.joined(separator: ", ") + "]"
        default: return nil
        }
    }

    static func attributesSource(_ document: Document, activity: String, stateNames: Set<String>, header: String) -> String {
        var lines = [header + "import ActivityKit", "import Foundation", ""]
        lines.append("struct \(activity)Attributes: ActivityAttributes {")
        let staticOnes = allAttributes(document).filter { !stateNames.contains($0.name.name) }
        let stateOnes = allAttributes(document).filter { stateNames.contains($0.name.name) }
        func property(_ attribute: AttributeDecl, level: Int) -> [String] {
            let pad = SwiftEmitter.pad(level)
            var out: [String] = []
            if attribute.type.name.name == "Image" {
                out.append(pad + "/// An image file the app wrote to the App Group container (see LockshotSupport.swift).")
            }
            var line = pad + "var \(attribute.name.name): \(swiftType(attribute.type))"
            if let value = attribute.defaultValue, let literal = defaultLiteral(value, type: attribute.type) {
                line += " = " + literal
            }
            out.append(line)
            return out
        }
        if document.declaresState {
            // Also what tells `lockshot import swiftui` the layout had a `state { }` block (see SwiftReader+State.swift).
            lines.append("    /// The layout's `state { }`: what every update carries.")
        }
        lines.append(stateOnes.isEmpty ? "    struct ContentState: Codable, Hashable {}" : "    struct ContentState: Codable, Hashable {")
        if !stateOnes.isEmpty {
            for attribute in stateOnes { lines += property(attribute, level: 2) }
            lines.append("    }")
        }
        if !staticOnes.isEmpty {
            lines.append("")
            for attribute in staticOnes { lines += property(attribute, level: 1) }
        }
        lines.append("}")
        lines += decoding("\(activity)Attributes.ContentState", stateOnes)
        lines += decoding("\(activity)Attributes", staticOnes)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A push payload may leave out an attribute with a default or an optional one, as lockshot's payload
    /// previews may: an `init(from:)` with `decodeIfPresent`, in an extension so the memberwise initializer stays.
    static func decoding(_ typeName: String, _ attributes: [AttributeDecl]) -> [String] {
        guard attributes.contains(where: { $0.defaultValue != nil && !$0.type.isOptional }) else { return [] }
        var lines = ["", "extension \(typeName) {"]
        lines.append("    private enum CodingKeys: String, CodingKey {")
        // One `case` line, or several of at most 120 columns.
        var current = "        case "
        for (index, attribute) in attributes.enumerated() {
            let item = attribute.name.name + (index == attributes.count - 1 ? "" : ",")
            if current.count + item.count + 1 > 120, current != "        case " {
                lines.append(String(current.dropLast()))
                current = "            "
            }
            current += item + " "
        }
        lines.append(String(current.dropLast()))
        lines.append("    }")
        lines.append("")
        lines.append("    init(from decoder: Decoder) throws {")
        lines.append("        let container = try decoder.container(keyedBy: CodingKeys.self)")
        for attribute in attributes {
            let name = attribute.name.name
            var nonOptional = attribute.type
            nonOptional.isOptional = false
            let type = swiftType(nonOptional)
            if attribute.type.isOptional {
                lines.append("        \(name) = try container.decodeIfPresent(\(type).self, forKey: .\(name))")
            } else if let value = attribute.defaultValue, let literal = defaultLiteral(value, type: attribute.type) {
                lines.append("        \(name) = try container.decodeIfPresent(\(type).self, forKey: .\(name)) ?? \(literal)")
            } else {
                lines.append("        \(name) = try container.decode(\(type).self, forKey: .\(name))")
            }
        }
        lines.append("    }")
        lines.append("}")
        return lines
    }

    // MARK: Live Activity

    static let regionViewNames: [(RegionKind, String)] = [
        (.lockScreen, "LockScreenView"), (.expandedLeading, "ExpandedLeadingView"),
        (.expandedTrailing, "ExpandedTrailingView"), (.expandedCenter, "ExpandedCenterView"),
        (.expandedBottom, "ExpandedBottomView"), (.compactLeading, "CompactLeadingView"),
        (.compactTrailing, "CompactTrailingView"), (.minimal, "MinimalView"), (.small, "SmallView"),
    ]

    static func liveActivitySource(_ emitter: inout SwiftEmitter, header: String) -> String {
        let document = emitter.document
        let activity = emitter.activity
        var lines = [header + "import ActivityKit", "import SwiftUI", "import WidgetKit", ""]
        lines.append("struct \(activity)LiveActivity: Widget {")
        lines.append("    var body: some WidgetConfiguration {")
        lines.append("        ActivityConfiguration(for: \(activity)Attributes.self) { context in")
        let small = document.region(.small) != nil
        lines.append("            " + (small ? "ActivityContentView(context: context)"
                                      : document.region(.lockScreen) != nil ? "LockScreenView(context: context)" : "EmptyView()"))
        lines.append("        } dynamicIsland: { context in")
        lines.append("            DynamicIsland {")
        let expanded: [(RegionKind, String, String)] = [(.expandedLeading, "leading", "ExpandedLeadingView"),
                                                         (.expandedTrailing, "trailing", "ExpandedTrailingView"),
                                                         (.expandedCenter, "center", "ExpandedCenterView"),
                                                         (.expandedBottom, "bottom", "ExpandedBottomView")]
        let present = expanded.filter { document.region($0.0) != nil }
        if present.isEmpty {
            // The island's expanded content is required; a layout without one shows nothing there.
            lines += ["                DynamicIslandExpandedRegion(.center) {", "                    EmptyView()", "                }"]
        }
        for (_, position, view) in present {
            lines += ["                DynamicIslandExpandedRegion(.\(position)) {",
                      "                    \(view)(context: context)", "                }"]
        }
        for (kind, label, view) in [(RegionKind.compactLeading, "compactLeading", "CompactLeadingView"),
                                    (.compactTrailing, "compactTrailing", "CompactTrailingView"),
                                    (.minimal, "minimal", "MinimalView")] {
            lines.append("            } \(label): {")
            lines.append("                " + (document.region(kind) != nil ? "\(view)(context: context)" : "EmptyView()"))
        }
        // Region bodies first: they find the island's `keylineTint`.
        var structs: [String] = []
        if !document.theme.isEmpty { structs.append(themeSource(&emitter)) }
        if !document.fonts.isEmpty { structs.append(fontsSource(emitter)) }
        // The region views in the layout's order (`lockshot import swiftui` keeps the regions in their order).
        let order = document.regions.map(\.kind)
        for (kind, name) in regionViewNames.sorted(by: { (order.firstIndex(of: $0.0) ?? 0) < (order.firstIndex(of: $1.0) ?? 0) }) {
            guard let region = document.region(kind) else { continue }
            structs.append(regionView(region, name: name, emitter: &emitter))
        }
        lines.append("            }" + (emitter.keylineTint.map { "\n            .keylineTint(\($0))" } ?? "")
                     + emitter.islandMargins.map { "\n            " + $0 }.joined())
        // The `small` region: the Apple Watch Smart Stack, where the widget opts in and its content reads the family.
        lines += ["        }" + (small ? "\n        .supplementalActivityFamilies([.small])" : ""), "    }", "}"]
        if small {
            structs.insert(["/// The lock screen, or the layout's `small { … }` in the Apple Watch Smart Stack.",
                            "private struct ActivityContentView: View {",
                            "    let context: ActivityViewContext<\(activity)Attributes>",
                            "    @Environment(\\.activityFamily) private var activityFamily", "",
                            "    var body: some View {", "        switch activityFamily {",
                            "        case .small:", "            SmallView(context: context)", "        default:",
                            "            " + (document.region(.lockScreen) != nil ? "LockScreenView(context: context)" : "EmptyView()"),
                            "        }", "    }", "}"].joined(separator: "\n"),
                           at: (document.theme.isEmpty ? 0 : 1) + (document.fonts.isEmpty ? 0 : 1))
        }
        // `Button(intent:)` takes an AppIntents type: import it rather than rely on SwiftUI re-exporting it.
        if !emitter.intents.isEmpty { lines[0] = header + "import ActivityKit\nimport AppIntents" }
        return (lines + structs.map { "\n" + $0 }).joined(separator: "\n") + "\n"
    }

    static func regionView(_ region: RegionDecl, name: String, emitter: inout SwiftEmitter) -> String {
        emitter.usesLuminanceReduced = false
        emitter.locals = [:]
        var body: [String]
        if SwiftEmitter.producesAtMostOne(region.body) {
            body = emitter.statements(region.body, level: 2)
            if body.isEmpty { body = [SwiftEmitter.pad(2) + "EmptyView()"] }
        } else {
            // lockshot stacks a region's several views like a VStack.
            body = [SwiftEmitter.pad(2) + "VStack {"] + emitter.statements(region.body, level: 3) + [SwiftEmitter.pad(2) + "}"]
        }
        var lines = ["/// The layout's `\(region.kind.spelling) { … }`.", "private struct \(name): View {",
                     "    let context: ActivityViewContext<\(emitter.activity)Attributes>"]
        if emitter.usesLuminanceReduced {
            lines.append("    @Environment(\\.isLuminanceReduced) private var isLuminanceReduced")
        }
        lines += ["", "    var body: some View {"] + body + ["    }", "}"]
        return lines.joined(separator: "\n")
    }

    static func themeSource(_ emitter: inout SwiftEmitter) -> String {
        var lines = ["/// The layout's theme tokens.", "private enum Theme {"]
        for entry in emitter.document.theme {
            let name = entry.name.name
            let t = emitter.themeType(name)
            var swiftType: String
            switch t?.base {
            case .int: swiftType = emitter.lengthTokens.contains(name) ? "CGFloat" : "Int"
            case .double: swiftType = "Double"
            case .string: swiftType = "String"
            case .bool: swiftType = "Bool"
            case .color: swiftType = "Color"
            default:
                switch entry.value.kind {
                case .implicitMember(let member, _) where Schema.standard.members(of: .font).contains { $0.name == member }:
                    swiftType = "Font"
                case .methodCall(let base, _, _):
                    if case .implicitMember(let member, _) = base.kind,
                       Schema.standard.members(of: .font).contains(where: { $0.name == member }) {
                        swiftType = "Font"
                    } else {
                        swiftType = "Color"
                    }
                default: swiftType = "Color"
                }
            }
            if case .implicitMember(let member, nil) = entry.value.kind, Schema.namedColors.contains(member) { swiftType = "Color" }
            var value = emitter.expression(entry.value)
            // `.gray.opacity(0.2)` keeps the layout's spelling, typed: `static let pill: Color = .gray.opacity(0.2)`.
            if case .methodCall(let base, _, _) = entry.value.kind, case .implicitMember(let color, nil) = base.kind,
               Schema.namedColors.contains(color), swiftType == "Color", value.hasPrefix("Color." + color) {
                value.removeFirst("Color".count)
            }
            // A value that names its type (`Color(lockshotHex:)`, a literal) needs no annotation.
            let typed: Bool
            switch entry.value.kind {
            case .color, .string, .bool: typed = false
            case .number: typed = swiftType == "CGFloat" || (swiftType == "Double" && !value.contains("."))
            default: typed = !value.hasPrefix(swiftType + "(") && !value.hasPrefix(swiftType + ".")
            }
            lines.append("    static let \(name)" + (typed ? ": \(swiftType)" : "") + " = \(value)")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    // MARK: Fonts and README

    static func fontFiles(_ document: Document, layoutDirectory: String) -> [ExportedFile] {
        var files: [ExportedFile] = []
        if document.fonts.contains(where: { $0.faces.isEmpty && Checker.embeddedFontFamilies.contains($0.source) }) {
            for name in EmbeddedFonts.names {
                if let bytes = EmbeddedFonts.data(named: name) { files.append(ExportedFile(path: "\(name).ttf", contents: bytes)) }
            }
        }
        for path in fontPaths(document) {
            guard let bytes = readFont(path, layoutDirectory: layoutDirectory) else { continue }
            let name = PathName.lastComponent(of: path)
            if !files.contains(where: { $0.path == name }) { files.append(ExportedFile(path: name, contents: bytes)) }
        }
        return files
    }

    /// The layout's own font files (not the embedded font), in written order.
    static func fontPaths(_ document: Document) -> [String] {
        document.fonts.flatMap { font -> [String] in
            if font.faces.isEmpty { return Checker.embeddedFontFamilies.contains(font.source) ? [] : [font.source] }
            return font.faces.map(\.path)
        }
    }

    static func readFont(_ path: String, layoutDirectory: String) -> [UInt8]? {
        let full = path.hasPrefix("/") ? path : PathName.join(layoutDirectory, path)
        return FileManager.default.contents(atPath: full).map { [UInt8]($0) }
    }

    static func readme(_ document: Document, activity: String, emitter: SwiftEmitter, fonts: [String],
                       options: ExportOptions) -> String {
        var lines = ["# \(activity): the SwiftUI exported from \(options.layoutName)", "",
                     "Generated by lockshot \(options.lockshotVersion). Do not edit these files: change the layout, run",
                     "`lockshot export swiftui \(options.layoutName) -o <this directory>`, and commit the result. CI runs",
                     "`lockshot export swiftui --check` to keep them in step with the layout and its golden images.", "",
                     "| file | where it goes |", "|---|---|",
                     "| `\(activity)Attributes.swift` | the app target **and** the widget extension target (both start and read the activity) |",
                     "| `\(activity)LiveActivity.swift` | the widget extension target; add `\(activity)LiveActivity()` to its `WidgetBundle` |",
                     "| `\(activity)Previews.swift` | the widget extension target (Xcode's canvas shows the layout's previews) |",
                     "| `LockshotColor.swift` | the app target **and** the widget extension target, once for all exported layouts (`Color` attributes) |",
                     "| `LockshotSupport.swift` | the widget extension target, once for all exported layouts |"]
        for font in fonts {
            lines.append("| `\(font)` | the widget extension target's resources, listed under `UIAppFonts` in its Info.plist |")
        }
        lines += ["", "Target: \(SwiftUIMapping.deploymentTarget) (the first with `#Preview` for Live Activities)."]
        if !fonts.isEmpty {
            lines += ["", "## Fonts", "",
                      "Add to the widget extension's Info.plist:", "", "```xml", "<key>UIAppFonts</key>", "<array>"]
            lines += fonts.map { "    <string>\($0)</string>" }
            let families = Set(emitter.fontFamilies.values).sorted().map { "`\($0)`" }.joined(separator: ", ")
            lines += ["</array>", "```", "",
                      "The views name the families as the files register them (\(families)), through the `Fonts` constants,",
                      "in `.font(.custom(Fonts.name, size:))`;",
                      "a bold weight picks the bold file."]
        }
        if allAttributes(document).contains(where: { $0.type.name.name == "Image" }) {
            lines += ["", "## Images", "",
                      "An `Image` attribute is a file name the app writes to the App Group container before it starts or",
                      "updates the activity (ActivityKit's 4 KB limit leaves no room for image bytes). Set the container's",
                      "identifier under `LockshotAppGroup` in the widget extension's Info.plist. A missing or unreadable",
                      "file shows the fallback asset."]
        }
        if !emitter.imageAssets.isEmpty || emitter.theme["appIcon"] != nil {
            var assets = emitter.imageAssets
            if let icon = emitter.theme["appIcon"], let name = icon.value.literalText { assets.insert(name) }
            lines += ["", "Image sets the views name (add them to the widget extension's asset catalog): "
                + assets.sorted().map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        if !emitter.intents.isEmpty {
            lines += ["", "## App Intents", "",
                      "The buttons run the app's intents; declare each as a `LiveActivityIntent` in both targets: "
                        + emitter.intents.sorted().map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
