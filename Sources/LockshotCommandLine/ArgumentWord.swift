import ArgumentParser

/// An option value spelled as its raw string (`--presentation expanded`, `--format svg`).
///
/// argument-parser describes a value, in help and completions, as `"\(value)"` and lists an enum's cases
/// through a key path: both reflect over the type at run time, and every start of a command builds the
/// descriptions of all its options. Conforming here names the raw values directly: the same help text and
/// completions, without the reflection (render: 3.4 M instructions fewer, docs/benchmarks.md).
public protocol ArgumentWord: ExpressibleByArgument, RawRepresentable where RawValue == String {}

extension ArgumentWord {
    public var defaultValueDescription: String { rawValue }
}

extension ArgumentWord where Self: CaseIterable {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
