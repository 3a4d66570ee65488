import LockshotLanguage
import SwiftSyntax

/// What a Swift name stands for while translating.
enum Bound {
    case expr(Expr)
    /// The `ActivityViewContext` (`context`).
    case context
    /// `context.state` / `context.attributes` held in a variable or passed to a subview.
    case state
    case attributes
    /// Views passed to a container view's `content` closure.
    case views([Statement])
}

/// Names in scope, and the custom view whose members are reachable without `self.`.
struct Scope {
    var names: [String: Bound] = [:]
    var view: ViewDecl?
}

extension SwiftReader {
    mutating func document(for configuration: FunctionCallExprSyntax) -> Document? {
        var document = Document()
        // `for: X.self`
        if let forArg = configuration.arguments.first(where: { $0.label?.text == "for" }) {
            let typeName = forArg.expression.trimmedDescription.replacingOccurrences(of: ".self", with: "")
            attributesType = typeName
            document.activityName = Identifier(typeName.replacingOccurrences(of: "Attributes", with: "").isEmpty ? typeName
                                               : String(typeName.replacingOccurrences(of: "Attributes", with: "")),
                                               range: range(of: forArg.expression))
            if let decl = declarations.attributes[typeName] {
                readAttributes(decl)
            } else {
                error("no 'struct \(typeName): ActivityAttributes' in the files read", at: forArg.expression,
                      help: "pass the file that declares \(typeName) too (or the extension's folder)")
            }
        } else {
            error("ActivityConfiguration without 'for:'", at: configuration)
        }

        var regions: [RegionDecl] = []
        if let lock = configuration.trailingClosure {
            regions.append(RegionDecl(kind: .lockScreen, body: closureBody(lock, scope: Scope()), range: range(of: lock)))
        }
        var expanded: [RegionDecl] = []
        if let island = configuration.additionalTrailingClosures.first(where: { $0.label.text == "dynamicIsland" })?.closure {
            var scope = Scope()
            if let p = Self.closureParameters(island).first { scope.names[p] = .context }
            if let call = island.statements.last.flatMap({ Self.asExpr($0) }).flatMap(Self.dynamicIslandCall) {
                (regions, expanded) = dynamicIsland(call, scope: scope, regions: regions)
            } else {
                error("the dynamicIsland closure should end with DynamicIsland { … } compactLeading: … ", at: island)
            }
        }
        if Self.supportsSmallFamily(configuration), let lock = configuration.trailingClosure {
            readingSmallFamily = true
            regions.append(RegionDecl(kind: .small, body: closureBody(lock, scope: Scope()), range: range(of: lock)))
            readingSmallFamily = false
        }
        // An island of only `EmptyView()`s is what `lockshot export` writes for a layout without island regions.
        func isEmpty(_ region: RegionDecl) -> Bool {
            region.body.count == 1 && Self.single(region.body).map { $0.name.name == "EmptyView" && $0.modifiers.isEmpty } == true
        }
        let compact = regions.filter { $0.kind != .lockScreen && $0.kind != .small }
        document.regions = regions.filter { $0.kind == .lockScreen || $0.kind == .small || !compact.allSatisfy(isEmpty) }
            + (expanded.allSatisfy(isEmpty) ? [] : expanded)
        let offsets = regionViewOffsets(configuration)
        if document.regions.allSatisfy({ offsets[$0.kind] != nil }) {
            document.regions.sort { (offsets[$0.kind] ?? 0) < (offsets[$1.kind] ?? 0) }
        }
        // ActivityKit's split: the struct's own properties are static attributes, ContentState's are `state { }`.
        document.attributes = attributeDecls + stateDecls.map { var s = $0; s.isState = true; return s }
        // Without static attributes there is nothing to split: a layout without `state { }` means the same.
        let documented = attributesType.flatMap { declarations.attributes[$0] }.map(Self.documentsStateBlock) ?? false
        document.declaresState = hasContentState && (!attributeDecls.isEmpty || documented)
        if !document.declaresState {
            for i in document.attributes.indices { document.attributes[i].isState = false }
        }
        // Theme tokens in the order their constants are declared.
        document.theme = theme.sorted { $0.range.start.offset < $1.range.start.offset }
        document.previews = previews()
        document.fonts = fontDecls()
        return document
    }

