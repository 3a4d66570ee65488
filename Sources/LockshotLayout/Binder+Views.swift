import LockshotLanguage

/// Views: statements, `if`, and each kind of view (SPEC §3 "Views").
extension BinderState {
    /// Binds a body. A false `if` contributes nothing — no child and so no spacing.
    mutating func bindStatements(_ statements: [Statement], environment env: TextEnvironment, axis: Axis?)
        -> [BoundView] {
        var views: [BoundView] = []
        for statement in statements {
            switch statement {
            case .view(let node) where Schema.transparentContainers.contains(node.name.name) && node.name.name != "ViewThatFits":
                views += bindTransparent(node, environment: env, axis: axis)
            case .view(let node):
                if let view = bindView(node, environment: env, axis: axis) { views.append(view) }
            case .conditional(let c):
                if evaluate(c.condition).isTruthy {
                    views += bindStatements(c.thenBody, environment: env, axis: axis)
                } else if let elseBody = c.elseBody {
                    views += bindStatements(elseBody, environment: env, axis: axis)
                }
            }
        }
        return views
    }

    /// A view with its modifier chain. Environment modifiers apply to everything the chain
    /// wraps; a modifier closer to the view wins, as in SwiftUI.
    mutating func bindView(_ node: ViewNode, environment outer: TextEnvironment, axis: Axis?) -> BoundView? {
        if Schema.transparentContainers.contains(node.name.name) && node.name.name != "ViewThatFits" {
            let views = bindTransparent(node, environment: outer, axis: axis)
            if views.count == 1 { return views[0] }
            return BoundView(id: makeID(), kind: views.isEmpty ? .empty : .zstack(.center, views), range: node.range)
        }
        let savedAppearance = colorScheme
        defer { colorScheme = savedAppearance }
        let environments = modifierEnvironments(node, outer: outer)
        let env = environments[0]
        let savedBase = textSegmentBase
        textSegmentBase = node.concatenated.isEmpty ? nil : outer
        defer { textSegmentBase = savedBase }
        guard var view = bindBase(node, environment: env, axis: axis) else { return nil }
        view = withForegroundGradient(view, environment: env)
        for (index, modifier) in node.modifiers.enumerated() {
            colorScheme = environments[index + 1].colorScheme ?? savedAppearance
            view = wrap(view, in: modifier, environment: environments[index + 1])
        }
        return view
    }

    /// What each modifier of `node` sees: `environments[i]` is `outer` plus the environment modifiers after
    /// modifier `i - 1`; `environments[0]` is what the view itself sees. Leaves `colorScheme` set for the view
    /// (`.environment(\.colorScheme, …)`); the caller restores it.
    mutating func modifierEnvironments(_ node: ViewNode, outer: TextEnvironment) -> [TextEnvironment] {
        var environments = Array(repeating: outer, count: node.modifiers.count + 1)
        var env = outer
        for index in node.modifiers.indices.reversed() {
            environments[index + 1] = env
            if let scheme = env.colorScheme { colorScheme = scheme }  // `.environment(\.colorScheme, …)` further out
            applyEnvironmentModifier(node.modifiers[index], to: &env)
        }
        environments[0] = env
        if let scheme = env.colorScheme { colorScheme = scheme }
        return environments
    }

