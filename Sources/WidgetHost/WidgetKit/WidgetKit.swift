@_exported import LockshotActivityKit
import Foundation
import LockshotIntents
import LockshotLanguage
import LockshotSwiftUI

// lockshot's WidgetKit for Linux: widgets, bundles, `ActivityConfiguration` and the Dynamic Island
// with Apple's signatures. Home-screen configurations compile and are not drawn.

/// A widget: its `body` is a configuration.

public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Self.Body { get }
}

/// What a widget shows: an `ActivityConfiguration` for a Live Activity.

public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// Several widgets (`@main struct Widgets: WidgetBundle`).

public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Self.Body { get }
}

@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
    public static func buildExpression<C: WidgetConfiguration>(_ content: C) -> C { content }
    public static func buildLimitedAvailability<C: WidgetConfiguration>(_ content: C) -> C { content }
}

/// The widgets of a bundle.
public struct _WidgetTuple: Widget {
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public init() {}
}

/// A bundle's body: widgets and controls, `if #available`, `if`/`else` (lockshot finds the widgets by
/// their types, so the builder only has to accept them).
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetTuple { _WidgetTuple() }
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetTuple { _WidgetTuple() }
    /// Also called by hand with the widgets themselves (`WidgetBundleBuilder.buildBlock(A(), B())`).
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetTuple { _WidgetTuple() }
    public static func buildOptional(_ part: _WidgetTuple?) -> _WidgetTuple { _WidgetTuple() }
    public static func buildEither(first: _WidgetTuple) -> _WidgetTuple { first }
    public static func buildEither(second: _WidgetTuple) -> _WidgetTuple { second }
    public static func buildLimitedAvailability(_ part: _WidgetTuple) -> _WidgetTuple { part }
}

/// A configuration that shows nothing.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init() {}
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ name: String) -> Self { self }
    public func configurationDisplayName(_ name: LocalizedStringKey) -> Self { self }
    public func description(_ description: String) -> Self { self }
    public func description(_ description: LocalizedStringKey) -> Self { self }
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
    public func contentMarginsDisabled() -> Self { self }
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> Self { self }
    /// With `.small`, an `ActivityConfiguration` is drawn in the `small` presentation too (the Apple Watch Smart Stack).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self {
        guard families.contains(.small), let activity = self as? any PayloadDrawing,
              let opted = activity.supportingSmall() as? Self else { return self }
        return opted
    }
    public func containerBackgroundRemovable(_ removable: Bool = true) -> Self { self }
    /// A background URL session's events for the widget: none arrive here.
    public func onBackgroundURLSessionEvents(matching matchingString: ((String) -> Bool)? = nil,
                                             _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> Self { self }
}

public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case systemSmall = 0, systemMedium = 1, systemLarge = 2, systemExtraLarge = 3, accessoryCircular = 5, accessoryRectangular = 6
    case accessoryInline = 7
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}
public enum ActivityFamily: Hashable, Sendable { case small, medium }
public struct WidgetLocation: Hashable, Sendable {
    public static let homeScreen = WidgetLocation(), lockScreen = WidgetLocation(), standBy = WidgetLocation()
    public static let iPhoneWidgetsOnMac = WidgetLocation()
}

// MARK: Home-screen widgets (compile, not drawn)

public protocol TimelineEntry {
    var date: Date { get }
}
public struct TimelineReloadPolicy: Sendable {
    public static let atEnd = TimelineReloadPolicy(), never = TimelineReloadPolicy()
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy() }
}
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
public struct TimelineProviderContext {
    public var family: WidgetFamily { .systemSmall }
    public var isPreview: Bool { true }
    public var displaySize: CGSize { CGSize(width: 170, height: 170) }
}
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}
public struct AppIntentConfiguration<Content: View>: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init<Intent, Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                             @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {}
}

