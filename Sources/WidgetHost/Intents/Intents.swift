import Foundation

// SiriKit's intents, as far as a widget extension uses them: the base classes of the intent classes Xcode generates
// from an `.intentdefinition` (lockshot generates them too), for an `IntentConfiguration`'s provider. Values only:
// nothing is donated, resolved or handled.

/// A request to perform an action; Xcode's generated intents (`SelectHeroIntent`) subclass it.
open class INIntent: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open var identifier: String?
    open var intentDescription: String?
    open var suggestedInvocationPhrase: String?
}

/// The answer to an intent; Xcode's generated responses (`SelectHeroIntentResponse`) subclass it.
open class INIntentResponse: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// A value of a custom type in an intent (`INTypes` in an `.intentdefinition`): an identifier and what is shown.
open class INObject: NSObject, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public let subtitleString: String?
    public init(identifier: String?, display: String, subtitle: String? = nil) {
        self.identifier = identifier
        displayString = display
        subtitleString = subtitle
        super.init()
    }
    public convenience init(identifier: String?, display: String, pronunciationHint: String?) {
        self.init(identifier: identifier, display: display)
    }
    open override var description: String { displayString }
}

/// A parameter's choices, as a provider returns them for a dynamic option list.
public final class INObjectCollection<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    public let allItems: [ObjectType]
    public init(items: [ObjectType]) {
        allItems = items
        super.init()
    }
}

/// An intent and its response, as the system records it (nothing is donated here).
open class INInteraction: NSObject, @unchecked Sendable {
    public let intent: INIntent
    public let intentResponse: INIntentResponse?
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        super.init()
    }
    open func donate(completion: ((Error?) -> Void)? = nil) { completion?(nil) }
}