    /// The `DynamicIsland { … } compactLeading: …` call under any modifiers.
    static func dynamicIslandCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calledExpression.trimmedDescription == "DynamicIsland" { return call }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { return dynamicIslandCall(base) }
        return nil
    }

    mutating func dynamicIsland(_ call: FunctionCallExprSyntax, scope: Scope, regions: [RegionDecl]) -> ([RegionDecl], [RegionDecl]) {
        var regions = regions
        var expanded: [RegionDecl] = []
        if let content = call.trailingClosure {
            for item in content.statements {
                guard !Self.isSkipped(item), let expr = Self.asExpr(item) else { continue }
                var regionCall = expr.as(FunctionCallExprSyntax.self)
                // `DynamicIslandExpandedRegion(.leading) { … }.dynamicIsland(verticalPlacement:)`: placement is not drawn differently.
                while let c = regionCall, let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
                    regionCall = base.as(FunctionCallExprSyntax.self)
                }
                guard let regionCall, regionCall.calledExpression.trimmedDescription == "DynamicIslandExpandedRegion",
                      let position = regionCall.arguments.first?.expression.trimmedDescription, let body = regionCall.trailingClosure else {
                    error("expected DynamicIslandExpandedRegion(.leading) { … }", at: item)
                    continue
                }
                let kind = Self.expandedRegion(position)
                guard let kind else {
                    error("unknown expanded region '\(position)'", at: regionCall.arguments, help: "use .leading, .trailing, .center or .bottom")
                    continue
                }
                expanded.append(RegionDecl(kind: kind, body: closureBody(body, scope: scope, bindParameter: false), range: range(of: regionCall)))
            }
        }
        for closure in call.additionalTrailingClosures {
            guard let kind = Self.islandRegion(closure.label.text) else { continue }
            regions.append(RegionDecl(kind: kind, body: closureBody(closure.closure, scope: scope, bindParameter: false),
                                      range: range(of: closure.closure)))
        }
        if let member = call.parent?.as(MemberAccessExprSyntax.self) {
            warning("'.\(member.declName.baseName.text)' on the DynamicIsland is not drawn", at: member.declName)
        }
        return (regions, expanded)
    }

    /// The statements of an `ActivityConfiguration` closure (`context in …`).
    mutating func closureBody(_ closure: ClosureExprSyntax, scope: Scope, bindParameter: Bool = true) -> [Statement] {
        var scope = scope
        if bindParameter, let p = Self.closureParameters(closure).first { scope.names[p] = .context }
        return statements(closure.statements, scope: &scope)
    }

    static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): return list.map { $0.name.text }
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    static func asExpr(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        if let e = item.item.as(ExprSyntax.self) { return e }
        if let s = item.item.as(ExpressionStmtSyntax.self) { return s.expression }
        if let r = item.item.as(ReturnStmtSyntax.self) { return r.expression }
        return nil
    }

    // MARK: Attributes

    /// Fields passed to `Image(lockshotFile: context.….name)`.
    var imageFields: Set<String> {
        var out = Set<String>()
        for source in sources {
            var rest = Substring(source.text)
            while let found = rest.range(of: "lockshotFile: context.") {
                let tail = rest[found.upperBound...]
                let path = tail.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
                if let last = path.split(separator: ".").last { out.insert(String(last)) }
                rest = tail
            }
        }
        return out
    }

    mutating func readAttributes(_ decl: StructDeclSyntax) {
        for member in decl.memberBlock.members {
            if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == "ContentState" {
                hasContentState = true
                for inner in nested.memberBlock.members {
                    if let variable = inner.decl.as(VariableDeclSyntax.self) { stateDecls += fields(variable) }
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                attributeDecls += fields(variable)
            }
        }
    }

    /// Stored properties as attributes: Swift types mapped to the layout's.
    mutating func fields(_ variable: VariableDeclSyntax) -> [AttributeDecl] {
        if variable.modifiers.contains(where: { $0.name.text == "static" }) { return [] }
        var out: [AttributeDecl] = []
        for binding in variable.bindings {
            guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type else { continue }
            var spelled = type.trimmedDescription
            var optional = false
            if spelled.hasSuffix("?") { optional = true; spelled.removeLast() }
            if spelled.hasPrefix("Optional<"), spelled.hasSuffix(">") { optional = true; spelled = String(spelled.dropFirst(9).dropLast()) }
            var array = false
            if spelled.hasPrefix("["), spelled.hasSuffix("]") { array = true; spelled = String(spelled.dropFirst().dropLast()) }
            let r = range(of: binding)
            if spelled == "ClosedRange<Date>" || spelled == "Range<Date>" {
                dateRanges.insert(name)
                for part in ["Start", "End"] {
                    out.append(AttributeDecl(name: Identifier(name + part, range: range(of: binding.pattern)),
                                             type: TypeRef(name: Identifier("Date", range: range(of: type)), isOptional: optional), range: r))
                }
                continue
            }
            let mapped: String? = switch spelled {
            case "String", "Substring", "URL": "String"
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": "Int"
            case "Double", "Float", "CGFloat", "TimeInterval": "Double"
            case "Bool": "Bool"
            case "Date": "Date"
            case "Color", "LockshotColor": "Color"
            default: nil
            }
            // A String read by `Image(lockshotFile:)` (lockshot export's App Group image) is an Image attribute.
            let resolved = mapped == "String" && imageFields.contains(name) ? "Image" : mapped
            guard let mapped = resolved, !(array && !["String", "Int", "Double"].contains(mapped)) else {
                error("'\(name): \(type.trimmedDescription)': lockshot attributes are String, Int, Double, Bool, Date, ClosedRange<Date> and arrays of String, Int or Double",
                      at: binding, help: "store a plain value (the enum's rawValue, a formatted String) in the attributes or content state")
                continue
            }
            let defaultValue = binding.initializer.map { Self.wholeNumbersAsIntegers(expr($0.value, scope: Scope())) }
            out.append(AttributeDecl(name: Identifier(name, range: range(of: binding.pattern)),
                                     type: TypeRef(name: Identifier(mapped, range: range(of: type)), isOptional: optional, isArray: array),
                                     defaultValue: defaultValue, range: r))
        }
        return out
    }
}
