import LockshotLanguage
import SwiftSyntax

extension SwiftReader {
    /// `DynamicIslandExpandedRegion(.leading)`'s position → the layout's region.
    static func expandedRegion(_ position: String?) -> RegionKind? {
        switch position {
        case ".leading": .expandedLeading
        case ".trailing": .expandedTrailing
        case ".center": .expandedCenter
        case ".bottom": .expandedBottom
        default: nil
        }
    }

    /// A `DynamicIsland`'s labelled trailing closure (`compactLeading:`, `compactTrailing:`, `minimal:`) → its region.
    static func islandRegion(_ label: String) -> RegionKind? {
        [RegionKind.compactLeading, .compactTrailing, .minimal].first { $0.rawValue == label }
    }

    /// `.supplementalActivityFamilies([.small])` on the configuration: its content is drawn in the `small` region too.
    static func supportsSmallFamily(_ configuration: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(configuration).parent
        while let current = node, current.is(MemberAccessExprSyntax.self) || current.is(FunctionCallExprSyntax.self) {
            if let call = current.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "supplementalActivityFamilies" {
                return call.arguments.contains { $0.expression.trimmedDescription.contains(".small") }
            }
            node = current.parent
        }
        return false
    }

    /// A `switch` over the view's `@Environment(\.activityFamily)`: the chosen case's expressions (`.small` while the
    /// `small` region is read, else `.medium` or `default`); nil for any other `switch`.
    func familyCase(_ node: SwitchExprSyntax, scope: Scope) -> [ExprSyntax]? {
        guard let subject = node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
              scope.view?.environment[subject] == "activityFamily" else { return nil }
        let wanted = readingSmallFamily ? [".small"] : [".medium"]
        var fallback: [ExprSyntax]?
        for element in node.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            let expressions = switchCase.statements.compactMap { Self.asExpr($0) }
            switch switchCase.label {
            case .default: fallback = fallback ?? expressions
            case .case(let label):
                let patterns = label.caseItems.map { $0.pattern.trimmedDescription }
                if patterns.contains(where: wanted.contains) { return expressions }
            }
        }
        return fallback ?? []
    }

    /// Where each region's view is declared, when every region's closure is one call of a view declared in the
    /// files read (`LockScreenView(context: context)`, as `lockshot export` writes them in the layout's region order):
    /// the layout's regions then follow the declarations, else the order the configuration gives them.
    func regionViewOffsets(_ configuration: FunctionCallExprSyntax) -> [RegionKind: Int] {
        var out: [RegionKind: Int] = [:]
        // The view declared in the files read that `statements` are one call of (`LockScreenView(context: context)`).
        func calledView(_ statements: CodeBlockItemListSyntax?) -> ViewDecl? {
            guard let statements, statements.count == 1, let item = statements.first,
                  let call = Self.asExpr(item)?.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            return declarations.views[name]
        }
        func offset(_ closure: ClosureExprSyntax?) -> Int? { calledView(closure?.statements).map { range(of: $0.node).start.offset } }
        out[.lockScreen] = offset(configuration.trailingClosure)
        // `ActivityContentView(context:)` choosing by family, as `lockshot export` writes it: each region at its case's view.
        if let content = calledView(configuration.trailingClosure?.statements), let body = content.computed["body"], body.count == 1,
           let choice = body.first.flatMap({ Self.asExpr($0) })?.as(SwitchExprSyntax.self) {
            for element in choice.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self), let view = calledView(switchCase.statements) else { continue }
                let isSmall = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.contains { $0.pattern.trimmedDescription == ".small" } == true
                out[isSmall ? .small : .lockScreen] = range(of: view.node).start.offset
            }
        }
        guard let island = configuration.additionalTrailingClosures.first(where: { $0.label.text == "dynamicIsland" })?.closure,
              let call = island.statements.last.flatMap({ Self.asExpr($0) }).flatMap(Self.dynamicIslandCall) else { return out }
        for item in call.trailingClosure?.statements ?? [] {
            guard let regionCall = Self.asExpr(item)?.as(FunctionCallExprSyntax.self),
                  regionCall.calledExpression.trimmedDescription == "DynamicIslandExpandedRegion" else { continue }
            if let kind = Self.expandedRegion(regionCall.arguments.first?.expression.trimmedDescription) {
                out[kind] = offset(regionCall.trailingClosure)
            }
        }
        for closure in call.additionalTrailingClosures {
            if let kind = Self.islandRegion(closure.label.text) { out[kind] = offset(closure.closure) }
        }
        return out
    }
}
