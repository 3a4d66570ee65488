/// `symbols { }`: each entry names a symbol once and points at a file inside the layout's directory.
extension CheckContext {
    mutating func checkSymbols() {
        var first: [String: SourceRange] = [:]
        for decl in document.symbols {
            if decl.name.isEmpty {
                report("the symbol name is empty", decl.nameRange, code: "bad-value", help: "write an SF Symbol name such as \"car.fill\"")
            } else if let earlier = first[decl.name] {
                report("duplicate symbol '\(decl.name)'", decl.nameRange, code: "duplicate",
                       notes: [.init(message: "'\(decl.name)' first mapped here", range: earlier)])
            } else {
                first[decl.name] = decl.nameRange
            }
            if decl.source.isEmpty {
                report("the path for symbol '\(decl.name)' is empty", decl.sourceRange, code: "bad-value",
                       help: "write an SVG or PNG path relative to the layout's directory")
            } else {
                checkPath(decl.source, at: decl.sourceRange, what: "symbol")
            }
        }
    }
}