    /// The view itself, before its modifiers.
    mutating func bindBase(_ node: ViewNode, environment env: TextEnvironment, axis: Axis?) -> BoundView? {
        let args = node.arguments
        let kind: BoundViewKind
        switch node.name.name {
        case "Text": kind = .text(bindText(node, environment: env))
        case "Image": kind = .image(bindAnyImage(node, environment: env))
        case "Label": kind = bindLabel(node, environment: env)
        case "HStack", "VStack":
            let stackAxis: Axis = node.name.name == "HStack" ? .horizontal : .vertical
            let name = member("alignment", in: args)
            let alignment: Alignment = stackAxis == .horizontal
                ? Alignment(.center, BinderState.alignment(name)?.vertical ?? .center)
                : Alignment(BinderState.alignment(name)?.horizontal ?? .center, .center)
            let children = bindStatements(node.content ?? [], environment: env, axis: stackAxis)
            kind = .stack(stackAxis, alignment, spacing: number("spacing", in: args), children)
        case "Grid":
            kind = bindGrid(node, environment: env)
        case "GridRow":
            // Outside a Grid (and as a Grid's row, which the Grid takes apart) a GridRow is an HStack.
            let children = bindStatements(node.content ?? [], environment: env, axis: .horizontal)
            let alignment = BinderState.alignment(member("alignment", in: args))?.vertical ?? .center
            kind = .stack(.horizontal, Alignment(.center, alignment), spacing: nil, children)
            let view = BoundView(id: makeID(), kind: kind, range: node.range)
            gridRowIDs.insert(view.id)
            return view
        case "ZStack":
            let alignment = BinderState.alignment(member("alignment", in: args)) ?? .center
            kind = .zstack(alignment, bindStatements(node.content ?? [], environment: env, axis: nil))
        case "ViewThatFits": kind = bindViewThatFits(node, environment: env, axis: axis)
        case "Spacer": kind = .spacer(minLength: number("minLength", in: args, .length), axis: axis)
        case "Divider":
            let color = env.appearance == .dark ? RGBA(hex: 0x545458, alpha: 0.65) : RGBA(hex: 0x3C3C43, alpha: 0.29)
            kind = .divider(axis: axis, color: color)
        case "Color":
            kind = .color(colorConstructor(node) ?? .clear)
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "Path":
            kind = bindShape(node, environment: env)
        case "LinearGradient", "RadialGradient", "AngularGradient": kind = gradientView(node)
        case "Gauge": kind = bindGauge(node, environment: env)
        case "ProgressView":
            var fraction = 0.0
            if let timer = argument("timerInterval", in: args) {
                // SwiftUI's timer progress: full at the start when counting down, empty at the end.
                let countsDown = argument("countsDown", in: args).map { evaluate($0.value).isTruthy } ?? true
                if case .range(let start, let end) = evaluate(timer.value) {
                    if !ClockFormat.representable.contains(start) || !ClockFormat.representable.contains(end) {
                        diagnose(.error, "the interval reaches outside the years 0001–9999", at: timer.range, code: "bad-value")
                    }
                    // Like the timer text: an interval that is over (or empty) shows as finished; paused, it rests.
                    let now = timerClock(args)
                    let elapsed = end > start ? max(0, min(1, (now - start) / (end - start))) : 1
                    fraction = countsDown ? 1 - elapsed : elapsed
                } else if !expressionReadsAbsentValue(timer.value) {
                    diagnose(.error, "'timerInterval' needs a range 'start...end'", at: timer.range, code: "bad-value")
                }
            } else {
                let value = number("value", in: args, .finite) ?? 0
                let total = number("total", in: args, .positive) ?? 1
                fraction = max(0, min(1, value / total))
            }
            let track = env.appearance == .dark ? RGBA(hex: 0x787880, alpha: 0.36) : RGBA(hex: 0x787880, alpha: 0.2)
            let tint = env.tint ?? env.foreground ?? BoundValue.namedColor("blue", appearance: env.appearance) ?? .white
            kind = circularProgress(node, fraction: fraction, tint: tint, track: track, environment: env)
                ?? .progress(fraction: fraction, tint: tint, track: track)
        default:
            diagnose(.error, "unknown view '\(node.name.name)'", at: node.name.range, code: "unknown-name")
            return nil
        }
        return BoundView(id: makeID(), kind: kind, range: node.range)
    }

    /// The shape named by `node` (its own `fill`/`stroke` modifiers are read here).
    mutating func shapeKind(_ node: ViewNode) -> ShapeKind? {
        switch node.name.name {
        case "Rectangle": return .rectangle
        case "RoundedRectangle": return .roundedRectangle(cornerRadius: number("cornerRadius", in: node.arguments, .length) ?? 0)
        case "Circle": return .circle
        case "Ellipse": return .ellipse
        case "Capsule": return .capsule
        case "ContainerRelativeShape": return containerRelativeShape()
        case "Path":
            guard let argument = node.arguments.first else { return nil }
            guard case .string(let text) = evaluate(argument.value) else {
                diagnose(.error, "'Path' takes SVG path data as a string (\"M 0 0 L 10 10 Z\")", at: argument.range, code: "bad-value")
                return .path(PathData([]))
            }
            do {
                return .path(try PathData(svg: text))
            } catch {
                diagnose(.error, "bad path data: \(error.message)", at: argument.range, code: "bad-value",
                         help: "use M, L, H, V, Q, C and Z (lower case: relative), in points from the view's top-leading corner")
                return .path(PathData([]))
            }
        default: return nil
        }
    }