/// A home-screen widget configured with a SiriKit intent (`IntentConfiguration`, before App Intents): its
/// provider's intent is the class Xcode generates from the `.intentdefinition` (lockshot generates it too).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func recommendations() -> [IntentRecommendation<Intent>]
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}
/// A preconfigured intent a watch or the Smart Stack offers.
public struct IntentRecommendation<Intent: INIntent> {
    public let intent: Intent
    public init(intent: Intent, description: String) { self.intent = intent }
    public init(intent: Intent, description: Text) { self.intent = intent }
}
public struct IntentConfiguration<Content: View>: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init<Intent: INIntent, Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                                    @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {}
}

/// Asks for timelines to reload: nothing to reload here.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
}

// MARK: Live Activities

/// What a Live Activity's views are given.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    let stale: Bool
    /// Reading it makes lockshot draw the preview stale and not (the layout's `isStale`).
    public var isStale: Bool {
        Recorder.read.insert(.isStale)
        return stale
    }
    public let activityID: String
}

/// Where a preview shows the activity (lockshot draws every presentation).
public enum ActivityPreviewViewKind: Sendable {
    case content
    case dynamicIsland(DynamicIsland.Presentation)
}

/// A Live Activity's lock screen view and Dynamic Island.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError() }
    let lockScreen: (ActivityViewContext<Attributes>) -> [Statement]
    let island: (ActivityViewContext<Attributes>) -> DynamicIsland
    let origin: SourceRange
    /// `supplementalActivityFamilies([.small])`: its content is drawn for the Apple Watch Smart Stack too.
    var supportsSmall = false

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        lockScreen = { context in record(content(context)) }
        island = dynamicIsland
        origin = Recorder.site(file, line, column)
    }
}

/// The Dynamic Island's presentations.
public struct DynamicIsland {
    public enum Presentation: Sendable { case compact, minimal, expanded }
    let expanded: () -> DynamicIslandExpandedContent<Never>
    let compactLeading: () -> [Statement]
    let compactTrailing: () -> [Statement]
    let minimal: () -> [Statement]
    /// `contentMargins(_:_:for:)`, in the order written: the layout's `contentMargins(…, for: .mode)`.
    var margins: [Modifier] = []

    public init<CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Never>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        self.expanded = expanded
        self.compactLeading = { record(compactLeading()) }
        self.compactTrailing = { record(compactTrailing()) }
        self.minimal = { record(minimal()) }
    }

    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// The island's content margins for a presentation (7 pt in the compact island by default; the expanded island's
    /// by iOS version): lockshot lays the presentation out with them. A nil length keeps the default.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        guard let length else { return self }
        var copy = self
        let arguments = [Argument(value: edges.layoutExpr), Argument(value: Expr(.number(Double(length), isInteger: length == length.rounded()))),
                         Argument(label: Identifier("for"), value: Expr(.implicitMember(mode.name, arguments: nil)))]
        copy.margins.append(Modifier(name: Identifier("contentMargins"), arguments: arguments))
        return copy
    }
}

public struct DynamicIslandMode: Sendable {
    let name: String
    public static let minimal = DynamicIslandMode(name: "minimal"), expanded = DynamicIslandMode(name: "expanded")
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let region: RegionKind
    public static let leading = DynamicIslandExpandedRegionPosition(region: .expandedLeading)
    public static let trailing = DynamicIslandExpandedRegionPosition(region: .expandedTrailing)
    public static let center = DynamicIslandExpandedRegionPosition(region: .expandedCenter)
    public static let bottom = DynamicIslandExpandedRegionPosition(region: .expandedBottom)
}

/// One region of the expanded island.
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let content: Content
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.content = content()
    }
    /// Where the region sits below the camera: lockshot places every region as iOS does by default.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> Self { self }
}

