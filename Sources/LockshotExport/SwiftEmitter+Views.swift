import LockshotLanguage

/// Views, `if`s and modifier chains, written as hand-written SwiftUI: 4-space indent, one modifier a line.
extension SwiftEmitter {
    static func pad(_ level: Int) -> String { String(repeating: "    ", count: level) }

    /// Modifiers of `Image` (not `View`): SwiftUI only takes them first in the chain.
    static let imageModifiers: Set<String> = ["resizable", "interpolation", "renderingMode"]
    /// Modifiers of `Shape` (not `View`), in the order SwiftUI takes them.
    static let shapeModifiers: [String] = ["trim", "fill", "stroke", "strokeBorder"]

    /// True when `statements` put at most one view in their parent (so a region needs no `VStack`).
    static func producesAtMostOne(_ statements: [Statement]) -> Bool {
        guard statements.count <= 1 else { return false }
        guard let first = statements.first else { return true }
        switch first {
        case .view(let node): return node.name.name != "ForEach" && node.name.name != "Group"
        case .conditional(let c): return producesAtMostOne(c.thenBody) && producesAtMostOne(c.elseBody ?? [])
        }
    }

    mutating func statements(_ statements: [Statement], level: Int) -> [String] {
        statements.flatMap { statement(in: $0, level: level) }
    }

    mutating func statement(in statement: Statement, level: Int) -> [String] {
        switch statement {
        case .view(let node): return view(node, level: level)
        case .conditional(let c): return conditional(c, level: level, keyword: "if")
        }
    }

    /// `if x { }`: a bare optional becomes `if let x = context.state.x` (and `!x.isEmpty` for a string), so the
    /// body reads the unwrapped value, as lockshot's `if caption { Text(caption) }` does.
    mutating func conditional(_ c: IfStatement, level: Int, keyword: String) -> [String] {
        let saved = locals
        var clauses: [String] = []
        for clause in conjuncts(c.condition) {
            if case .identifier(let name) = clause.kind, locals[name] == nil, let attribute = attributes[name],
               attribute.type.isOptional, attribute.type.name.name != "Color" {
                var type = SwiftType(attribute.type)
                type.isOptional = false
                let value = attribute.type.name.name == "Image" ? attributeAccess(name) : attributeAccess(name)
                clauses.append("let \(name) = \(value)")
                if type.base == .string || attribute.type.isArray { clauses.append("!\(name).isEmpty") }
                locals[name] = type
            } else {
                clauses.append(condition(clause))
            }
        }
        var lines = [Self.pad(level) + keyword + " " + clauses.joined(separator: ", ") + " {"]
        lines += statements(c.thenBody, level: level + 1)
        locals = saved
        if let elseBody = c.elseBody {
            if elseBody.count == 1, case .conditional(let nested) = elseBody[0] {
                var nestedLines = conditional(nested, level: level, keyword: "} else if")
                nestedLines[0] = Self.pad(level) + String(nestedLines[0].drop { $0 == " " })
                return lines + nestedLines
            }
            lines.append(Self.pad(level) + "} else {")
            lines += statements(elseBody, level: level + 1)
        }
        lines.append(Self.pad(level) + "}")
        return lines
    }

    /// `a && b && c` as its clauses (an `if let` can bind any of them).
    func conjuncts(_ expr: Expr) -> [Expr] {
        if case .binary(.and, let a, let b) = expr.kind { return conjuncts(a) + conjuncts(b) }
        return [expr]
    }

    // MARK: Views

