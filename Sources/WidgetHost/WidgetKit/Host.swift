import Foundation
import LockshotLanguage
import LockshotSwiftUI

/// One `#Preview(_:as:using:widget:contentStates:)`, as `lockshot-swift compile` rewrites it: its
/// content states run through the widget's own views.
public struct LockshotPreview {
    let name: String?
    let origin: SourceRange
    /// The activity's name: its attributes type without `Attributes`.
    let activity: String
    let cases: () -> [PreviewCase]
    /// A push payload's content state (and attributes, when it has them) in this preview's types.
    var payloadCase: ((_ json: Data, _ name: String) -> PreviewCase?)?
    /// `lockshot check`'s stress data written into this preview's first content state (`--stress`).
    var stressCases: (() -> [PreviewCase])?

    init(name: String?, origin: SourceRange, activity: String, cases: [PreviewCase]) {
        self.name = name
        self.origin = origin
        self.activity = activity
        self.cases = { cases }
    }

    public init<Attributes: ActivityAttributes, W: Widget>(
        stateNames: [String?], line: UInt, column: UInt, file: StaticString = #filePath,
        _ name: String? = nil, as kind: ActivityPreviewViewKind = .content, using attributes: Attributes,
        widget: @escaping () -> W,
        @ActivityContentStateBuilder<Attributes.ContentState> contentStates: @escaping () -> [Attributes.ContentState]
    ) {
        self.name = name
        let origin = Recorder.site(file, line, column)
        self.origin = origin
        activity = activityName(Attributes.self)
        cases = {
            let states = contentStates()
            guard let configuration = LockshotHost.activityConfiguration(widget().body, for: Attributes.self) else {
                Recorder.diagnostics.append(Diagnostic(.error, "the preview's widget \(W.self) has no ActivityConfiguration<\(Attributes.self)>",
                                                       file: nil, at: origin, code: "swift-preview"))
                return []
            }
            return states.enumerated().map { index, state in
                PreviewCase(name: index < stateNames.count ? stateNames[index] : nil, origin: origin,
                            payloadBytes: LockshotHost.payloadSize(attributes, state)) { stale in
                    let context = ActivityViewContext(attributes: attributes, state: state, stale: stale, activityID: "preview")
                    return LockshotHost.regions(configuration, context)
                }
            }
        }
        stressCases = {
            guard let state = contentStates().first,
                  let configuration = LockshotHost.activityConfiguration(widget().body, for: Attributes.self) else { return [] }
            return StressText.cases.compactMap { label, text -> PreviewCase? in
                guard let stressed = LockshotHost.stressed(state, with: text) else { return nil }
                return PreviewCase(name: StressText.prefix + label, origin: origin, payloadBytes: nil) { stale in
                    LockshotHost.regions(configuration, ActivityViewContext(attributes: attributes, state: stressed, stale: stale,
                                                                            activityID: "stress"))
                }
            }
        }
        payloadCase = { json, name in
            guard let configuration = LockshotHost.activityConfiguration(widget().body, for: Attributes.self) else { return nil }
            let decoded: (Attributes, Attributes.ContentState)
            do { decoded = try LockshotHost.decodePayload(json, attributes: attributes) } catch {
                Recorder.diagnostics.append(Diagnostic(.error, "push payload '\(name)' does not decode into \(Attributes.self): \(error)",
                                                       file: nil, at: origin, code: "payload",
                                                       help: "ActivityKit decodes aps.content-state (and aps.attributes) with JSONDecoder's defaults: dates are seconds since 2001-01-01"))
                return nil
            }
            let (payloadAttributes, state) = decoded
            return PreviewCase(name: name, origin: origin, payloadBytes: json.count) { stale in
                LockshotHost.regions(configuration, ActivityViewContext(attributes: payloadAttributes, state: state, stale: stale,
                                                                        activityID: "payload"))
            }
        }
    }
}

