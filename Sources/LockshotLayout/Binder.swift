import LockshotLanguage

/// Binds a parsed layout to one preview: evaluates expressions, decides `if`s,
/// resolves images and fonts, and pushes environment values down the view tree
/// (SPEC §3 "Semantics"; SwiftUI's environment inheritance).
package enum Binder {
    /// The embedded font names `fonts { }` may refer to.
    package static let embeddedFontNames: Set<String> = ["LockshotPixel"]
    /// The image name of the app's icon; a theme's `appIcon` token names the layout's own.
    package static let appIconName = "app-icon"
    /// The theme token that names a layout's own app icon (a path or a built-in name).
    package static let appIconToken = "appIcon"
    /// The built-in image drawn where no candidate of an `Image` could be read.
    package static let missingImageName = "missing-image"

    /// The font used when a layout sets none: SwiftUI's `.body`, the system font at 17 pt regular
    /// (drawn with the SF Pro stand-in; docs/text.md).
    package static let defaultFont = TextStyle.body.font()

    /// The families of `fonts { }`: `Family = "LockshotPixel"` is embedded; anything else is a file,
    /// absolute or relative to `layoutDirectory`.
    /// - Complexity: O(font declarations).
    package static func fontSources(of document: Document, layoutDirectory: String) -> [String: FontSource] {
        var sources: [String: FontSource] = [:]
        func path(_ relative: String) -> String {
            relative.hasPrefix("/") || layoutDirectory.isEmpty || layoutDirectory == "."
                ? relative : layoutDirectory + (layoutDirectory.hasSuffix("/") ? "" : "/") + relative
        }
        for decl in document.fonts {
            if !decl.faces.isEmpty {
                var faces: [FontWeight: String] = [:]
                for face in decl.faces {
                    if let weight = FontWeight(named: face.weight.name), faces[weight] == nil { faces[weight] = path(face.path) }
                }
                sources[decl.family.name] = .faces(faces)
            } else if embeddedFontNames.contains(decl.source) {
                sources[decl.family.name] = .embedded(decl.source)
            } else {
                sources[decl.family.name] = .file(path(decl.source))
            }
        }
        return sources
    }

    /// Binds `document` to the preview named `preview` (nil: the first preview, or attribute defaults).
    ///
    /// Never fails: problems become diagnostics in the result and the affected
    /// value binds as absent.
    /// - Parameter payloadFields: for a `preview "x" from "p.json"`, the fields read from the payload
    ///   (`aps.attributes` and `aps.content-state` merged) by the caller; binding reads no files itself.
    ///   When nil, such a preview binds attribute defaults and reports `unsupported-payload`.
    /// - Complexity: O(size of the document).
    package static func bind(_ document: Document, file: SourceFile, preview: String?,
                            environment: BindingEnvironment, assets: AssetProvider,
                            payloadFields: [PreviewField]? = nil) -> BoundActivity {
        var state = BinderState(document: document, file: file, environment: environment, assets: assets)
        state.payloadFields = payloadFields
        return state.run(previewName: preview)
    }

    /// `bind` with the preview already chosen: no lookup by name (a layout checked over 20,000 previews
    /// would look each one up among all of them).
    static func bind(_ document: Document, file: SourceFile, chosen preview: PreviewDecl,
                     environment: BindingEnvironment, assets: AssetProvider, payloadFields: [PreviewField]?) -> BoundActivity {
        var state = BinderState(document: document, file: file, environment: environment, assets: assets)
        state.payloadFields = payloadFields
        state.chosenPreview = preview
        return state.run(previewName: preview.name)
    }
}

