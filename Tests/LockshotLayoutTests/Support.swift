import LockshotLanguage
import LockshotLayout
import Testing

/// Parses and binds an inline layout with the fake assets.
func bindSource(_ text: String, preview: String? = nil, environment: BindingEnvironment = BindingEnvironment(layoutDirectory: "."),
                payloadFields: [PreviewField]? = nil) -> BoundActivity {
    let file = SourceFile(path: "test.lockshot", text: text)
    let (document, diagnostics) = Parser.parse(file)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
    return Binder.bind(document, file: file, preview: preview, environment: environment, assets: FakeAssets(),
                       payloadFields: payloadFields)
}

/// The first bound text in a region, depth first.
func firstText(_ view: BoundView?) -> BoundText? {
    guard let view else { return nil }
    switch view.kind {
    case .text(let t): return t
    case .stack(_, _, _, let children), .zstack(_, let children): return children.lazy.compactMap(firstText).first
    default: return firstText(view.wrapped)
    }
}

/// Every bound text in a region, depth first, in order.
func allTexts(_ view: BoundView?) -> [BoundText] {
    guard let view else { return [] }
    switch view.kind {
    case .text(let t): return [t]
    case .stack(_, _, _, let children), .zstack(_, let children): return children.flatMap(allTexts)
    default: return allTexts(view.wrapped)
    }
}

/// Every draw operation, groups flattened (group first, then its content).
func flatten(_ ops: [DrawOperation]) -> [DrawOperation] {
    ops.flatMap { op -> [DrawOperation] in
        if case .group(_, _, let inner) = op { return [op] + flatten(inner) }
        if case .glow(_, _, _, let inner) = op { return [op] + flatten(inner) }
        return [op]
    }
}