/// `attributes.previewContext(state, viewKind:)` in a `PreviewProvider`: recorded when the
/// provider's `previews` run, drawn with the widget whose configuration takes these attributes.
public struct _ActivityPreviewContext<Attributes: ActivityAttributes>: _LockshotLeaf, PrimitiveView {
    let attributes: Attributes
    let state: Attributes.ContentState
    let origin: SourceRange
    package func statements() -> [Statement] {
        let attributes = self.attributes, state = self.state, origin = self.origin
        LockshotHost.providerStates.append(ProviderState(key: "\(state)", origin: origin, activity: activityName(Attributes.self)) { widgets in
            for widget in widgets {
                guard let configuration = LockshotHost.activityConfiguration(of: widget, for: Attributes.self) else { continue }
                return PreviewCase(name: nil, origin: origin, payloadBytes: LockshotHost.payloadSize(attributes, state)) { stale in
                    LockshotHost.regions(configuration, ActivityViewContext(attributes: attributes, state: state, stale: stale,
                                                                            activityID: "preview"))
                }
            }
            return nil
        })
        return []
    }
}

extension ActivityAttributes {
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> _ActivityPreviewContext<Self> {
        _ActivityPreviewContext(attributes: self, state: contentState, origin: Recorder.site(file, line, column))
    }
}

/// A widget's activity reached without a preview that names its attributes: a push payload beside a widget
/// without `#Preview` is drawn through it.
protocol PayloadDrawing {
    var origin: SourceRange { get }
    var activity: String { get }
    var attributesType: String { get }
    func payloadCase(_ json: Data, name: String) throws -> PreviewCase
    /// The configuration drawn in the `small` presentation too (`supplementalActivityFamilies([.small])`).
    func supportingSmall() -> Self
}

extension ActivityConfiguration: PayloadDrawing {
    func supportingSmall() -> Self {
        var copy = self
        copy.supportsSmall = true
        return copy
    }
    var activity: String { activityName(Attributes.self) }
    var attributesType: String { "\(Attributes.self)" }
    func payloadCase(_ json: Data, name: String) throws -> PreviewCase {
        let (attributes, state) = try LockshotHost.decodePayload(json, attributes: nil as Attributes?)
        return PreviewCase(name: name, origin: origin, payloadBytes: json.count) { stale in
            LockshotHost.regions(self, ActivityViewContext(attributes: attributes, state: state, stale: stale, activityID: "payload"))
        }
    }
}

/// The activity's name: its attributes type without `Attributes` (nor generic arguments: AlarmKit's
/// `AlarmAttributes<Metadata>` is `Alarm`).
func activityName<A>(_ type: A.Type) -> String {
    let full = "\(type)"
    let plain = full.split(separator: "<").first.map(String.init) ?? full
    let name = plain.split(separator: ".").last.map(String.init) ?? plain
    return name.hasSuffix("Attributes") && name != "Attributes" ? String(name.dropLast("Attributes".count)) : name
}

/// A content state a `PreviewProvider` showed, waiting for its widget.
struct ProviderState {
    let key: String
    let origin: SourceRange
    let activity: String
    let make: ([any Widget]) -> PreviewCase?
}

/// One content state of a preview, drawn in every region.
struct PreviewCase {
    var name: String?
    let origin: SourceRange
    let payloadBytes: Int?
    let draw: (_ stale: Bool) -> [RegionKind: [Statement]]
}

/// The program `lockshot-swift compile` builds from a widget extension: it runs every preview
/// through the widget's views and prints the layout they drew (`ImportedLayout`, JSON) for lockshot.
public enum LockshotHost {
    /// The entry point of the compiled widget.
   
    nonisolated(unsafe) static var providerStates: [ProviderState] = []

