/// Views, modifiers and argument lists against the schema.
extension CheckContext {
    mutating func checkStatements(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .view(let node):
                if checkView(node)?.category == .value {
                    report("'\(node.name.name)' is not a view", node.name.range, code: "type",
                           help: "use it as an argument, as in '.fill(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))'")
                }
            case .conditional(let conditional):
                _ = infer(conditional.condition, expected: nil)
                checkStatements(conditional.thenBody)
                if let elseBody = conditional.elseBody { checkStatements(elseBody) }
            }
        }
    }

    /// Checks a view with its content and modifiers; returns its spec when the view is known.
    @discardableResult
    mutating func checkView(_ node: ViewNode) -> Schema.ViewSpec? {
        let spec = schema.view(named: node.name.name)
        if let spec {
            checkArguments(node.arguments, against: spec.signatures, callee: spec.name, range: node.name.range)
            if spec.takesContent && node.content == nil && !spec.contentIsOptional {
                report("'\(spec.name)' needs a '{ … }' body", node.name.range, code: "arguments",
                       help: "write '\(spec.name) { Text(\"…\") }'")
            } else if !spec.takesContent && node.content != nil {
                report("'\(spec.name)' takes no '{ … }' body", node.name.range, code: "arguments",
                       help: "only HStack, VStack and ZStack hold other views")
            }
            if spec.name == "Image" { node.arguments.first.map { checkFilePath($0.value) } }
        } else {
            report("unknown view '\(node.name.name)'", node.name.range, code: "unknown-name",
                   help: Self.didYouMean(node.name.name, schema.views.map(\.name)))
        }
        if let content = node.content { checkContent(content, of: node, spec: spec) }
        for closure in node.labeledClosures {
            if let spec, !spec.closureLabels.contains(closure.label.name) {
                report("'\(spec.name)' takes no '\(closure.label.name):' closure", closure.label.range, code: "arguments",
                       help: Self.didYouMean(closure.label.name, spec.closureLabels)
                        ?? (spec.closureLabels.isEmpty ? "'\(spec.name)' takes one trailing closure"
                            : "its closures are " + spec.closureLabels.map { "'\($0):'" }.joined(separator: ", ")))
            }
            checkStatements(closure.body)
        }
        if spec?.name == "Label", node.arguments.isEmpty, node.content == nil || node.labeledClosures.isEmpty {
            report("'Label' needs a title and an icon", node.name.range, code: "arguments",
                   help: "write 'Label(\"Title\", systemImage: \"bolt.fill\")' or 'Label { Text(\"Title\") } icon: { Image(…) }'")
        }
        for modifier in node.modifiers { checkModifier(modifier, on: spec) }
        checkLanguageRules(node, spec: spec)
        return spec
    }

    mutating func checkModifier(_ modifier: Modifier, on view: Schema.ViewSpec?) {
        let name = modifier.name.name
        guard let spec = schema.modifier(named: name) else {
            report("unknown modifier '\(name)'", modifier.name.range, code: "unknown-name",
                   help: Self.didYouMean(name, schema.modifiers.map(\.name)))
            if let content = modifier.content { checkStatements(content) }
            return
        }
        if let content = modifier.content {
            if !spec.takesContent {
                report("'\(name)' takes no '{ … }' body", modifier.name.range, code: "arguments")
            }
            checkStatements(content)
        }
        // With a body, `background`/`overlay` take only their `alignment:`.
        let signatures = modifier.content != nil && spec.takesContent
            ? spec.signatures.filter { !$0.parameters.contains { $0.isRequired } }
            : spec.signatures
        checkArguments(modifier.arguments, against: signatures, callee: name, range: modifier.name.range)
        if let view, let applies = spec.appliesTo, !applies.contains(view.category) {
            report(.warning, "'\(name)' has no effect on '\(view.name)'", modifier.name.range, code: "no-effect",
                   help: "it applies to \(applies.map(\.rawValue).sorted().joined(separator: " and ")) views")
        }
    }

    /// Matches arguments to one of the overloads by their labels, then checks each value's type.
    mutating func checkArguments(_ arguments: [Argument], against signatures: [Schema.Signature],
                                 callee: String, range: SourceRange) {
        let matching = signatures.compactMap { signature in bind(arguments, to: signature).map { (signature, $0) } }
        guard !matching.isEmpty else {
            reportMismatch(arguments, signatures: signatures, callee: callee, range: range)
            for argument in arguments { _ = infer(argument.value, expected: nil) }
            return
        }
        // Prefer the first overload whose values all fit; otherwise report against the first match.
        // (A trial check on a copy: an overload fits when checking against it reports nothing.)
        let chosen = matching.count == 1 ? matching[0] : matching.first { _, parameters in
            var trial = self
            trial.diagnostics = []
            trial.checkValues(arguments, parameters, callee: callee)
            return trial.diagnostics.isEmpty
        } ?? matching[0]
        checkValues(arguments, chosen.1, callee: callee)
    }

    private mutating func checkValues(_ arguments: [Argument], _ parameters: [Schema.Parameter], callee: String) {
        for (argument, parameter) in zip(arguments, parameters) {
            let what = parameter.label.map { "'\(callee)(\($0):)'" } ?? "'\(callee)'"
            checkValue(argument.value, accepts: parameter.accepts, what: what)
        }
    }

    /// The parameter each argument binds to, or nil when the labels do not fit this overload
    /// (Swift's rule: in order, defaulted parameters may be skipped).
    func bind(_ arguments: [Argument], to signature: Schema.Signature) -> [Schema.Parameter]? {
        var bound: [Schema.Parameter] = []
        var index = 0
        let parameters = signature.parameters
        for argument in arguments {
            while index < parameters.count, parameters[index].label != argument.label?.name {
                if parameters[index].isRequired { return nil }
                index += 1
            }
            guard index < parameters.count else { return nil }
            bound.append(parameters[index])
            index += 1
        }
        if parameters[index...].contains(where: \.isRequired) { return nil }
        return bound
    }

    private mutating func reportMismatch(_ arguments: [Argument], signatures: [Schema.Signature],
                                         callee: String, range: SourceRange) {
        let labels = Set(signatures.flatMap { $0.parameters.compactMap(\.label) })
        let takesUnlabeled = signatures.contains { $0.parameters.contains { $0.label == nil } }
        for argument in arguments {
            if let label = argument.label, !labels.contains(label.name) {
                let help = Self.didYouMean(label.name, labels.sorted())
                    ?? (labels.isEmpty ? "'\(callee)' takes no labeled arguments" : "its labels are \(labels.sorted().map { "'\($0)'" }.joined(separator: ", "))")
                report("unknown argument label '\(label.name)' in '\(callee)'", label.range, code: "unknown-name", help: help)
                return
            }
            if argument.label == nil, !takesUnlabeled {
                report("'\(callee)' takes no unlabeled argument", argument.range, code: "arguments",
                       help: "write one of: " + signatures.map { $0.spelling(callee) }.joined(separator: ", "))
                return
            }
        }
        let written = "(" + arguments.map { ($0.label?.name ?? "_") + ":" }.joined() + ")"
        report("no form of '\(callee)' takes the arguments \(written)", arguments.first?.range.union(range) ?? range,
               code: "arguments", help: "write one of: " + signatures.map { $0.spelling(callee) }.joined(separator: ", "))
    }
}
