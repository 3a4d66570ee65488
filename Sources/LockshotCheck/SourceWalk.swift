import LockshotLanguage

/// Walks a layout's view statements in source order (regions, `if` branches, closures,
/// views in argument position), for rules that read the source.
enum SourceWalk {
    /// A view met in a region, with the views around it (outermost first).
    struct Visit {
        var region: RegionKind
        var view: ViewNode
        var ancestors: [ViewNode]
    }

    static func views(in document: Document) -> [Visit] {
        var out: [Visit] = []
        for region in document.regions {
            walk(region.body, region: region.kind, ancestors: [], into: &out)
        }
        return out
    }

    private static func walk(_ statements: [Statement], region: RegionKind, ancestors: [ViewNode],
                             into out: inout [Visit]) {
        for statement in statements {
            switch statement {
            case .view(let view):
                out.append(Visit(region: region, view: view, ancestors: ancestors))
                if let content = view.content { walk(content, region: region, ancestors: ancestors + [view], into: &out) }
                for modifier in view.modifiers {
                    if let content = modifier.content {
                        walk(content, region: region, ancestors: ancestors + [view], into: &out)
                    }
                }
            case .conditional(let conditional):
                walk(conditional.thenBody, region: region, ancestors: ancestors, into: &out)
                if let elseBody = conditional.elseBody {
                    walk(elseBody, region: region, ancestors: ancestors, into: &out)
                }
            }
        }
    }
}