/// The regions an expanded island's builder collected.
public struct DynamicIslandExpandedContent<Content> {
    let regions: [(RegionKind, () -> [Statement])]
}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<Never> {
        DynamicIslandExpandedContent(regions: [(region.position.region, { record(region.content) })])
    }
    /// The regions a helper marked `@DynamicIslandExpandedContentBuilder` returns (`DynamicIslandExpandedContent<some View>`).
    public static func buildExpression<C>(_ content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<Never> {
        DynamicIslandExpandedContent(regions: content.regions)
    }
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<Never>...) -> DynamicIslandExpandedContent<Never> {
        DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
    }
    public static func buildOptional(_ part: DynamicIslandExpandedContent<Never>?) -> DynamicIslandExpandedContent<Never> {
        part ?? DynamicIslandExpandedContent(regions: [])
    }
    public static func buildEither(first: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> { first }
    public static func buildEither(second: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> { second }
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> { part }
}

/// The content states of a `#Preview`.
@resultBuilder
public enum ActivityContentStateBuilder<State> {
    public static func buildExpression(_ state: State) -> [State] { [state] }
    public static func buildExpression(_ states: [State]) -> [State] { states }
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
    public static func buildEither(first: [State]) -> [State] { first }
    public static func buildEither(second: [State]) -> [State] { second }
    public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
}


// MARK: Environment, previews and controls that home-screen widgets in the same bundle use

extension EnvironmentValues {
    /// A Live Activity is not a home-screen widget: the family the app's home widgets would see first.
    public var widgetFamily: WidgetFamily { .systemMedium }
    /// An iPhone's Live Activity; `.small` while lockshot draws the `small` presentation (the Apple Watch Smart Stack)
    /// of a widget that opts in with `supplementalActivityFamilies([.small])`.
    public var activityFamily: ActivityFamily { smallActivityFamily ? .small : .medium }
    /// iOS 18's flag for a remote device (an Apple Watch out of the iPhone's range) that gets only alerting updates:
    /// lockshot draws the activity as its phone shows it, synchronised.
    public var isActivityUpdateReduced: Bool { false }
    public var widgetContentMargins: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

/// `WidgetPreviewContext(family:)` for home-screen previews: lockshot draws activities only.
public struct WidgetPreviewContext: Sendable {
    public init(family: WidgetFamily) {}
}

extension View {
    public func previewContext(_ context: WidgetPreviewContext) -> some View { self }
}

/// The translucent backdrop accessory widgets draw on: nothing in a Live Activity.
public struct AccessoryWidgetBackground: View {
    public init() {}
    public var body: some View { Color.clear }
}

public struct TimelineEntryRelevance: Sendable {
    public init(score: Float, duration: TimeInterval = 0) {}
}

/// Controls (iOS 18) in the same bundle: they compile; lockshot draws activities.
@preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    var body: Body { get }
}
public protocol ControlWidgetConfiguration {}
public protocol ControlWidgetTemplate {}
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
}
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
    public init<Intent, Provider: AppIntentControlValueProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                                 @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
}
extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringResource) -> Self { self }
    public func description(_ description: LocalizedStringResource) -> Self { self }
}
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<C: ControlWidgetTemplate>(_ content: C) -> C { content }
    public static func buildExpression<C: ControlWidgetTemplate>(_ content: C) -> C { content }
}
extension ControlWidgetTemplate {
    public func tint(_ color: Color) -> Self { self }
}
public struct ControlWidgetButton: ControlWidgetTemplate {
    public init<Label: View>(action: some Sendable, @ViewBuilder label: () -> Label) {}
    public init(_ title: LocalizedStringResource, systemImage: String? = nil, action: some Sendable) {}
}
public struct ControlWidgetToggle: ControlWidgetTemplate {
    public init<Label: View>(_ title: LocalizedStringResource, isOn: Bool, action: some Sendable,
                             @ViewBuilder valueLabel: (Bool) -> Label) {}
    public init(_ title: LocalizedStringResource, systemImage: String? = nil, isOn: Bool, action: some Sendable) {}
    public init<Label: View>(isOn: Bool, action: some Sendable, @ViewBuilder label: (Bool) -> Label) {}
}

public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}
public struct ControlWidgetStatus: Sendable {}
extension ControlWidgetConfiguration {
    public func promptsForUserConfiguration() -> Self { self }
}