/// The mutable state of one binding run (diagnostics, view ids, values).
struct BinderState {
    let document: Document
    let file: SourceFile
    let environment: BindingEnvironment
    let assets: AssetProvider
    var diagnostics: [Diagnostic] = []
    /// The preview, when the caller has its declaration (`Binder.bind(_:file:chosen:…)`).
    var chosenPreview: PreviewDecl?
    var nextID = 0
    var attributeTypes: [String: TypeRef] = [:]
    var values: [String: BoundValue] = [:]
    var themeValues: [String: BoundValue] = [:]
    /// The theme evaluated in the light appearance (adaptive colors such as `.primary.opacity(0.6)` differ),
    /// made on the first light-appearance lookup.
    var lightThemeValues: [String: BoundValue]?
    var fonts: [String: FontSource] = [:]
    var now: Double
    var appearance: Appearance = .dark
    /// The appearance the region being bound draws in: the preview's on the lock screen (dark when
    /// Always-On), always dark in the Dynamic Island, as on iOS. Named colors and default text follow it.
    var colorScheme: Appearance = .dark
    var isStale = false
    var isLuminanceReduced = false
    var backgroundTint: RGBA?
    var smallBackgroundTint: RGBA?
    var islandMargins: [IslandMarginMode: [String: Double]] = [:]
    var keylineTint: RGBA?
    /// Set while binding the lock screen region, where `activityBackgroundTint` counts.
    var currentRegion: RegionKind = .lockScreen
    /// Fields of a payload preview, read by the caller.
    var payloadFields: [PreviewField]?
    /// A payload preview whose fields were not supplied (already reported once).
    var payloadMissing = false
    /// `ForEach` closure parameters Swift types as `Int` (over a range, an `[Int]`, an integer array literal).
    var integerLocals: Set<String> = []
    /// Views bound from a `GridRow`, which a `Grid` lays out as a row of cells.
    var gridRowIDs: Set<Int> = []
    /// Families and weights already reported as emboldened synthetically.
    var synthesisNoted: Set<String> = []
    /// While a concatenated `Text` binds: the environment outside its first segment's own modifiers, which the
    /// later segments start from (`Text("a").bold() + Text(b)`: only "a" is bold).
    var textSegmentBase: TextEnvironment?
    /// Closure parameters in scope (`ForEach(stops, id: \.self) { stop in … }`), innermost binding.
    var locals: [String: BoundValue] = [:]

    init(document: Document, file: SourceFile, environment: BindingEnvironment, assets: AssetProvider) {
        self.document = document
        self.file = file
        self.environment = environment
        self.assets = assets
        self.now = environment.now ?? BindingEnvironment.defaultNow
    }

    mutating func run(previewName: String?) -> BoundActivity {
        resolveFonts()
        for entry in document.theme { themeValues[entry.name.name] = evaluate(entry.value) }
        for attribute in document.attributes { attributeTypes[attribute.name.name] = attribute.type }
        let preview = chosenPreview ?? selectPreview(previewName)
        applyPreview(preview)
        for attribute in document.attributes where values[attribute.name.name] == nil {
            if let value = attribute.defaultValue {
                values[attribute.name.name] = coerce(evaluate(value), to: attribute.type, at: value.range)
            } else if !attribute.type.isOptional, preview != nil, !payloadMissing {
                diagnose(.error, "preview '\(preview?.name ?? "")' gives no value for '\(attribute.name.name)'",
                         at: preview?.range ?? attribute.range, code: "missing-value",
                         help: "add '\(attribute.name.name): …' to the preview or give the attribute a default")
            }
        }
        // Command-line settings override the preview's: `--now` moves the clock, not the
        // preview's dates (a preview's `expiresAt: now + 300` keeps the time it computed).
        if let clock = environment.now { now = clock }
        if environment.elapsed.isFinite { now += environment.elapsed }
        if let overrides = environment.appearance { appearance = overrides }
        if let stale = environment.isStale { isStale = stale }
        if let reduced = environment.isLuminanceReduced { isLuminanceReduced = reduced }

        var regions: [RegionKind: BoundView] = [:]
        for region in document.regions {
            currentRegion = region.kind
            colorScheme = region.kind == .lockScreen && !isLuminanceReduced ? appearance : .dark
            regions[region.kind] = bindRegion(region)
        }
        var theme: [String: RGBA] = [:]
        for (name, value) in themeValues { if case .color(let c) = value { theme[name] = c } }
        var bound = BoundActivity(
            activityName: document.activityName?.name ?? activityNameFromFile(), previewName: preview?.name, sourcePath: file.path,
            regions: regions, theme: theme, fonts: fonts, backgroundTint: backgroundTint, keylineTint: keylineTint,
            now: now, locale: environment.locale, appearance: isLuminanceReduced ? .dark : appearance, isStale: isStale,
            isLuminanceReduced: isLuminanceReduced, previewValues: previewValues(), diagnostics: diagnostics)
        bound.smallBackgroundTint = smallBackgroundTint
        bound.islandMargins = islandMargins
        return bound
    }