    mutating func bindShape(_ node: ViewNode, environment env: TextEnvironment) -> BoundViewKind {
        if let styled = styledShape(node, environment: env) { return .styledShape(styled) }
        var fill: RGBA? = env.color
        var stroke: RGBA?
        var lineWidth = 1.0
        for modifier in node.modifiers {
            switch modifier.name.name {
            case "fill":
                fill = modifier.arguments.first.flatMap { color(evaluateStyle($0.value, env), at: $0.range) }
            case "stroke", "strokeBorder":
                stroke = modifier.arguments.first(where: { $0.label == nil })
                    .flatMap { color(evaluateStyle($0.value, env), at: $0.range) } ?? env.color
                lineWidth = number("lineWidth", in: modifier.arguments, .length) ?? 1
                fill = nil
            default: break
            }
        }
        return .shape(shapeKind(node) ?? .rectangle, fill: fill, stroke: stroke, lineWidth: lineWidth)
    }

    // MARK: Text

    /// The moment a timer shows: the render clock, or its `pauseTime:` when that came first (SwiftUI freezes the
    /// timer there; a pause still ahead does nothing yet, an absent optional date none at all).
    mutating func timerClock(_ args: [Argument]) -> Double {
        guard let pause = argument("pauseTime", in: args), case .date(let at) = evaluate(pause.value) else { return now }
        return min(now, at)
    }

