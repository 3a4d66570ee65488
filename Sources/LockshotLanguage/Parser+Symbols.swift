/// `symbols { "car.fill" = "icons/car.svg" }`: a layout's own drawings for SF Symbol names.
public struct SymbolDecl: Sendable, Equatable {
    /// The SF Symbol name, as `Image(systemName:)` writes it.
    public var name: String
    public var nameRange: SourceRange
    /// An SVG or PNG path relative to the layout's directory.
    public var source: String
    public var sourceRange: SourceRange
    public var range: SourceRange
    public init(name: String, nameRange: SourceRange = .none, source: String, sourceRange: SourceRange = .none,
                range: SourceRange = .none) {
        self.name = name
        self.nameRange = nameRange
        self.source = source
        self.sourceRange = sourceRange
        self.range = range
    }
    public static func == (a: SymbolDecl, b: SymbolDecl) -> Bool { a.name == b.name && a.source == b.source }
}

extension ParserCore {
    /// One `"name" = "path"` entry of `symbols { }`.
    mutating func parseSymbolDecl() -> SymbolDecl? {
        let start = current.range.start
        guard case .string = current.kind else {
            error("expected an SF Symbol name as a string literal, found \(current.quoted)", current.range,
                  help: "write '\"car.fill\" = \"icons/car.svg\"'")
            recoverToLineStart(stopAtComma: true)
            return nil
        }
        guard let name = parsePlainString("the symbol name") else { return nil }
        guard expect("=", "after symbol '\(name.text)'", help: "write '\"\(name.text)\" = \"icons/\(name.text).svg\"'") else {
            recoverToLineStart(stopAtComma: true)
            return nil
        }
        guard let source = parsePlainString("the symbol's SVG or PNG path") else {
            recoverToLineStart(stopAtComma: true)
            return nil
        }
        return SymbolDecl(name: name.text, nameRange: name.range, source: source.text, sourceRange: source.range,
                          range: range(from: start))
    }
}