    mutating func view(_ node: ViewNode, level: Int) -> [String] {
        let pad = Self.pad(level)
        var (modifiers, characterLimit) = preparedModifiers(node)
        var head = viewHead(node, characterLimit: characterLimit)
        if !node.concatenated.isEmpty {
            // `Text(a).bold() + Text(b)`: a segment's modifiers style that segment, so they stay on it.
            for modifier in modifiers { head += "." + modifier.name.name + "(" + modifierArguments(modifier) + ")" }
            modifiers = []
        }
        for segment in node.concatenated {
            head += " + " + inlineView(segment)
        }
        var lines: [String] = []
        if let content = node.content {
            var opening = head
            if head.hasSuffix("()") && node.name.name != "Button" { opening = String(head.dropLast(2)) }
            if let parameter = node.closureParameter {
                opening += " { \(parameter.name) in"
            } else if node.name.name == "ForEach" {
                opening += " { _ in"
            } else {
                opening += " {"
            }
            lines.append(pad + opening)
            let saved = locals
            if let parameter = node.closureParameter, parameter.name != "_" {
                locals[parameter.name] = forEachElementType(node)
            }
            lines += statements(content, level: level + 1)
            locals = saved
            var closing = pad + "}"
            var labeledClosures = node.labeledClosures
            // SwiftUI's Gauge takes `minimumValueLabel:`/`maximumValueLabel:` only after a `currentValueLabel:`.
            if node.name.name == "Gauge", !labeledClosures.contains(where: { $0.label.name == "currentValueLabel" }),
               let first = labeledClosures.firstIndex(where: { ["minimumValueLabel", "maximumValueLabel"].contains($0.label.name) }) {
                let empty = Statement.view(ViewNode(name: Identifier("EmptyView"), arguments: []))
                labeledClosures.insert(LabeledClosure(label: Identifier("currentValueLabel"), body: [empty]), at: first)
            }
            for labeled in labeledClosures {
                lines.append(closing + " \(labeled.label.name): {")
                lines += statements(labeled.body, level: level + 1)
                closing = pad + "}"
            }
            lines.append(closing)
        } else {
            lines.append(pad + head)
        }
        // Xcode's style: a modifier after a closing brace lines up with it; after a call, it is indented.
        let modifierLevel = node.content != nil ? level : level + 1
        for modifier in modifiers {
            lines += self.modifier(modifier, level: modifierLevel, on: node)
        }
        return lines
    }

    func forEachElementType(_ node: ViewNode) -> SwiftType {
        guard let first = node.arguments.first, let t = type(of: first.value) else { return .int }
        switch t.base {
        case .stringArray: return .string
        case .doubleArray: return .double
        default: return .int
        }
    }

    /// `DynamicIslandMode`'s members, the island presentations `contentMargins(_:_:for:)` names.
    static let islandModes: Set<String> = ["compactLeading", "compactTrailing", "minimal", "expanded"]

    /// The chain SwiftUI accepts: `Image`'s and `Shape`'s own modifiers first, `keylineTint` lifted,
    /// `characterLimit` applied to the text.
    mutating func preparedModifiers(_ node: ViewNode) -> ([Modifier], Expr?) {
        var front: [Modifier] = [], shape: [Modifier] = [], rest: [Modifier] = []
        var limit: Expr?
        let spec = Schema.standard.view(named: node.name.name)
        for modifier in node.modifiers {
            let name = modifier.name.name
            if name == "characterLimit" {
                if node.name.name == "Text", let arg = modifier.arguments.first, node.arguments.count == 1,
                   node.arguments[0].label == nil, type(of: node.arguments[0].value)?.base != .date {
                    limit = arg.value
                } else {
                    refuse("characterLimit can only be exported on a Text showing a string", modifier.range,
                           help: "put .characterLimit(n) on the Text(…) itself")
                }
            } else if name == "keylineTint" {
                if let arg = modifier.arguments.first { keylineTint = expression(arg.value) }
            } else if name == "contentMargins", let placement = modifier.arguments.first(where: { $0.label?.name == "for" }),
                      case .implicitMember(let mode, nil) = placement.value.kind, Self.islandModes.contains(mode) {
                // The island's margins: `DynamicIsland { … }.contentMargins(…, for: .compactLeading)` in SwiftUI.
                let arguments = modifier.arguments.map { ($0.label.map { "\($0.name): " } ?? "") + expression($0.value) }
                let line = ".contentMargins(\(arguments.joined(separator: ", ")))"
                if !islandMargins.contains(line) { islandMargins.append(line) }
            } else if Self.imageModifiers.contains(name), node.name.name == "Image" {
                front.append(modifier)
            } else if Self.shapeModifiers.contains(name), spec?.category == .shape {
                shape.append(modifier)
            } else {
                rest.append(modifier)
            }
        }
        shape.sort { (Self.shapeModifiers.firstIndex(of: $0.name.name) ?? 0) < (Self.shapeModifiers.firstIndex(of: $1.name.name) ?? 0) }
        return (front + shape + rest, limit)
    }