    func activityNameFromFile() -> String {
        let base = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return base.hasSuffix(".lockshot") ? String(base.dropLast(9)) : base
    }

    mutating func diagnose(_ severity: Diagnostic.Severity, _ message: String, at range: SourceRange,
                           code: String, help: String? = nil) {
        diagnostics.append(Diagnostic(severity, message, file: file.path, at: range, code: code, help: help))
    }

    mutating func makeID() -> Int {
        nextID += 1
        return nextID
    }

    // MARK: Fonts

    mutating func resolveFonts() {
        fonts = Binder.fontSources(of: document, layoutDirectory: environment.layoutDirectory)
    }

    // MARK: Previews

    mutating func selectPreview(_ name: String?) -> PreviewDecl? {
        guard let name else { return document.previews.first }
        if let found = document.previews.first(where: { $0.name == name }) { return found }
        let names = document.previews.map { "'\($0.name)'" }.joined(separator: ", ")
        diagnose(.error, "no preview named '\(name)'", at: .none, code: "unknown-preview",
                 help: names.isEmpty ? "the layout declares no previews" : "previews: \(names)")
        return nil
    }

    mutating func applyPreview(_ preview: PreviewDecl?) {
        guard let preview else { return }
        switch preview.source {
        case .fields(let fields):
            for field in fields { applyField(field) }
        case .payload(let path, let range):
            if let fields = payloadFields {
                for field in fields { applyField(field) }
            } else {
                // The caller reads the payload (LockshotLanguage's loader) and passes `payloadFields`.
                payloadMissing = true
                diagnose(.error, "payload preview '\(path)' was not loaded", at: range, code: "unsupported-payload",
                         help: "pass the payload's fields to Binder.bind(payloadFields:)")
            }
        }
    }

    /// `appearance: light` names a value rather than an attribute: read it as `.light`.
    mutating func applyField(_ field: PreviewField) {
        if field.name.name == "appearance", case .identifier(let name) = field.value.kind {
            applyField(field.name.name, .member(name, nil), at: field.range)
        } else {
            applyField(field.name.name, evaluate(field.value), at: field.range)
        }
    }

    /// One preview field: a reserved environment key or an attribute value.
    mutating func applyField(_ name: String, _ value: BoundValue, at range: SourceRange) {
        switch name {
        case "now":
            switch value {
            case .string(let s):
                if let date = ClockFormat.parseISO8601(s) { now = date } else {
                    diagnose(.error, "'now' is not an ISO 8601 date: '\(s)'", at: range, code: "bad-value")
                }
            case .number(let n) where ClockFormat.representable.contains(n + ClockFormat.referenceDateOffset):
                now = n + ClockFormat.referenceDateOffset
            case .date(let d) where ClockFormat.representable.contains(d): now = d
            default: diagnose(.error, "'now' must be an ISO 8601 date string", at: range, code: "bad-value")
            }
        case "appearance":
            if case .member(let m, _) = value, let a = Appearance(rawValue: m) { appearance = a }
            else if case .string(let m) = value, let a = Appearance(rawValue: m) { appearance = a }
            else { diagnose(.error, "'appearance' must be dark or light", at: range, code: "bad-value") }
        case "isStale": isStale = value.isTruthy
        case "isLuminanceReduced": isLuminanceReduced = value.isTruthy
        case "expect": break  // for the commands reporting findings (`PreviewDecl.expectations`)
        default:
            guard let type = attributeTypes[name] else {
                diagnose(.warning, "preview sets '\(name)', which is not an attribute", at: range,
                         code: "unknown-name")
                return
            }
            values[name] = coerce(value, to: type, at: range)
        }
    }

