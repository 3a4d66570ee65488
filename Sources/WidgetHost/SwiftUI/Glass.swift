import Foundation
import LockshotLanguage

// iOS 26's Liquid Glass, as a still shows it: the view over a translucent material in its shape, tinted when
// asked, with a bright rim. What only morphs or reacts (ids, unions, transitions, interactivity) draws nothing.

/// The glass a view is drawn on.
public struct Glass: Sendable, Equatable {
    var tint: Color?
    var isIdentity = false
    var isClear = false
    public static let regular = Glass()
    public static let clear = Glass(isClear: true)
    public static let identity = Glass(isIdentity: true)
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tint = color
        return copy
    }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// Glass views that blend into one another when close: each is drawn on its own glass here.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

public struct GlassEffectTransition: Sendable {
    public static let matchedGeometry = GlassEffectTransition(), materialize = GlassEffectTransition(), identity = GlassEffectTransition()
}

extension View {
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = Capsule(), isEnabled: Bool = true,
                                      file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> some View {
        let drawn = isEnabled && !glass.isIdentity
        return background(alignment: .center, content: {
            if drawn {
                ZStack {
                    shape.fill(glass.isClear ? Material.ultraThin : Material.thin)
                    if let tint = glass.tint { shape.fill(tint.opacity(0.45)) }
                    shape.stroke(Color.white.opacity(0.35), lineWidth: 1)
                }
            }
        }, file: file, line: line, column: column)
    }
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { modified(.none) { [] } }
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { modified(.none) { [] } }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { modified(.none) { [] } }
    public func glassBackgroundEffect() -> some View { glassEffect(.regular, in: RoundedRectangle(cornerRadius: 24)) }
}

/// `@Namespace`: the identity matched geometry and glass unions share; nothing moves in a still.
@propertyWrapper
public struct Namespace: Sendable {
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}

extension View {
    public func matchedGeometryEffect(id: some Hashable, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                      anchor: UnitPoint = .center, isSource: Bool = true) -> some View { modified(.none) { [] } }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1), size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
