import Foundation
import LockshotLanguage

// Views and gestures of the app's own screens, which a widget target often includes with the app's files
// (a timeline view, a settings row). WidgetKit does not draw lists or take gestures in a widget; here they
// compile, a `List` or `Section` draws its rows in a column, and gestures do nothing.

/// Rows in a column (a widget has no scrolling list).
public struct List<SelectionValue: Hashable, Content: View>: _LockshotLeaf, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
    package func statements() -> [Statement] { column(record(content)) }
}

/// A leading column without spacing, located at no line of lockshot's own (the rows carry the user's lines).
private func column(_ rows: [Statement]) -> [Statement] {
    single("VStack", [argument("alignment", HorizontalAlignment.leading), argument("spacing", 0.0)], content: rows, at: .none)
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A header, the rows, a footer, in a column.
public struct Section<Parent: View, Content: View, Footer: View>: _LockshotLeaf, PrimitiveView {
    let header: Parent, content: Content, footer: Footer
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        (self.content, self.header, self.footer) = (content(), header(), footer())
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        (self.content, self.header, self.footer) = (content(), header, footer)
    }
    package func statements() -> [Statement] { column(record(header) + record(content) + record(footer)) }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(header: header, footer: EmptyView(), content: content) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(header: EmptyView(), footer: EmptyView(), content: content) }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), footer: EmptyView(), content: content)
    }
}

// MARK: Gestures

/// A gesture: nothing touches a still picture, so none ever fires.
public protocol Gesture<Value> {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<T> { _MappedGesture() }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

public struct _MappedGesture<Value>: Gesture {}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable { public var magnification: CGFloat }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}
public typealias MagnificationGesture = MagnifyGesture

/// A gesture's transient state: always its initial value here.
@propertyWrapper
public struct GestureState<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public var projectedValue: GestureState<Value> { self }
}

public struct Transaction {
    public var animation: Animation?
    public init() {}
}

public enum GestureMask: Sendable { case none, gesture, subviews, all }

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { modified(.none) { [] } }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { modified(.none) { [] } }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { modified(.none) { [] } }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { modified(.none) { [] } }
}

// MARK: Pickers

/// A choice among tagged views: its label, as a row of a settings screen shows it (a widget takes no input).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View { label }
}

extension Picker where Label == Text {
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        label = Text(title)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        label = Text(String(title))
    }
}

public protocol PickerStyle {}
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension View {
    /// The value a `Picker` row stands for; nothing to draw.
    public func tag<V: Hashable>(_ tag: V) -> some View { modified(.none) { [] } }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { modified(.none) { [] } }
}
