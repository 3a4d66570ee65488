import LockshotLanguage

/// Views of issue 14: `ForEach`, `Group`, `EmptyView`, `Link`, `Button` (transparent: their views join
/// the parent, each wrapped in the container's modifiers, as SwiftUI applies a `Group`'s modifiers to
/// each child), `ViewThatFits`, and the modifiers that draw nothing in a still.
extension BinderState {
    /// The views a transparent container contributes to its parent.
    mutating func bindTransparent(_ node: ViewNode, environment outer: TextEnvironment, axis: Axis?) -> [BoundView] {
        let savedAppearance = colorScheme
        defer { colorScheme = savedAppearance }
        let environments = modifierEnvironments(node, outer: outer)
        let env = environments[0]
        var children: [BoundView]
        switch node.name.name {
        case "EmptyView": return []
        case "ForEach": children = bindForEach(node, environment: env, axis: axis)
        case "Button" where node.content == nil:
            // `Button("Title", intent: …)` draws its title as a `Text`.
            guard let title = node.arguments.first(where: { $0.label == nil }) else { return [] }
            let text = ViewNode(name: Identifier("Text", range: node.name.range), arguments: [title], range: node.range)
            children = bindView(text, environment: env, axis: axis).map { [$0] } ?? []
        default: children = bindStatements(node.content ?? [], environment: env, axis: axis)
        }
        if node.name.name == "Link", let destination = argument("destination", in: node.arguments) {
            let url = evaluate(destination.value).text
            children = children.map { BoundView(id: makeID(), kind: .annotation(name: "link", value: url, $0), range: node.range) }
        } else if node.name.name == "Button" {
            let intent = argument("intent", in: node.arguments).map { Printer.expression($0.value) } ?? "action"
            children = children.map { BoundView(id: makeID(), kind: .annotation(name: "button", value: intent, $0), range: node.range) }
        }
        return children.map { child in
            var view = child
            for (index, modifier) in node.modifiers.enumerated() {
                colorScheme = environments[index + 1].colorScheme ?? savedAppearance
                view = wrap(view, in: modifier, environment: environments[index + 1])
            }
            return view
        }
    }

    /// `ForEach(0..<n) { i in … }`, `ForEach(stops, id: \.self) { stop in … }`: the body once per item,
    /// the parameter bound to the item. More than `Schema.maxForEachItems` items is a `bad-value` error.
    mutating func bindForEach(_ node: ViewNode, environment env: TextEnvironment, axis: Axis?) -> [BoundView] {
        guard let data = node.arguments.first(where: { $0.label == nil }) else { return [] }
        let limit = Schema.maxForEachItems
        var items: [BoundValue] = []
        if case .binary(let op, let a, let b) = data.value.kind, op == .halfOpenRange || op == .closedRange {
            guard let low = evaluate(a).number, let high = evaluate(b).number else { return [] }
            let written = "\(BoundValue.format(low))\(op.rawValue)\(BoundValue.format(high))"
            guard low.isFinite, high.isFinite, low == low.rounded(), high == high.rounded() else {
                diagnose(.error, "'ForEach' needs a range of whole numbers, found \(written)", at: data.range, code: "bad-value")
                return []
            }
            let count = high - low + (op == .closedRange ? 1 : 0)
            guard count >= 0, high >= low else {
                diagnose(.error, "the range \(written) ends before it starts", at: data.range, code: "bad-value",
                         help: "Swift stops with 'Range requires lowerBound <= upperBound'")
                return []
            }
            guard count <= Double(limit) else {
                diagnose(.error, "'ForEach' over \(written) makes \(BoundValue.format(count)) views; at most \(limit) are drawn",
                         at: data.range, code: "bad-value", help: "a Live Activity shows a handful of items; shorten the range")
                return []
            }
            items = (0..<Int(count)).map { .number(low + Double($0)) }
        } else {
            switch evaluate(data.value) {
            case .array(let values): items = values
            case .none: return []
            case let other:
                diagnose(.error, "'ForEach' needs a range or an array, found '\(other.text)'", at: data.range, code: "bad-value")
                return []
            }
            guard items.count <= limit else {
                diagnose(.error, "'ForEach' over \(items.count) items; at most \(limit) are drawn", at: data.range, code: "bad-value")
                return []
            }
        }
        let name = node.closureParameter.map(\.name).flatMap { $0 == "_" ? nil : $0 }
        let saved = name.flatMap { locals[$0] }
        let savedIntegral = name.map { integerLocals.contains($0) } ?? false
        defer {
            if let name {
                locals[name] = saved
                if savedIntegral { integerLocals.insert(name) } else { integerLocals.remove(name) }
            }
        }
        if let name {
            // Over a range Swift's element is an Int; over an array, the array's element type.
            var integral = true
            if case .binary(let op, _, _) = data.value.kind, op == .halfOpenRange || op == .closedRange {
                integral = true
            } else if case .array(let elements) = data.value.kind {
                integral = elements.allSatisfy { isInteger($0) }
            } else if case .identifier(let array) = data.value.kind, let type = attributeTypes[array] {
                integral = type.isArray && type.name.name == "Int"
            } else {
                integral = false
            }
            if integral { integerLocals.insert(name) } else { integerLocals.remove(name) }
        }
        var views: [BoundView] = []
        for item in items {
            if let name { locals[name] = item }
            views += bindStatements(node.content ?? [], environment: env, axis: axis)
        }
        return views
    }

