/// Top-level declarations: `activity`, `attributes`, `fonts`, `theme`, regions and previews.
extension ParserCore {
    static let declarationKeywords = ["activity", "attributes", "state", "fonts", "theme", "preview", "expanded", "symbols"]
        + RegionKind.topLevel.map(\.rawValue)

    mutating func parseDocument() -> Document {
        var document = Document()
        while !atEnd {
            let before = index
            parseDeclaration(into: &document)
            if index == before { advance() }
        }
        // Static attributes first, then content state, whatever the order of the blocks.
        document.attributes = document.attributes.filter { !$0.isState } + document.attributes.filter(\.isState)
        return document
    }

    private mutating func parseDeclaration(into document: inout Document) {
        let start = current.range.start
        guard let word = current.identifier else {
            error("expected a declaration, found \(current.quoted)", current.range,
                  help: "a layout holds 'activity', 'attributes', 'state', 'fonts', 'theme', regions such as 'lockScreen', and 'preview'")
            recoverToDeclaration()
            return
        }
        switch word {
        case "activity":
            advance()
            guard let name = current.identifier else {
                error("expected the activity's name after 'activity', found \(current.quoted)", current.range)
                recoverToDeclaration()
                return
            }
            let identifier = Identifier(name, range: current.range)
            advance()
            if document.activityName == nil { document.activityName = identifier } else { duplicate("activity", identifier.range) }
        case "attributes":
            advance()
            parseBlock("attributes") { core in
                if let decl = core.parseAttribute() { document.attributes.append(decl) }
            }
        case "state":
            advance()
            document.declaresState = true
            parseBlock("state") { core in
                if var decl = core.parseAttribute() {
                    decl.isState = true
                    document.attributes.append(decl)
                }
            }
        case "fonts":
            advance()
            parseBlock("fonts") { core in
                if let decl = core.parseFont() { document.fonts.append(decl) }
            }
        case "theme":
            advance()
            parseBlock("theme") { core in
                if let entry = core.parseThemeEntry() { document.theme.append(entry) }
            }
        case "expanded":
            advance()
            parseBlock("expanded") { core in
                core.parseExpandedRegion(into: &document)
            }
        case "preview":
            if let preview = parsePreview() { document.previews.append(preview) }
        case "symbols":
            advance()
            parseBlock("symbols") { core in
                if let decl = core.parseSymbolDecl() { document.symbols.append(decl) }
            }
        default:
            if let kind = RegionKind.topLevel.first(where: { $0.rawValue == word }) {
                advance()
                let body = parseStatementBlock(word)
                document.regions.append(RegionDecl(kind: kind, body: body, range: range(from: start)))
                return
            }
            let suggestion = Suggestion.closest(to: word, in: Self.declarationKeywords)
            error("unknown declaration '\(word)'", current.range,
                  help: suggestion.map { "did you mean '\($0)'?" }
                    ?? "a layout holds 'activity', 'attributes', 'state', 'fonts', 'theme', regions such as 'lockScreen', and 'preview'")
            recoverToDeclaration()
        }
    }

    /// A second `activity` line: declarations that may appear once are checked by the checker,
    /// but the activity name has nowhere to go, so the parser reports it.
    private mutating func duplicate(_ what: String, _ range: SourceRange) {
        error("duplicate '\(what)' declaration", range)
    }

    /// Skips to the next line that starts with a declaration keyword.
    mutating func recoverToDeclaration() {
        var first = true
        while !atEnd {
            if !first, current.followsNewline, let word = current.identifier, Self.declarationKeywords.contains(word) { return }
            if at("}") || at(")") || at("]") { advance() } else { skipGroup() }
            first = false
        }
    }

    /// `{ item item … }` where items are separated by line breaks or commas.
    mutating func parseBlock(_ name: String, item: (inout ParserCore) -> Void) {
        let open = current.range
        guard expect("{", "after '\(name)'") else {
            recoverToDeclaration()
            return
        }
        while !at("}") {
            if atEnd {
                error("expected '}' to close '\(name)'", current.range,
                      notes: [.init(message: "'\(name)' opened here", range: open)])
                return
            }
            let before = index
            item(&self)
            if !at("}") && !atEnd && !accept(",") && !accept(";") && !current.followsNewline {
                error("expected ',' or a line break, found \(current.quoted)", current.range)
                recoverToLineStart(stopAtComma: true)
                _ = accept(",")
            }
            if index == before { advance() }
        }
        advance()
    }

    /// The `name <separator>` that starts an entry of a declaration block (`caption:`, `accent =`),
    /// or nil once the problem is reported and the parser is at the next entry.
    /// - Parameters:
    ///   - noun: what the name names, with its article, for "expected an attribute name".
    ///   - example: the entry written correctly, for the help line.
    mutating func entryName(_ noun: String, separator: String, example: String,
                                    separatorHelp: ((String) -> String)? = nil) -> Identifier? {
        guard let name = current.identifier else {
            error("expected \(noun) name, found \(current.quoted)", current.range, help: "write '\(example)'")
            recoverToLineStart(stopAtComma: true)
            return nil
        }
        let identifier = Identifier(name, range: current.range)
        advance()
        let kind = noun.split(separator: " ", maxSplits: 1).last.map(String.init) ?? noun
        guard expect(separator, "after \(kind) '\(name)'", help: separatorHelp?(name)) else {
            recoverToLineStart(stopAtComma: true)
            return nil
        }
        return identifier
    }