    public static func main(previews: [() -> LockshotPreview], providers: [any PreviewProvider.Type] = [],
                            widgets: [any Widget.Type] = []) {
        let arguments = CommandLine.arguments
        Recorder.readGeometry(arguments)
        if let index = arguments.firstIndex(of: "--now"), index + 1 < arguments.count, let seconds = Double(arguments[index + 1]) {
            renderClock = seconds
        }
        let directory = arguments.firstIndex(of: "--layout-directory").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? "."
        var made = previews.map { $0() }
        let instances = widgets.map { $0.init() }
        made += providerPreviews(providers, widgets: instances)
        // `--payload FILE`: an ActivityKit push payload, decoded as ActivityKit decodes it, becomes a preview.
        var payloads: [String] = []
        for (index, argument) in arguments.enumerated() where argument == "--payload" && index + 1 < arguments.count {
            payloads.append(arguments[index + 1])
        }
        // `--stress` (lockshot check): the stress texts in every string of the first preview's content state.
        if arguments.contains("--stress"), let first = made.first(where: { $0.stressCases != nil }), let stress = first.stressCases {
            // `--stress-skip NAME`: a stress case whose data made the widget's code trap in a previous run.
            let skipped = Set(arguments.indices.filter { arguments[$0] == "--stress-skip" && $0 + 1 < arguments.count }
                .map { arguments[$0 + 1] })
            let cases = stress().filter { !skipped.contains($0.name ?? "") }
            if !cases.isEmpty { made.append(LockshotPreview(name: nil, origin: first.origin, activity: first.activity, cases: cases)) }
        }
        if !payloads.isEmpty, let first = made.first(where: { $0.payloadCase != nil }), let decode = first.payloadCase {
            let cases = payloads.compactMap { path -> PreviewCase? in
                guard let data = FileManager.default.contents(atPath: path) else { return nil }
                return decode(data, payloadName(path))
            }
            if !cases.isEmpty { made.append(LockshotPreview(name: nil, origin: first.origin, activity: first.activity, cases: cases)) }
        } else if !payloads.isEmpty {
            made += payloadPreviews(payloads, widgets: instances)
        }
        let document = run(made, activityName: made.first { !$0.activity.isEmpty }?.activity ?? "Widget")
        let files = Recorder.files
        let imported = ImportedLayout(document: document.map { locate($0, files: files) }, diagnostics: Recorder.diagnostics.map {
            var located = $0
            let (index, range) = ImportedLayout.origin(of: locate(range: $0.range, files: files))
            located.file = index < files.count ? files[index] : files.first
            located.range = range
            return located
        }, files: files, layoutDirectory: directory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write((try? encoder.encode(imported)) ?? Data())
    }

    /// The activities `PreviewProvider`s show, one preview per distinct content state, named after the provider.
    static func providerPreviews(_ providers: [any PreviewProvider.Type], widgets: [any Widget]) -> [LockshotPreview] {
        providers.compactMap { provider in
            providerStates = []
            _ = recordAny(provider.previews)
            var seen = Set<String>()
            let states = providerStates.filter { seen.insert($0.key).inserted }
            guard let first = states.first else { return nil }
            let name = "\(provider)".replacingOccurrences(of: "_Previews", with: "").replacingOccurrences(of: "Previews", with: "")
            var cases: [PreviewCase] = []
            for state in states {
                guard let made = state.make(widgets) else {
                    Recorder.diagnostics.append(Diagnostic(.error, "no widget draws the attributes this preview shows", file: nil,
                                                           at: state.origin, code: "swift-preview"))
                    continue
                }
                cases.append(made)
            }
            return LockshotPreview(name: name, origin: first.origin, activity: first.activity, cases: cases)
        }
    }

    static func payloadName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Push payloads beside a widget that has no preview: a start payload (`aps.content-state` and
    /// `aps.attributes`) drawn by the activity its `aps.attributes-type` names, as ActivityKit routes it; without
    /// that name, by the one activity whose types it decodes into. A `.json` without `aps.content-state` is not a
    /// payload and is passed over. One preview per activity.
    static func payloadPreviews(_ payloads: [String], widgets: [any Widget]) -> [LockshotPreview] {
        let activities = widgets.compactMap(anyActivity(of:))
        guard !activities.isEmpty else { return [] }
        var cases = [[PreviewCase]](repeating: [], count: activities.count)
        for path in payloads {
            guard let data = FileManager.default.contents(atPath: path),
                  let aps = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["aps"] as? [String: Any],
                  aps["content-state"] != nil else { continue }
            let name = payloadName(path)
            func refuse(_ message: String, at activity: any PayloadDrawing) {
                Recorder.diagnostics.append(Diagnostic(.error, "push payload '\(name)' " + message, file: nil, at: activity.origin,
                                                       code: "payload",
                                                       help: "a widget without #Preview is drawn from start payloads that carry "
                                                           + "aps.attributes-type, aps.attributes and aps.content-state, decoded "
                                                           + "with JSONDecoder's defaults"))
            }
            if let named = aps["attributes-type"] as? String, let index = activities.firstIndex(where: { $0.attributesType == named }) {
                do { cases[index].append(try activities[index].payloadCase(data, name: name)) } catch {
                    refuse("does not decode into \(named): \(error)", at: activities[index])
                }
                continue
            }
            var decoded: [(index: Int, made: PreviewCase)] = [], firstError: (any Error)?
            for index in activities.indices {
                do { decoded.append((index, try activities[index].payloadCase(data, name: name))) } catch { firstError = firstError ?? error }
            }
            if decoded.count == 1, let only = decoded.first {
                cases[only.index].append(only.made)
            } else if decoded.isEmpty {
                refuse("does not decode into \(activities[0].attributesType): \(firstError.map { "\($0)" } ?? "")", at: activities[0])
            } else {
                refuse("decodes into " + decoded.map { activities[$0.index].attributesType }.joined(separator: " and ")
                       + "; name one with aps.attributes-type", at: activities[decoded[0].index])
            }
        }
        return zip(activities, cases).compactMap { activity, cases in
            cases.isEmpty ? nil : LockshotPreview(name: nil, origin: activity.origin, activity: activity.activity, cases: cases)
        }
    }

    /// An ActivityKit push payload (`{"aps": {"content-state": …, "attributes": …}}`, or a bare content
    /// state) in the widget's own types; `attributes` stand in when the payload has none (an update). With
    /// neither, attributes that hold nothing (`{}`) still decode. Any JSON value is refused, never trapped on.
    static func decodePayload<A: ActivityAttributes>(_ json: Data, attributes: A?) throws -> (A, A.ContentState) {
        let object = try JSONSerialization.jsonObject(with: json)
        let aps = ((object as? [String: Any])?["aps"] as? [String: Any]) ?? (object as? [String: Any]) ?? [:]
        guard let stateObject = aps["content-state"] ?? (aps["aps"] == nil ? object : nil) else {
            throw DecodingError.valueNotFound(A.ContentState.self, .init(codingPath: [], debugDescription: "no aps.content-state"))
        }
        let state = try decodeValue(A.ContentState.self, from: stateObject)
        if let attributesObject = aps["attributes"] { return (try decodeValue(A.self, from: attributesObject), state) }
        if let attributes { return (attributes, state) }
        guard let empty = try? JSONDecoder().decode(A.self, from: Data("{}".utf8)) else { throw PayloadWithoutAttributes() }
        return (empty, state)
    }

    /// `object` (a value `JSONSerialization` read: a dictionary, an array or a bare number, string or null) decoded
    /// as `T`. Wrapped in an array, since `data(withJSONObject:)` traps on a bare value.
    static func decodeValue<T: Decodable>(_ type: T.Type, from object: Any) throws -> T {
        let decoded = try JSONDecoder().decode([T].self, from: JSONSerialization.data(withJSONObject: [object]))
        guard let value = decoded.first else { throw DecodingError.valueNotFound(T.self, .init(codingPath: [], debugDescription: "empty")) }
        return value
    }

    struct PayloadWithoutAttributes: Error, CustomStringConvertible {
        var description: String {
            "it has no aps.attributes (an update payload carries only the content state), and no #Preview's attributes stand in"
        }
    }

    /// `state` with `text` in every string it holds that can take it (an enum's raw value cannot:
    /// decoding refuses it, and that string keeps its value); nil when it holds no such string.
    static func stressed<S: Codable>(_ state: S, with text: String) -> S? {
        guard let data = try? JSONEncoder().encode(state), let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
        var paths: [[Any]] = []
        func collect(_ value: Any, _ path: [Any]) {
            if value is String { paths.append(path) }
            if let dictionary = value as? [String: Any] { for key in dictionary.keys.sorted() { collect(dictionary[key]!, path + [key]) } }
            if let array = value as? [Any] { for (index, element) in array.enumerated() { collect(element, path + [index]) } }
        }
        collect(object, [])
        func replacing(_ value: Any, at path: ArraySlice<Any>) -> Any {
            guard let step = path.first else { return text }
            if var dictionary = value as? [String: Any], let key = step as? String {
                dictionary[key] = replacing(dictionary[key] as Any, at: path.dropFirst())
                return dictionary
            }
            if var array = value as? [Any], let index = step as? Int {
                array[index] = replacing(array[index], at: path.dropFirst())
                return array
            }
            return value
        }
        func decode(_ value: Any) -> S? {
            guard let data = try? JSONSerialization.data(withJSONObject: value) else { return nil }
            return try? JSONDecoder().decode(S.self, from: data)
        }
        var current: Any = object
        var changed = false
        for path in paths {
            let candidate = replacing(current, at: path[...])
            if decode(candidate) != nil {
                current = candidate
                changed = true
            }
        }
        return changed ? decode(current) : nil
    }

    /// The `ActivityConfiguration` for `A` a widget's body is, if any.
    static func activityConfiguration<A: ActivityAttributes>(of widget: any Widget, for: A.Type) -> ActivityConfiguration<A>? {
        anyActivity(of: widget) as? ActivityConfiguration<A>
    }

    /// The `ActivityConfiguration` a widget's body is, of whatever attributes, if any.
    static func anyActivity(of widget: any Widget) -> (any PayloadDrawing)? {
        func open<W: Widget>(_ widget: W) -> (any PayloadDrawing)? { anyActivity(widget.body) }
        return open(widget)
    }

    /// The layout of every preview: one region body per preview, chosen by `lockshotPreview`.
   
    static func run(_ previews: [LockshotPreview], activityName: String) -> Document? {
        var cases: [PreviewCase] = []
        for preview in previews {
            var made = preview.cases()
            // As the translator names them: one state takes the #Preview's title, several their statics' names.
            for index in made.indices {
                made[index].name = made.count == 1 ? (preview.name ?? made[index].name ?? "Preview")
                    : (made[index].name ?? "\(preview.name ?? "Preview") \(index + 1)")
            }
            cases += made
        }
        if cases.isEmpty {
            // Unless an error already says why (a warning, such as a missing asset colour, does not).
            if !Recorder.diagnostics.contains(where: { $0.severity == .error }) {
                Recorder.diagnostics.append(Diagnostic(.error, "the widget has no preview with content states to draw", file: nil,
                                                       at: .none, code: "swift-preview",
                                                       help: "add #Preview(\"Name\", as: .content, using: Attributes.preview) { TheWidget() } "
                                                           + "contentStates: { Attributes.ContentState(…) }; previews of home-screen "
                                                           + "widgets draw no Live Activity"))
            }
            return nil
        }
        var used = Set<String>()
        for index in cases.indices {
            var name = cases[index].name ?? "Preview"
            var suffix = 2
            while used.contains(name) {
                name = "\(cases[index].name ?? "Preview") \(suffix)"
                suffix += 1
            }
            used.insert(name)
            cases[index].name = name
        }
        var bodies: [RegionKind: [[Statement]]] = [:]
        for c in cases {
            // Read by lockshot-swift when the widget's code traps: the preview it was drawing.
            FileHandle.standardError.write(Data("lockshot-preview: \(c.name ?? "")\n".utf8))
            Recorder.drawing.preview = c.name ?? ""
            let drawn = drawCase(c)
            for kind in RegionKind.allCases { bodies[kind, default: []].append(drawn[kind] ?? []) }
        }
        var document = Document(activityName: Identifier(activityName))
        let several = cases.count > 1
        for kind in RegionKind.allCases {
            let perCase = bodies[kind] ?? []
            guard perCase.contains(where: { !$0.isEmpty }) else { continue }
            document.regions.append(RegionDecl(kind: kind, body: several ? choose(perCase) : perCase[0]))
        }
        // Which case a preview draws, and the size ActivityKit would see of its attributes and content state (the
        // `payload-size` rule reads it: an oversized preview is still drawn, and `check` fails on it).
        let sized = cases.contains { $0.payloadBytes != nil }
        if several { document.attributes.append(Self.intAttribute("lockshotPreview")) }
        if sized { document.attributes.append(Self.intAttribute(ImportedLayout.payloadAttribute)) }
        document.previews = cases.enumerated().map { index, c in
            var fields: [PreviewField] = []
            if several { fields.append(PreviewField(name: Identifier("lockshotPreview"), value: index.layoutExpr)) }
            if sized { fields.append(PreviewField(name: Identifier(ImportedLayout.payloadAttribute), value: (c.payloadBytes ?? 0).layoutExpr)) }
            return PreviewDecl(name: c.name ?? "Preview", source: .fields(fields), range: c.origin)
        }
        return document
    }

    static func intAttribute(_ name: String) -> AttributeDecl {
        AttributeDecl(name: Identifier(name), type: TypeRef(name: Identifier("Int"), isOptional: false))
    }

    /// A case's regions; drawn again stale when its code read `context.isStale`, and with
    /// Always-On when it read `isLuminanceReduced`, joined by `if isStale { … } else { … }`.
   
    static func drawCase(_ c: PreviewCase) -> [RegionKind: [Statement]] {
        func draw(_ flags: Set<EnvironmentFlag>) -> ([RegionKind: [Statement]], Set<EnvironmentFlag>) {
            Recorder.read = []
            let saved = Recorder.environment
            Recorder.environment.isLuminanceReduced = flags.contains(.isLuminanceReduced)
            defer { Recorder.environment = saved }
            let result = c.draw(flags.contains(.isStale))
            return (result, Recorder.read)
        }
        let (plain, read) = draw([])
        guard !read.isEmpty else { return plain }
        func branch(_ flags: [EnvironmentFlag], _ on: Set<EnvironmentFlag>) -> [RegionKind: [Statement]] {
            guard let flag = flags.first else { return on.isEmpty ? plain : draw(on).0 }
            let yes = branch(Array(flags.dropFirst()), on.union([flag])), no = branch(Array(flags.dropFirst()), on)
            var joined: [RegionKind: [Statement]] = [:]
            for kind in RegionKind.allCases where !(yes[kind] ?? []).isEmpty || !(no[kind] ?? []).isEmpty {
                joined[kind] = [.conditional(IfStatement(condition: Expr(.identifier(flag.rawValue)), thenBody: yes[kind] ?? [],
                                                         elseBody: no[kind] ?? []))]
            }
            return joined
        }
        return branch(EnvironmentFlag.allCases.filter(read.contains), [])
    }

    /// `if lockshotPreview == 0 { … } else if lockshotPreview == 1 { … }`.
    static func choose(_ bodies: [[Statement]]) -> [Statement] {
        var chain: [Statement]? = nil
        for (index, body) in bodies.enumerated().reversed() {
            let condition = Expr(.binary(.equal, Expr(.identifier("lockshotPreview")), index.layoutExpr))
            chain = [.conditional(IfStatement(condition: condition, thenBody: body, elseBody: chain))]
        }
        return chain ?? []
    }

    /// Every region of the activity for one context.
   
    static func regions<A: ActivityAttributes>(_ configuration: ActivityConfiguration<A>,
                                              _ context: ActivityViewContext<A>) -> [RegionKind: [Statement]] {
        let preview = Recorder.drawing.preview
        Recorder.begin(preview: preview, region: RegionKind.lockScreen.rawValue)
        var regions: [RegionKind: [Statement]] = [.lockScreen: configuration.lockScreen(context)]
        let island = configuration.island(context)
        for (kind, draw) in [(RegionKind.compactLeading, island.compactLeading), (.compactTrailing, island.compactTrailing),
                             (.minimal, island.minimal)] {
            Recorder.begin(preview: preview, region: kind.rawValue)
            regions[kind] = draw()
        }
        for (kind, body) in island.expanded().regions {
            Recorder.begin(preview: preview, region: kind.rawValue)
            regions[kind, default: []] += body()
        }
        // The island's content margins ride on the first view of an island region, where the layout reads them.
        if !island.margins.isEmpty {
            for kind in [RegionKind.compactLeading, .compactTrailing, .minimal, .expandedLeading, .expandedCenter,
                         .expandedTrailing, .expandedBottom] {
                guard let index = regions[kind]?.firstIndex(where: { if case .view = $0 { true } else { false } }),
                      case .view(var node) = regions[kind]?[index] else { continue }
                node.modifiers += island.margins
                regions[kind]?[index] = .view(node)
                break
            }
        }
        if configuration.supportsSmall {
            // The same content closure, with `@Environment(\.activityFamily)` answering `.small`.
            Recorder.begin(preview: preview, region: RegionKind.small.rawValue)
            let saved = Recorder.environment
            Recorder.environment.smallActivityFamily = true
            defer { Recorder.environment = saved }
            regions[.small] = configuration.lockScreen(context)
        }
        return regions
    }

    /// The `ActivityConfiguration` a widget's body is, looking through configuration modifiers.
   
    static func activityConfiguration<C: WidgetConfiguration, A: ActivityAttributes>(_ configuration: C, for: A.Type) -> ActivityConfiguration<A>? {
        anyActivity(configuration) as? ActivityConfiguration<A>
    }

    static func anyActivity<C: WidgetConfiguration>(_ configuration: C) -> (any PayloadDrawing)? {
        if let found = configuration as? any PayloadDrawing { return found }
        if C.Body.self == Never.self { return nil }
        return anyActivity(configuration.body)
    }

    /// The JSON size of what an update carries, as ActivityKit counts it.
    static func payloadSize<A: ActivityAttributes>(_ attributes: A, _ state: A.ContentState) -> Int? {
        let encoder = JSONEncoder()
        guard let a = try? encoder.encode(attributes), let s = try? encoder.encode(state) else { return nil }
        return a.count + s.count
    }

    // MARK: Locations

    /// Line and column (as `#line`/`#column` give them: the call's parenthesis or brace) as the
    /// range of the called name, with byte offsets in the file.
    static func locate(range: SourceRange, files: [String]) -> SourceRange {
        let (index, plain) = ImportedLayout.origin(of: range)
        guard range != .none, index < files.count, let (bytes, offsets) = text(files[index]),
              plain.start.line >= 1, plain.start.line <= offsets.count else { return range }
        let lineStart = offsets[plain.start.line - 1]
        var end = min(bytes.count, lineStart + max(0, plain.start.column - 1))
        // Back over white space and the name before `(` or `{`: `HStack(`, `.padding(`, `Text `.
        var start = end
        while start > lineStart, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        let nameEnd = start
        while start > lineStart, isIdentifier(bytes[start - 1]) { start -= 1 }
        if start == nameEnd { start = end } else { end = nameEnd }
        let high = index << ImportedLayout.fileShift
        return SourceRange(start: SourceLocation(offset: high + start, line: plain.start.line, column: start - lineStart + 1),
                           end: SourceLocation(offset: high + end, line: plain.start.line, column: end - lineStart + 1))
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func locate(_ document: Document, files: [String]) -> Document {
        var copy = document
        copy.remapRanges { locate(range: $0, files: files) }
        return copy
    }

    nonisolated(unsafe) static var textCache: [String: ([UInt8], [Int])] = [:]

    /// A file's bytes and the offset of each line.
    static func text(_ path: String) -> ([UInt8], [Int])? {
        if let known = textCache[path] { return known }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        var offsets = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { offsets.append(index + 1) }
        textCache[path] = (bytes, offsets)
        return (bytes, offsets)
    }
}