    /// `ViewThatFits(in: .horizontal) { … }`: every child bound; layout picks one.
    mutating func bindViewThatFits(_ node: ViewNode, environment env: TextEnvironment, axis: Axis?) -> BoundViewKind {
        var horizontal = true, vertical = true
        if let axes = argument("in", in: node.arguments) {
            var names: [String] = []
            switch evaluate(axes.value) {
            case .member(let name, _): names = [name]
            case .array(let members): for case .member(let name, _) in members { names.append(name) }
            default: break
            }
            horizontal = names.contains("horizontal")
            vertical = names.contains("vertical")
        }
        let children = bindStatements(node.content ?? [], environment: env, axis: axis)
        return .viewThatFits(horizontal: horizontal, vertical: vertical, children)
    }

    /// Modifiers that draw nothing in a still (kept as annotations for the layout dump), and
    /// `gridCellColumns(n)` on a cell (through its other modifiers): how many columns it takes.
    static func gridSpan(_ view: BoundView) -> Int {
        var current: BoundView? = view
        while let node = current {
            if case .annotation("gridCellColumns", let value, _) = node.kind, let n = Double(value), n.isFinite {
                return max(1, min(64, Int(n)))
            }
            current = node.wrapped
        }
        return 1
    }

    /// `containerBackground(_:for:)`, drawn as a background. Nil for every other modifier.
    mutating func wrapLanguageModifier(_ view: BoundView, in modifier: Modifier, environment env: TextEnvironment) -> BoundView? {
        let name = modifier.name.name
        if name == "containerBackground" {
            guard let arg = modifier.arguments.first, let c = color(evaluate(arg.value), at: arg.range) else { return view }
            let decoration = BoundView(id: makeID(), kind: .color(c), range: arg.range)
            return BoundView(id: makeID(), kind: .background(decoration, .center, view), range: modifier.range)
        }
        guard Schema.annotationModifiers.contains(name) else { return nil }
        if name == "contentMargins" { noteIslandMargins(modifier.arguments) }
        let value = modifier.arguments.map { argument -> String in
            let label = argument.label.map { "\($0.name): " } ?? ""
            switch evaluate(argument.value) {
            case .string(let s): return label + s
            case .number, .bool: return label + evaluate(argument.value).text
            default: return label + Printer.expression(argument.value)
            }
        }.joined(separator: ", ")
        return BoundView(id: makeID(), kind: .annotation(name: name, value: value, view), range: modifier.range)
    }

    /// `contentMargins([edges,] length, for: .compactLeading | .compactTrailing | .minimal | .expanded)`: the island's
    /// margins for that presentation (other placements inset scroll views, which a Live Activity has none of).
    mutating func noteIslandMargins(_ args: [Argument]) {
        guard let mode = member("for", in: args).flatMap(IslandMarginMode.init(rawValue:)) else { return }
        let (edges, length) = edgesAndLength(args, what: "contentMargins", domain: .length)
        guard let length else { return }
        for edge in edges { islandMargins[mode, default: [:]][edge] = length }
    }
}
