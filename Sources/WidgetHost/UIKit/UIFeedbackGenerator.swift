import Foundation

// Haptic feedback generators: there is no Taptic Engine, so preparing and triggering do nothing.

open class UIFeedbackGenerator: NSObject {
    public override init() {}
    open func prepare() {}
}

public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public func selectionChanged() {}
}
