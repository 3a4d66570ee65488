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