    mutating func bindText(_ node: ViewNode, environment env: TextEnvironment) -> BoundText {
        let args = node.arguments
        var string = ""
        var isTimer = false, claimsWidth = false, clock = false
        if let timer = argument("timerInterval", in: args) {
            isTimer = true
            claimsWidth = true
            clock = true
            let countsDown = argument("countsDown", in: args).map { evaluate($0.value).isTruthy } ?? true
            let range = evaluate(timer.value)
            if case .range(let start, let end) = range {
                if !ClockFormat.representable.contains(start) || !ClockFormat.representable.contains(end) {
                    diagnose(.error, "the interval reaches outside the years 0001–9999", at: timer.range, code: "bad-value")
                }
                // Past the end (or a range whose end comes first), SwiftUI's timer rests at 0:00; paused, at its pause.
                let now = timerClock(args)
                string = environment.locale.timer(countsDown ? end - max(now, start) : min(now, end) - start)
            } else if !expressionReadsAbsentValue(timer.value) {
                diagnose(.error, "'timerInterval' needs a range 'start...end'", at: timer.range, code: "bad-value")
            }
        } else if let first = args.first(where: { $0.label == nil }) {
            let value = evaluate(first.value)
            if let style = argument("style", in: args) {
                isTimer = true
                var date = value.number ?? now
                if !ClockFormat.representable.contains(date) {
                    diagnose(.error, "the date is outside the years 0001–9999", at: first.range, code: "bad-value")
                    date = now
                }
                switch evaluate(style.value) {
                case .member("timer", _):
                    string = environment.locale.timer(abs(date - now))
                    claimsWidth = true
                    clock = true
                case .member("relative", _):
                    string = environment.locale.relative(date, now: now)
                    claimsWidth = true
                case .member("offset", _):
                    string = environment.locale.offset(date, now: now)
                    claimsWidth = true
                case .member("time", _): string = environment.locale.time(date)
                case .member("date", _): string = environment.locale.date(date)
                default:
                    diagnose(.error, "unknown date style", at: style.range, code: "unknown-name",
                             help: "use .timer, .relative, .offset, .time or .date")
                }
            } else if let format = argument("format", in: args) {
                string = formatStyle(format.value).map { self.format(value, style: $0, at: first.range).text } ?? value.text
            } else {
                string = display(value)
            }
        } else if let verbatim = argument("verbatim", in: args) {
            string = evaluate(verbatim.value).text
        }
        switch env.textCase {
        case .uppercase: string = string.uppercased()
        case .lowercase: string = string.lowercased()
        case nil: break
        }
        // `Text("87").bold() + Text(" min")`: each segment in its own style — the first in the text's, the others in
        // the environment outside the first segment's own modifiers plus theirs — as one text that wraps as a whole.
        var runs: [TextStyleRun] = []
        if !node.concatenated.isEmpty {
            func run(_ text: String, _ env: TextEnvironment) -> TextStyleRun {
                TextStyleRun(length: text.count, font: env.resolvedFont, color: env.color, kerning: env.kerning,
                             baselineOffset: env.baselineOffset, underline: env.underline, strikethrough: env.strikethrough)
            }
            runs.append(run(string, env))
            let base = textSegmentBase ?? env
            textSegmentBase = nil
            for segment in node.concatenated {
                var segmentEnv = base
                for modifier in segment.modifiers.reversed() { applyEnvironmentModifier(modifier, to: &segmentEnv) }
                let joined = bindText(segment, environment: segmentEnv)
                string += joined.text
                isTimer = isTimer || joined.isTimer
                claimsWidth = claimsWidth || joined.claimsWidth
                runs.append(run(joined.text, segmentEnv))
                noteSynthesis(segmentEnv.resolvedFont, at: segment.range)
            }
            // Segments in one style draw as one run.
            var merged: [TextStyleRun] = []
            for next in runs where next.length > 0 {
                if var last = merged.last, last.font == next.font, last.color == next.color, last.kerning == next.kerning,
                   last.baselineOffset == next.baselineOffset, last.underline == next.underline,
                   last.strikethrough == next.strikethrough {
                    last.length += next.length
                    merged[merged.count - 1] = last
                } else {
                    merged.append(next)
                }
            }
            runs = merged.count > 1 || merged.first?.baselineOffset ?? 0 != 0 ? merged : []
        } else if env.baselineOffset != 0 {
            // A raised or lowered text is one run, so its lines are drawn off the baseline and made taller.
            runs = [TextStyleRun(length: string.count, font: env.resolvedFont, color: env.color, kerning: env.kerning,
                                 baselineOffset: env.baselineOffset, underline: env.underline, strikethrough: env.strikethrough)]
        }
        var text = BoundText(text: string, font: env.resolvedFont, color: env.color, kerning: env.kerning,
                             lineSpacing: env.lineSpacing, lineLimit: env.lineLimit,
                             truncationMode: env.truncationMode, alignment: env.alignment, isTimer: isTimer,
                             minimumScaleFactor: env.minimumScaleFactor, underline: env.underline,
                             strikethrough: env.strikethrough)
        text.runs = runs
        text.claimsWidth = claimsWidth
        if clock { text.fitTemplate = environment.locale.timer(3600) }
        if let limit = env.characterLimit {
            (text.limitedText, text.characterLimited) = string.limited(to: limit)
            if text.characterLimited { text.runs = Self.runs(text.runs, cutTo: text.limitedText.count) }
        }
        noteSynthesis(text.font, at: node.range)
        return text
    }

    /// Runs cut to the first `count` characters of the text (`characterLimit`), the `…` in the last one kept.
    static func runs(_ runs: [TextStyleRun], cutTo count: Int) -> [TextStyleRun] {
        var left = count, out: [TextStyleRun] = []
        for var run in runs where left > 0 {
            run.length = min(run.length, left)
            left -= run.length
            out.append(run)
        }
        if left > 0, !out.isEmpty { out[out.count - 1].length += left }
        return out.count > 1 ? out : []
    }

    /// An info when a layout's own family lacks the weight asked for and is emboldened synthetically,
    /// as iOS does (docs/text.md), once per family and weight.
    mutating func noteSynthesis(_ font: FontSpec, at range: SourceRange) {
        let key = "\(font.family)|\(font.weight.value)"
        guard !synthesisNoted.contains(key) else { return }
        switch font.source {
        case .faces(let faces):
            guard let nearest = FontSource.nearest(faces, to: font.weight), nearest.synthesizeBold else { return }
            diagnose(.info, "font family '\(font.family)' has no \(font.weight.name) face; its \(nearest.weight.name) face "
                + "is emboldened synthetically", at: range, code: "synthetic-bold",
                     help: "add '\(font.weight.name): \"…\"' to the family in 'fonts { }'")
        case .file where font.weight.value >= FontWeight.semibold.value:
            diagnose(.info, "font family '\(font.family)' names one file; \(font.weight.name) text is emboldened "
                + "synthetically unless that file is itself bold", at: range, code: "synthetic-bold",
                     help: "name a file per weight: '\(font.family) = { regular: \"…\", bold: \"…\" }'")
        default: return
        }
        synthesisNoted.insert(key)
    }

