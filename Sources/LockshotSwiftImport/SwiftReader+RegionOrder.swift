import LockshotLanguage
import SwiftSyntax

extension SwiftReader {
    /// Where each region's view is declared, when every region's closure is one call of a view declared in the
    /// files read (`LockScreenView(context: context)`, as `lockshot export` writes them in the layout's region order):
    /// the layout's regions then follow the declarations, else the order the configuration gives them.
    func regionViewOffsets(_ configuration: FunctionCallExprSyntax) -> [RegionKind: Int] {
        var out: [RegionKind: Int] = [:]
        func offset(_ closure: ClosureExprSyntax?) -> Int? {
            guard let closure, closure.statements.count == 1, let item = closure.statements.first,
                  let call = Self.asExpr(item)?.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let view = declarations.views[name] else { return nil }
            return range(of: view.node).start.offset
        }
        out[.lockScreen] = offset(configuration.trailingClosure)
        guard let island = configuration.additionalTrailingClosures.first(where: { $0.label.text == "dynamicIsland" })?.closure,
              let call = island.statements.last.flatMap({ Self.asExpr($0) }).flatMap(Self.dynamicIslandCall) else { return out }
        for item in call.trailingClosure?.statements ?? [] {
            guard let regionCall = Self.asExpr(item)?.as(FunctionCallExprSyntax.self),
                  regionCall.calledExpression.trimmedDescription == "DynamicIslandExpandedRegion" else { continue }
            let kind: RegionKind? = switch regionCall.arguments.first?.expression.trimmedDescription {
            case ".leading": .expandedLeading
            case ".trailing": .expandedTrailing
            case ".center": .expandedCenter
            case ".bottom": .expandedBottom
            default: nil
            }
            if let kind { out[kind] = offset(regionCall.trailingClosure) }
        }
        for closure in call.additionalTrailingClosures {
            let kind: RegionKind? = switch closure.label.text {
            case "compactLeading": .compactLeading
            case "compactTrailing": .compactTrailing
            case "minimal": .minimal
            default: nil
            }
            if let kind { out[kind] = offset(closure.closure) }
        }
        return out
    }
}
