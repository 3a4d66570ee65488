import Foundation

// Windows and scenes as types app code passes around (`ASPresentationAnchor`, `AppStore.requestReview(in:)`,
// `Message.display(in:)`): there is no screen, so a window shows nothing and the app has no connected scenes.

open class UIResponder: NSObject, @unchecked Sendable {
    public override init() {}
}

open class UIView: UIResponder, @unchecked Sendable {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var window: UIWindow? { nil }
    public init(frame: CGRect) { self.frame = frame }
    public override convenience init() { self.init(frame: .zero) }
}

/// A window: it has a frame and a scene, and is never on a screen.
open class UIWindow: UIView, @unchecked Sendable {
    open var windowScene: UIWindowScene?
    open var isKeyWindow: Bool { false }
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open func makeKeyAndVisible() {}
}

open class UIScene: UIResponder, @unchecked Sendable {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    open var activationState: ActivationState { .unattached }
    open var title: String?
}

/// A window scene with no windows.
open class UIWindowScene: UIScene, @unchecked Sendable {
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var screen: UIScreen { .main }
}

extension UIApplication {
    /// The scenes the app has on screen: none.
    public var connectedScenes: Set<UIScene> { [] }
}
