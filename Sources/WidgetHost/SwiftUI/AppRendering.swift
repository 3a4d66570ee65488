import Foundation
import LockshotLanguage
import LockshotUIKit

// More of the app's screens that a widget target's files include: transitions (nothing moves in a still),
// `ImageRenderer` (it makes no image: the layout is drawn in another process, so `cgImage` and `uiImage` are
// nil and the app's fallback shows), and `ScrollView`, which lockshot does not draw (a warning at its use says
// so; WidgetKit does not scroll).

extension AnyTransition {
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    public static let blurReplace = AnyTransition()
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A scrolling container: compiles, is not drawn (a Live Activity does not scroll).
public struct ScrollView<Content: View>: _LockshotLeaf, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    let site: SourceRange

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        (self.axes, self.showsIndicators, self.content) = (axes, showsIndicators, content())
        site = LockshotSwiftUI.site(file, line, column)
    }

    package func statements() -> [Statement] {
        Recorder.unsupported("ScrollView", at: site, help: "a Live Activity does not scroll; lay its content out in a stack")
        return []
    }
}

/// `ScrollViewReader { proxy in … }`: its content, with a proxy that scrolls nowhere.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

public struct ScrollViewReader<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    public var body: Content { content }
}

extension View {
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modified(.none) { [] }
    }
    public func scrollDisabled(_ disabled: Bool) -> some View { modified(.none) { [] } }
}

public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), visible = Self(name: "visible"), hidden = Self(name: "hidden")
    public static let never = Self(name: "never")
}

/// Renders a view to an image: lockshot lays views out in another process, so no image is made here.
public final class ImageRenderer<Content: View>: ObservableObject {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    public var isOpaque = false
    public var colorMode: ColorRenderingMode = .nonLinear

    public init(content view: Content) { content = view }

    /// The view as an image: none (see above).
    public var cgImage: CGImage? { nil }
    public var uiImage: UIImage? { nil }

    /// Renders into a graphics context the caller draws with: there is none, so `renderer` is not called.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {}
}

extension Image {
    public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image of a `CGImage`: compiles; never drawn, since no `CGImage` is ever made in the widget's process.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init("", file: file, line: line, column: column)
    }

    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.init("", file: file, line: line, column: column)
    }
}