    /// A numeric argument's Swift type in a modifier or view (`CGFloat` unless SwiftUI says otherwise).
    static func numericType(_ owner: String, _ label: String?) -> String {
        switch (owner, label) {
        case ("lineLimit", _): return "Int"
        case ("opacity", _), ("layoutPriority", _), ("ProgressView", _), ("Gauge", _): return "Double"
        default: return "CGFloat"
        }
    }

    mutating func viewHead(_ node: ViewNode, characterLimit: Expr?) -> String {
        let name = node.name.name
        let args = node.arguments
        switch name {
        case "Text":
            if args.count == 1, args[0].label == nil {
                let value = args[0].value
                var text: String
                let t = type(of: value)
                if case .string(let segments) = value.kind {
                    text = stringLiteral(segments)
                } else {
                    text = expression(value)
                    if t?.isOptional == true {
                        text = t?.base == .string ? "\(text) ?? \"\"" : "\(text).map { String(describing: $0) } ?? \"\""
                    } else if t?.base == .int {
                        text = "\"\\(\(text))\""
                    } else if t?.base != .string {
                        text = "String(describing: \(text))"
                    }
                }
                if let characterLimit {
                    let needsParens = text.contains(" ?? ")
                    text = (needsParens ? "(\(text))" : text) + ".characterLimit(\(expression(characterLimit, numeric: "Int")))"
                }
                return "Text(\(text))"
            }
            return "Text(" + arguments(args) + ")"
        case "Image":
            if args.count == 1, args[0].label == nil { return image(args[0].value) }
            return "Image(" + arguments(args) + ")"
        case "Label":
            let mapped = args.map { arg -> String in
                if arg.label?.name == "image" {
                    if let path = arg.value.literalText {
                        return "image: " + Self.quote(assetName(path))
                    }
                    refuse("Label(_:image:) with an Image attribute cannot be exported", arg.range,
                           help: "write Label { Text(…) } icon: { Image(…) }")
                }
                return argument(arg)
            }
            return "Label(" + mapped.joined(separator: ", ") + ")"
        case "Button" where args.isEmpty:
            // lockshot keeps no action: the label is all a still shows.
            return "Button(action: {})"
        case "Color" where args.count == 1 && args[0].label == nil:
            return receiver(args[0].value)
        case "Path" where args.count == 1 && args[0].label == nil:
            guard let text = args[0].value.literalText, let data = try? PathData(svg: text) else {
                refuse("Path(_:) with path data that is not a string literal cannot be exported", args[0].range,
                       help: "write the path data as a literal")
                return "Path()"
            }
            return Self.pathBuilder(data)
        case "ForEach":
            var text = "ForEach(" + arguments(args)
            if !args.contains(where: { $0.label?.name == "id" }) { text += ", id: \\.self" }
            return text + ")"
        case "Link":
            let mapped = args.map { arg -> String in
                if arg.label?.name == "destination", case .view(let url) = arg.value.kind, url.name.name == "URL" {
                    return "destination: " + inlineView(url) + "!"
                }
                return argument(arg)
            }
            return "Link(" + mapped.joined(separator: ", ") + ")"
        default:
            if args.isEmpty && node.content != nil { return name }
            return name + "(" + arguments(args) { Self.numericType(name, $0.label?.name) } + ")"
        }
    }

    /// SwiftUI's `Path` for the layout's path data, one call per command.
    static func pathBuilder(_ data: PathData) -> String {
        func point(_ p: PathData.Point) -> String { "CGPoint(x: \(PathData.number(p.x)), y: \(PathData.number(p.y)))" }
        let calls = data.commands.map { command in
            switch command {
            case .move(let p): "path.move(to: \(point(p)))"
            case .line(let p): "path.addLine(to: \(point(p)))"
            case .quad(let c, let p): "path.addQuadCurve(to: \(point(p)), control: \(point(c)))"
            case .curve(let c1, let c2, let p): "path.addCurve(to: \(point(p)), control1: \(point(c1)), control2: \(point(c2)))"
            case .close: "path.closeSubpath()"
            }
        }
        return "Path { path in " + calls.joined(separator: "; ") + " }"
    }

    /// An asset catalog name for a layout's image path: `fixtures/sunset.jpg` → `sunset`.
    func assetName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// The image the app-icon fallback names: the theme's `appIcon` token when it has one.
    mutating func appIconReference() -> String {
        if theme["appIcon"] != nil { return "Theme.appIcon" }
        imageAssets.insert("app-icon")
        return Self.quote("app-icon")
    }

