// Interface stub of WidgetKit (Live Activities). Not the framework.
@_exported import ActivityKit
@_exported import SwiftUI

/// Apple: `protocol WidgetConfiguration`.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    public var body: Never { fatalError() }
}

extension Never {
    public var body: Never { fatalError() }
}

/// Apple: `protocol Widget` with `@WidgetConfigurationBuilder var body: Self.Body { get }`.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

/// Apple: `@resultBuilder struct WidgetConfigurationBuilder`.
@resultBuilder
public struct WidgetConfigurationBuilder {
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// Apple: `struct ActivityViewContext<Attributes> where Attributes : ActivityAttributes`.
@dynamicMemberLookup
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public var state: Attributes.ContentState { fatalError() }
    public var attributes: Attributes { fatalError() }
    public var activityID: String { fatalError() }
    public var isStale: Bool { fatalError() }
    public subscript<T>(dynamicMember keyPath: KeyPath<Attributes, T>) -> T { fatalError() }
}

/// Apple: `struct ActivityConfiguration<Attributes> : WidgetConfiguration where Attributes : ActivityAttributes`.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public typealias Body = Never
    /// Apple: `init<Content>(for attributesType: Attributes.Type,
    /// @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    /// dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) where Content : View`.
    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) { fatalError() }
}

/// Apple: `struct DynamicIsland`.
public struct DynamicIsland {
    /// Apple: `init<Expanded, CompactLeading, CompactTrailing, Minimal>(
    /// @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
    /// @ViewBuilder compactLeading: @escaping () -> CompactLeading, @ViewBuilder compactTrailing: …,
    /// @ViewBuilder minimal: @escaping () -> Minimal)`.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) { fatalError() }

    /// Apple: `func keylineTint(_ color: Color?) -> DynamicIsland`.
    public func keylineTint(_ color: Color?) -> DynamicIsland { fatalError() }
    /// Apple: `func widgetURL(_ url: URL?) -> DynamicIsland`.
    public func widgetURL(_ url: URL?) -> DynamicIsland { fatalError() }
    /// Apple: `func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { fatalError() }
}

/// Apple: `struct DynamicIslandMode`.
public struct DynamicIslandMode {
    public static var compactLeading: DynamicIslandMode { fatalError() }
    public static var compactTrailing: DynamicIslandMode { fatalError() }
    public static var expanded: DynamicIslandMode { fatalError() }
    public static var minimal: DynamicIslandMode { fatalError() }
}

/// Apple: `struct DynamicIslandExpandedContent<Content> where Content : View`.
public struct DynamicIslandExpandedContent<Content: View> {
    init() {}
}

/// Apple: `struct DynamicIslandExpandedRegion<Content> where Content : View`.
public struct DynamicIslandExpandedRegion<Content: View> {
    /// Apple: `init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
    /// @ViewBuilder content: () -> Content)`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}

/// Apple: `struct DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition {
    public static var leading: DynamicIslandExpandedRegionPosition { fatalError() }
    public static var trailing: DynamicIslandExpandedRegionPosition { fatalError() }
    public static var center: DynamicIslandExpandedRegionPosition { fatalError() }
    public static var bottom: DynamicIslandExpandedRegionPosition { fatalError() }
}

/// Apple: `@resultBuilder struct DynamicIslandExpandedContentBuilder` (buildPartialBlock only).
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<C>()
    }
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<C>()
    }
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedRegion<C1>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<TupleView<(C0, C1)>>()
    }
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedContent<C1>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<TupleView<(C0, C1)>>()
    }
}

extension View {
    /// Apple: `func activityBackgroundTint(_ color: Color?) -> some View` (iOS 16.1).
    public func activityBackgroundTint(_ color: Color?) -> some View { _Modified(self) }
    /// Apple: `func activitySystemActionForegroundColor(_ color: Color?) -> some View` (iOS 16.1).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { _Modified(self) }
    /// Apple: `func widgetAccentable(_ accentable: Bool = true) -> some View`.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { _Modified(self) }
    /// Apple: `func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View`.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { _Modified(self) }
}

extension ContainerBackgroundPlacement {
    /// Apple: `static var widget: ContainerBackgroundPlacement` (WidgetKit, iOS 17).
    public static var widget: ContainerBackgroundPlacement { fatalError() }
}

/// Apple: `struct DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable {
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement()
}

/// Apple: `enum ActivityFamily` (iOS 18): `.medium` on iPhone and iPad, `.small` in the Apple Watch Smart Stack.
public enum ActivityFamily: Hashable, Sendable {
    case small, medium
}

extension EnvironmentValues {
    /// Apple: `var activityFamily: ActivityFamily { get }`.
    public var activityFamily: ActivityFamily { fatalError() }
}

extension WidgetConfiguration {
    /// Apple: `func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration`.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration { self }
}