    /// Converts a preview value to the attribute's declared type (dates from ISO strings or
    /// seconds since 2001, ActivityKit's default encoding).
    mutating func coerce(_ value: BoundValue, to type: TypeRef, at range: SourceRange) -> BoundValue {
        if type.isArray { return coerceArray(value, to: type, at: range) }
        if case .array = value {
            diagnose(.error, "expected a \(type.name.name) value, found an array", at: range, code: "bad-value")
            return .none
        }
        switch (type.name.name, value) {
        case (_, .none): return .none
        case ("Date", .string(let s)):
            if let d = ClockFormat.parseISO8601(s) { return .date(d) }
            diagnose(.error, "'\(s)' is not an ISO 8601 date", at: range, code: "bad-value")
            return .none
        case ("Date", .number(let n)):
            guard ClockFormat.representable.contains(n + ClockFormat.referenceDateOffset) else {
                diagnose(.error, "\(BoundValue.format(n)) seconds since 2001 is outside the years 0001–9999", at: range,
                         code: "bad-value")
                return .none
            }
            return .date(n + ClockFormat.referenceDateOffset)
        case ("Int", .number(let n)) where n != n.rounded() || abs(n) > 9_007_199_254_740_992:
            diagnose(.error, "'\(BoundValue.format(n))' is not a whole number; the attribute is an Int", at: range,
                     code: "bad-value")
            return .none
        case ("Double", .number(let n)) where !n.isFinite:
            diagnose(.error, "'\(BoundValue.format(n))' is not a finite number", at: range, code: "bad-value")
            return .none
        case ("Double", .number), ("Int", .number), ("String", .string), ("Bool", .bool), ("Color", .color),
             ("Image", .string), ("Date", .date):
            return value
        case ("String", _): return .string(value.text)
        case ("Color", .member(let name, _)):
            if let c = BoundValue.namedColor(name, appearance: appearance) { return .color(c) }
        default: break
        }
        diagnose(.error, "expected a \(type.name.name) value, found '\(value.text)'", at: range, code: "bad-value")
        return .none
    }

    func previewValues() -> [String: PreviewValue] {
        var result: [String: PreviewValue] = [:]
        for (name, value) in values {
            switch value {
            case .string(let s): result[name] = .string(s)
            case .number(let n): result[name] = .number(n)
            case .bool(let b): result[name] = .bool(b)
            case .date(let d): result[name] = .date(d)
            case .color(let c): result[name] = .color(c)
            case .array(let items):
                result[name] = .array(items.compactMap { item in
                    switch item {
                    case .string(let s): .string(s)
                    case .number(let n): .number(n)
                    default: nil
                    }
                })
            default: break
            }
        }
        return result
    }

    // MARK: Regions

    /// A region's root views; several stack vertically like a `VStack`.
    mutating func bindRegion(_ region: RegionDecl) -> BoundView {
        var env = TextEnvironment(appearance: colorScheme)
        env.font = TextStyle.body.font(at: environment.dynamicTypeSize)
        let views = bindStatements(region.body, environment: env, axis: nil)
        switch views.count {
        case 0: return BoundView(id: makeID(), kind: .empty, range: region.range)
        case 1: return views[0]
        default:
            return BoundView(id: makeID(), kind: .stack(.vertical, .center, spacing: nil, views), range: region.range)
        }
    }
}