    /// `Image(thumbnail ?? "app-icon")` → `Image(lockshotFile: context.state.thumbnail, fallback: Theme.appIcon)`.
    mutating func image(_ value: Expr) -> String {
        var chain: [Expr] = []
        var current = value
        while case .binary(.nilCoalescing, let a, let b) = current.kind {
            chain.append(a)
            current = b
        }
        chain.append(current)
        var files: [String] = []
        var fallback: String?
        for (index, item) in chain.enumerated() {
            if let path = item.literalText {
                if path == "app-icon" {
                    fallback = appIconReference()
                } else {
                    let asset = assetName(path)
                    imageAssets.insert(asset)
                    fallback = Self.quote(asset)
                }
                if index != chain.count - 1 {
                    refuse("an image literal must come last in a '??' chain to be exported", item.range)
                }
                break
            }
            let t = type(of: item)
            if t?.base == .image || t?.base == .string {
                files.append(expression(item))
            } else {
                refuse("this image expression cannot be exported", item.range,
                       help: "use an Image attribute, a string literal, and '??' fallbacks")
            }
        }
        if files.isEmpty, let fallback { return "Image(\(fallback))" }
        let file = files.count == 1 ? files[0] : files.joined(separator: " ?? ")
        return "Image(lockshotFile: \(file), fallback: \(fallback ?? appIconReference()))"
    }

    /// A view on one line, for argument position: `RoundedRectangle(cornerRadius: 4)`, `Circle().fill(.red)`.
    mutating func inlineView(_ node: ViewNode) -> String {
        let name = node.name.name
        if node.content != nil {
            refuse("a view with a body in argument position cannot be exported", node.range,
                   help: "use the trailing-closure form: .background { … }")
        }
        if Schema.conversions.contains(name) || Schema.standard.view(named: name) == nil {
            if name.hasSuffix("Intent") || Schema.standard.view(named: name) == nil && !Schema.conversions.contains(name) {
                intents.insert(name + "(" + node.arguments.map { ($0.label?.name ?? "_") + ":" }.joined() + ")")
            }
            var text = name + "(" + arguments(node.arguments) + ")"
            if name == "Date" && node.arguments.isEmpty { text = "Date.now" }
            return text
        }
        let (modifiers, limit) = preparedModifiers(node)
        var text = viewHead(node, characterLimit: limit)
        for modifier in modifiers {
            text += "." + modifier.name.name + "(" + modifierArguments(modifier) + ")"
        }
        for segment in node.concatenated { text += " + " + inlineView(segment) }
        return text
    }

    mutating func modifierArguments(_ modifier: Modifier) -> String {
        let name = modifier.name.name
        return withImpliedArguments(name, modifier.arguments, arguments(modifier.arguments) { Self.numericType(name, $0.label?.name) })
    }

    /// Arguments lockshot defaults that SwiftUI requires: `aspectRatio(1.5)` is `aspectRatio(1.5, contentMode: .fit)`.
    func withImpliedArguments(_ name: String, _ args: [Argument], _ text: String) -> String {
        if name == "aspectRatio", !args.contains(where: { $0.label?.name == "contentMode" }) {
            return text + (text.isEmpty ? "" : ", ") + "contentMode: .fit"
        }
        return text
    }

    mutating func modifier(_ modifier: Modifier, level: Int, on node: ViewNode) -> [String] {
        let pad = Self.pad(level)
        let name = modifier.name.name
        // `.background(VStack { … })`: a view with a body is written as the trailing closure.
        var args = modifier.arguments
        var content = modifier.content
        if content == nil, let first = args.first, first.label == nil, case .view(let inner) = first.value.kind,
           inner.content != nil, name == "background" || name == "overlay" {
            content = [.view(inner)]
            args.removeFirst()
        }
        let argText = withImpliedArguments(name, args, arguments(args) { Self.numericType(name, $0.label?.name) })
        guard let content else { return [pad + "." + name + "(" + argText + ")"] }
        var lines = [pad + "." + name + (args.isEmpty ? "" : "(" + argText + ")") + " {"]
        lines += statements(content, level: level + 1)
        lines.append(pad + "}")
        return lines
    }
}
