import LockshotLanguage
import SwiftSyntax

/// Finds the declarations an import needs anywhere in a file.
private final class Collector: SyntaxVisitor {
    var declarations: Declarations

    init(_ declarations: Declarations) {
        self.declarations = declarations
        super.init(viewMode: .sourceAccurate)
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    /// The dotted name of the type a member list belongs to (`Outer.Inner`).
    static func typeName(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current: Syntax? = Syntax(node)
        while let c = current {
            if let s = c.as(StructDeclSyntax.self) { names.insert(s.name.text, at: 0) }
            else if let e = c.as(EnumDeclSyntax.self) { names.insert(e.name.text, at: 0) }
            else if let e = c.as(ExtensionDeclSyntax.self) {
                var extended = e.extendedType.trimmedDescription
                // `extension ShapeStyle where Self == Color`: members are Color's.
                if extended == "ShapeStyle", let w = e.genericWhereClause?.trimmedDescription, w.contains("Color") { extended = "Color" }
                names.insert(extended, at: 0)
            }
            current = c.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherits = Self.inherited(node.inheritanceClause)
        if SwiftReader.isSkipped(node) { declarations.skipped.insert(node.name.text) }
        if inherits.contains("Layout") { declarations.layouts.insert(node.name.text) }
        if inherits.contains("ActivityAttributes") { declarations.attributes[node.name.text] = node }
        if inherits.contains("View") {
            var view = ViewDecl(name: node.name.text, node: node)
            members(node.memberBlock, into: &view)
            declarations.views[node.name.text] = view
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        if var view = declarations.views[name] {
            members(node.memberBlock, into: &view)
            declarations.views[name] = view
        } else {
            pendingExtensions.append(node)
        }
        return .visitChildren
    }

    /// Extensions of views declared later in the walk.
    var pendingExtensions: [ExtensionDeclSyntax] = []

    func finish() {
        for node in pendingExtensions {
            let name = node.extendedType.trimmedDescription
            if var view = declarations.views[name] {
                members(node.memberBlock, into: &view)
                declarations.views[name] = view
            }
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "static" }), let owner = Self.typeName(of: node) else {
            return .visitChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription
            if let value = binding.initializer?.value {
                declarations.statics[owner + "." + name] = (value, type)
            } else if let value = SwiftReader.singleExpression(binding.accessorBlock) {
                declarations.statics[owner + "." + name] = (value, type)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "ActivityConfiguration" { declarations.configurations.append(node) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            declarations.previews.append(PreviewMacro(node: Syntax(node), arguments: node.arguments,
                                                      trailingClosure: node.trailingClosure,
                                                      additional: node.additionalTrailingClosures))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            declarations.previews.append(PreviewMacro(node: Syntax(node), arguments: node.arguments,
                                                      trailingClosure: node.trailingClosure,
                                                      additional: node.additionalTrailingClosures))
        }
        return .visitChildren
    }

    func members(_ block: MemberBlockSyntax, into view: inout ViewDecl) {
        for member in block.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                if variable.modifiers.contains(where: { $0.name.text == "static" }) { continue }
                let environmentKey = variable.attributes.compactMap { attribute -> String? in
                    guard let a = attribute.as(AttributeSyntax.self), a.attributeName.trimmedDescription == "Environment" else { return nil }
                    return a.arguments?.trimmedDescription.replacingOccurrences(of: "\\.", with: "")
                }.first
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let key = environmentKey {
                        view.environment[name] = key
                    } else if let accessors = binding.accessorBlock {
                        if let body = SwiftReader.getterBody(accessors) { view.computed[name] = body }
                    } else {
                        view.properties.append((name, binding.typeAnnotation?.type, binding.initializer?.value))
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil {
                view.functions[function.name.text] = function
            }
        }
    }
}

extension SwiftReader {
    mutating func collect(_ tree: SourceFileSyntax) {
        let collector = Collector(declarations)
        collector.walk(tree)
        collector.finish()
        declarations = collector.declarations
    }

    /// The statements of a computed property's getter.
    static func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let list):
            return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// `{ expr }` or `{ return expr }`.
    static func singleExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let block, let items = getterBody(block) else { return nil }
        return singleExpression(items)
    }

    static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first else { return nil }
        if let expr = item.item.as(ExprSyntax.self) { return expr }
        if let ret = item.item.as(ReturnStmtSyntax.self) { return ret.expression }
        if let stmt = item.item.as(ExpressionStmtSyntax.self) { return stmt.expression }
        return nil
    }
}
