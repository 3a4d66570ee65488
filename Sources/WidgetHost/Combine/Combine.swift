@_exported import Foundation

// lockshot's Combine for Linux: what widget code and the app files a widget target includes name
// (`ObservableObject`, `@Published`, subjects, `sink`, the everyday operators). Values sent to a subject
// reach its subscribers synchronously, so code that wires state through a subject still computes it;
// time-based operators (`debounce`, `throttle`, `delay`) pass values straight through, since a still has
// no time to wait in.

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A stream of values. lockshot's publishers deliver synchronously through `attach`; what apps call on
/// them (`sink`, `assign`, `map`…) is in the extensions below.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func attach(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void)
        -> AnyCancellable
}

public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public init() {}
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher built from its `attach` function: what every operator returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let body: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure { body = publisher.attach }
    init(_ body: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.body = body
    }
    public func attach(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void)
        -> AnyCancellable { body(value, completion) }
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Subscribers of a subject, by id.
final class Subscriptions<Output, Failure: Error> {
    var next = 0
    var values: [Int: (Output) -> Void] = [:]
    var completions: [Int: (Subscribers.Completion<Failure>) -> Void] = [:]
    var finished: Subscribers.Completion<Failure>?

    func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let finished { completion(finished); return AnyCancellable() }
        next += 1
        let id = next
        values[id] = value
        completions[id] = completion
        return AnyCancellable { [weak self] in
            self?.values[id] = nil
            self?.completions[id] = nil
        }
    }
    func send(_ value: Output) {
        guard finished == nil else { return }
        for id in values.keys.sorted() { values[id]?(value) }
    }
    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard finished == nil else { return }
        finished = completion
        for id in completions.keys.sorted() { completions[id]?(completion) }
        values = [:]
        completions = [:]
    }
}

public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let subscriptions = Subscriptions<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscriptions.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
    public func attach(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void)
        -> AnyCancellable { subscriptions.add(value, completion) }
}

public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let subscriptions = Subscriptions<Output, Failure>()
    public var value: Output { didSet { subscriptions.send(value) } }
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
    public func attach(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void)
        -> AnyCancellable {
        let cancellable = subscriptions.add(value, completion)
        if subscriptions.finished == nil { value(self.value) }
        return cancellable
    }
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func attach(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Never>) -> Void)
        -> AnyCancellable {
        value(output)
        completion(.finished)
        return AnyCancellable()
    }
}

public struct Empty<Output, Failure: Error>: Publisher {
    public init(completeImmediately: Bool = true) {}
    public func attach(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void)
        -> AnyCancellable {
        completion(.finished)
        return AnyCancellable()
    }
}

/// What `objectWillChange` publishes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    let subscriptions = Subscriptions<Void, Never>()
    public init() {}
    public func send() { subscriptions.send(()) }
    public func attach(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Never>) -> Void)
        -> AnyCancellable { subscriptions.add(value, completion) }
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A fresh publisher: nothing in a still listens for changes.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    /// `$property`: the value now (changes made later are not published in a still).
    public var projectedValue: Publisher {
        get { Publisher(wrappedValue) }
        set {}
    }
    public struct Publisher: LockshotCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let value: Value
        init(_ value: Value) { self.value = value }
        public func attach(_ receive: @escaping (Value) -> Void, _ completion: @escaping (Subscribers.Completion<Never>) -> Void)
            -> AnyCancellable {
            receive(value)
            return AnyCancellable()
        }
    }
}

/// A scheduler's interval (`.seconds(1)`, `.milliseconds(300)`, or a number of seconds).
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public let seconds: Double
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(floatLiteral: value) }
    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(integerLiteral: value) }
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(value) / 1000) }
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(value) / 1e6) }
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(floatLiteral: Double(value) / 1e9) }
}

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        attach(receiveValue, receiveCompletion)
    }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// An operator: `transform` gets each value and the downstream's receiver.
    func relay<T>(_ transform: @escaping (Output, (T) -> Void) -> Void) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in attach({ output in transform(output, value) }, completion) }
    }
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { relay { $1(transform($0)) } }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { relay { $1($0[keyPath: keyPath]) } }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        relay { output, send in if let mapped = transform(output) { send(mapped) } }
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        relay { output, send in if isIncluded(output) { send(output) } }
    }
    public func receive<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    public func subscribe<S>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
    public func debounce<S>(for dueTime: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    public func throttle<S>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    public func delay<S>(for interval: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            elements.forEach(value)
            return attach(value, completion)
        }
    }
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        AnyPublisher { value, completion in
            attach(value) { ending in
                if case .failure = ending { value(output) }
                completion(.finished)
            }
        }
    }
    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        relay { output, send in
            receiveOutput?(output)
            send(output)
        }
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var last: Output?
            return attach({ output in
                if output != last { value(output) }
                last = output
            }, completion)
        }
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { attach(receiveValue) { _ in } }
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        attach({ object[keyPath: keyPath] = $0 }) { _ in }
    }
    public func assign(to published: inout Published<Output>.Publisher) {}
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        AnyPublisher { value, completion in attach(value) { _ in completion(.finished) } }
    }
}

extension NotificationCenter {
    /// Notifications posted on this centre while the widget draws.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        AnyPublisher { value, _ in
            nonisolated(unsafe) let receive = value  // posted on the drawing thread
            let token = self.addObserver(forName: name, object: object, queue: nil) { receive($0) }
            return AnyCancellable { self.removeObserver(token) }
        }
    }
}

extension Timer {
    /// `Timer.publish(every:on:in:)`: a still has no ticks; `autoconnect()` gives a publisher of none.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher { TimerPublisher() }
    public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public func autoconnect() -> AnyPublisher<Date, Never> { eraseToAnyPublisher() }
        public func connect() -> AnyCancellable { AnyCancellable() }
        public func attach(_ value: @escaping (Date) -> Void, _ completion: @escaping (Subscribers.Completion<Never>) -> Void)
            -> AnyCancellable { AnyCancellable() }
    }
}