    /// True when `expr` mentions an attribute that has no value (already reported as `missing-value`).
    func expressionReadsAbsentValue(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let name): return attributeTypes[name] != nil && (values[name] ?? BoundValue.none) == BoundValue.none
        case .binary(_, let a, let b): return expressionReadsAbsentValue(a) || expressionReadsAbsentValue(b)
        case .unary(_, let a): return expressionReadsAbsentValue(a)
        default: return false
        }
    }

    // MARK: Images

    /// `Image(a ?? b ?? "app-icon")`: the first candidate the `AssetProvider` can read. `"app-icon"` is the
    /// layout's own icon when its theme names one (`appIcon = "icons/app.png"`), else lockshot's neutral one.
    /// When nothing can be read, the built-in `missing-image` placeholder is drawn, so the gap is visible.
    mutating func bindImage(_ node: ViewNode) -> BoundImage {
        var image = BoundImage(source: nil, asset: nil, fallback: false)
        if let first = node.arguments.first(where: { $0.label == nil }) {
            var candidates: [Expr] = []
            var expr = first.value
            while case .binary(.nilCoalescing, let a, let b) = expr.kind {
                candidates.append(a)
                expr = b
            }
            candidates.append(expr)
            for (index, candidate) in candidates.enumerated() {
                let hasFallback = index < candidates.count - 1
                guard case .string(var name) = evaluate(candidate), !name.isEmpty else { continue }
                image.source = name
                if name == Binder.appIconName, case .string(let own)? = themeValues[Binder.appIconToken], !own.isEmpty {
                    name = own
                }
                switch assets.image(named: name, relativeTo: environment.layoutDirectory) {
                case .success(let asset):
                    image.asset = asset
                    image.fallback = index > 0
                case .failure(let error):
                    diagnose(hasFallback ? .warning : .error, "cannot use image '\(name)': \(error.message)",
                             at: candidate.range, code: "missing-asset",
                             help: hasFallback ? "the fallback is shown instead"
                                : "a placeholder is drawn instead; add a fallback with '?? \"app-icon\"'")
                }
                if image.asset != nil { break }
            }
            if image.asset == nil, image.source != nil,
               case .success(let placeholder) = assets.image(named: Binder.missingImageName,
                                                               relativeTo: environment.layoutDirectory) {
                image.asset = placeholder
                image.fallback = true
            }
        } else {
            diagnose(.error, "'Image' needs a name", at: node.range, code: "bad-value")
        }
        for modifier in node.modifiers {
            switch modifier.name.name {
            case "resizable": image.resizable = true
            case "interpolation":
                if case .member("none", _) = modifier.arguments.first.map({ evaluate($0.value) }) ?? .none {
                    image.interpolation = .none
                }
            default: break
            }
        }
        return image
    }
}

extension BinderState {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`: each `GridRow`'s views are a
    /// row of cells; any other view (also from `if` and `ForEach`) is a row spanning every column.
    mutating func bindGrid(_ node: ViewNode, environment env: TextEnvironment) -> BoundViewKind {
        let args = node.arguments
        let layout = GridLayout(alignment: BinderState.alignment(member("alignment", in: args)) ?? .center,
                                horizontalSpacing: number("horizontalSpacing", in: args),
                                verticalSpacing: number("verticalSpacing", in: args))
        let rows = bindStatements(node.content ?? [], environment: env, axis: .vertical).map { view in
            if gridRowIDs.contains(view.id), case .stack(_, _, _, let cells) = view.kind {
                return GridRowCells(cells: cells, spansAllColumns: false, spans: cells.map(Self.gridSpan))
            }
            return GridRowCells(cells: [view], spansAllColumns: true)
        }
        return .grid(layout, rows: rows)
    }
}