    private mutating func parseAttribute() -> AttributeDecl? {
        let start = current.range.start
        guard let identifier = entryName("an attribute", separator: ":", example: "name: Type",
                                         separatorHelp: { "write '\($0): String'" }) else { return nil }
        let name = identifier.name
        let isArray = accept("[")
        guard let typeName = current.identifier else {
            error("expected a type for attribute '\(name)', found \(current.quoted)", current.range,
                  help: "attribute types are String, Int, Double, Bool, Date, Image and Color")
            recoverToLineStart(stopAtComma: true)
            return nil
        }
        let typeRange = current.range
        advance()
        if isArray && !expect("]", "to close the array type", help: "write '\(name): [String]'") {
            recoverToLineStart(stopAtComma: true)
            return nil
        }
        let isOptional = accept("?")
        let type = TypeRef(name: Identifier(typeName, range: typeRange), isOptional: isOptional, isArray: isArray)
        var defaultValue: Expr?
        if accept("=") { defaultValue = parseExpression() }
        return AttributeDecl(name: identifier, type: type, defaultValue: defaultValue, range: range(from: start))
    }

    private mutating func parseFont() -> FontDecl? {
        let start = current.range.start
        guard let identifier = entryName("a font family", separator: "=", example: "Family = \"LockshotPixel\"")
        else { return nil }
        if at("{") {
            // One file per weight: `Brand = { regular: "Brand-Regular.otf", bold: "Brand-Bold.otf" }`.
            var faces: [FontFaceDecl] = []
            parseBlock(identifier.name) { core in
                let faceStart = core.current.range.start
                guard let weight = core.entryName("a weight", separator: ":", example: "regular: \"Brand-Regular.otf\"")
                else { return }
                guard let path = core.parsePlainString("the weight's font file") else { return }
                faces.append(FontFaceDecl(weight: weight, path: path.text, range: core.range(from: faceStart)))
            }
            return FontDecl(family: identifier, faces: faces, range: range(from: start))
        }
        guard let source = parsePlainString("the font's embedded name or path") else { return nil }
        return FontDecl(family: identifier, source: source.text, range: range(from: start))
    }

    private mutating func parseThemeEntry() -> ThemeEntry? {
        let start = current.range.start
        guard let identifier = entryName("a theme token", separator: "=", example: "token = #39FF88") else { return nil }
        guard let value = parseExpression() else { return nil }
        return ThemeEntry(name: identifier, value: value, range: range(from: start))
    }

    private mutating func parseExpandedRegion(into document: inout Document) {
        let start = current.range.start
        let parts: [(String, RegionKind)] = [("leading", .expandedLeading), ("trailing", .expandedTrailing),
                                             ("center", .expandedCenter), ("bottom", .expandedBottom)]
        guard let word = current.identifier, let kind = parts.first(where: { $0.0 == word })?.1 else {
            let help = current.identifier.flatMap { Suggestion.closest(to: $0, in: parts.map(\.0)) }
            error("expected 'leading', 'trailing', 'center' or 'bottom' in 'expanded', found \(current.quoted)",
                  current.range, help: help.map { "did you mean '\($0)'?" })
            recoverToLineStart()
            return
        }
        advance()
        let body = parseStatementBlock(word)
        document.regions.append(RegionDecl(kind: kind, body: body, range: range(from: start)))
    }

    private mutating func parsePreview() -> PreviewDecl? {
        let start = current.range.start
        advance()
        guard let name = parsePlainString("the preview's name") else {
            recoverToDeclaration()
            return nil
        }
        if atKeyword("from") {
            advance()
            guard let path = parsePlainString("a payload path") else {
                recoverToDeclaration()
                return nil
            }
            return PreviewDecl(name: name.text, source: .payload(path: path.text, range: path.range), range: range(from: start))
        }
        guard at("{") else {
            error("expected '{' or 'from' after the preview's name, found \(current.quoted)", current.range,
                  help: "write 'preview \"name\" { field: value }' or 'preview \"name\" from \"payload.json\"'")
            recoverToDeclaration()
            return nil
        }
        var fields: [PreviewField] = []
        parseBlock("preview") { core in
            if let field = core.parsePreviewField() { fields.append(field) }
        }
        return PreviewDecl(name: name.text, source: .fields(fields), range: range(from: start))
    }

    private mutating func parsePreviewField() -> PreviewField? {
        let start = current.range.start
        guard let identifier = entryName("a preview field", separator: ":", example: "name: value") else { return nil }
        guard let value = parseExpression() else { return nil }
        return PreviewField(name: identifier, value: value, range: range(from: start))
    }

    /// A string literal without interpolation (names and paths).
    mutating func parsePlainString(_ what: String) -> (text: String, range: SourceRange)? {
        guard case .string(let pieces) = current.kind else {
            error("expected \(what) as a string literal, found \(current.quoted)", current.range)
            return nil
        }
        let tokenRange = current.range
        advance()
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let s): text += s
            case .interpolation(_, let r):
                error("\(what) cannot use string interpolation", r)
            }
        }
        return (text, tokenRange)
    }
}

extension RegionKind {
    /// The regions written at the top level (the `expanded*` ones live inside `expanded { }`).
    static let topLevel: [RegionKind] = [.lockScreen, .compactLeading, .compactTrailing, .minimal, .small]
}
