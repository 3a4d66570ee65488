import LockshotLanguage
import LockshotLayout
import Testing

/// Issue 14's language and layout vocabulary, as binding and layout see it.
@Suite struct LanguageVocabularyTests {
    /// Every text of a region, in order (depth first).
    func texts(_ view: BoundView?) -> [String] {
        guard let view else { return [] }
        switch view.kind {
        case .text(let t): return [t.text]
        case .stack(_, _, _, let children), .zstack(_, let children), .viewThatFits(_, _, let children):
            return children.flatMap(texts)
        default: return view.wrapped.map(texts) ?? []
        }
    }

    func text(_ expression: String, attributes: String = "", preview: String = "") -> String? {
        let activity = bindSource("""
            attributes { \(attributes) }
            lockScreen { Text(\(expression)) }
            preview "p" { \(preview) }
            """)
        #expect(activity.diagnostics.isEmpty, "\(activity.diagnostics.map(\.message))")
        return firstText(activity.regions[.lockScreen])?.text
    }

    @Test(arguments: [
        // Swift's own `\(double)`: the shortest digits that read back, so 0.57 * 100 is not 57.
        (#""\(progress * 100)%""#, "56.99999999999999%"),
        (#""\(progress * 100, specifier: "%.0f")%""#, "57%"),
        (#""\(progress, specifier: "%.2f")""#, "0.57"),
        (#""\(progress, specifier: "%f")""#, "0.570000"),
        (#""\(count, specifier: "%d") of \(count, specifier: "%i")""#, "12 of 12"),
        (#""\(count, specifier: "%03d")""#, "012"),
        (#""\(2.5, specifier: "%.0f") \(3.5, specifier: "%.0f")""#, "2 4"),  // printf rounds half to even
        (#""\(name, specifier: "<%@>") 100%%""#, "<Maya> 100%%"),
        (#""\(progress, specifier: "%.0f%%")""#, "1%"),
        (#""\(progress, format: .percent)""#, "57%"),
        ("progress, format: .percent", "57%"),
        ("1234.5678, format: .number", "1,234.5678"),
        ("1234.5, format: .number.precision(.fractionLength(2))", "1,234.50"),
        ("0.125, format: .number.precision(.fractionLength(2))", "0.12"),  // ICU: half-even
        ("2.675, format: .number.precision(.fractionLength(2))", "2.68"),  // on the shortest decimal
        ("Double.pi.formatted()", "3.141593"),
        ("1234567.0.formatted()", "1,234,567"),
        ("(-0.5).formatted(.percent)", "-50%"),
        ("0.0001.formatted()", "0.0001"),
        ("0.0000001.formatted()", "0"),
        ("count.formatted()", "12"),
    ])
    func numberFormatting(expression: String, expected: String) {
        let source = expression.replacingOccurrences(of: "Double.pi", with: "3.141592653589793")
        #expect(text(source, attributes: "progress: Double, count: Int, name: String",
                     preview: "progress: 0.57, count: 12, name: \"Maya\"") == expected)
    }

    @Test func expressions() {
        let attributes = "stops: [String], n: Int, x: Double"
        let preview = #"stops: ["a", "bb"], n: 7, x: -7.9"#
        #expect(text(#"n % 4 == 3 ? "odd" : "even""#, attributes: attributes, preview: preview) == "odd")
        #expect(text(#""\(Int(x)) \(Int(7.9)) \(Double(n) / 2) \(String(n))""#, attributes: attributes, preview: preview)
            == "-7 7 3.5 7")
        #expect(text(#""\(stops.count) \(stops.isEmpty) \("héllo".count) \("".isEmpty)""#, attributes: attributes,
                     preview: preview) == "2 false 5 true")
        #expect(text(#""\(stops)""#, attributes: attributes, preview: preview) == #"["a", "bb"]"#)
        #expect(text(#"Date.now, style: .time"#) == "9:41\u{202F}AM")
        #expect(text(#".now, style: .time"#) == "9:41\u{202F}AM")
        #expect(text(#"Date(), style: .time"#) == "9:41\u{202F}AM")
        #expect(text(#"verbatim: "100% \(1)""#) == "100% 1")
    }

    @Test func forEachBindsItsParameterPerItem() {
        let activity = bindSource(#"""
            attributes { stops: [String] = ["Oak", "Main"] }
            lockScreen {
              VStack {
                ForEach(stops, id: \.self) { stop in Text(stop.uppercased()) }
                ForEach(0..<3) { i in Text("\(i * 10)") }
                ForEach(1...2, id: \.self) { _ in Text("x") }
                ForEach(0..<0) { i in Text("never") }
              }
            }
            """#)
        #expect(activity.diagnostics.isEmpty, "\(activity.diagnostics.map(\.message))")
        #expect(texts(activity.regions[.lockScreen]) == ["OAK", "MAIN", "0", "10", "20", "x", "x"])
    }

    @Test func hugeOrBackwardsRangesAreBadValuesNotHangs() {
        let activity = bindSource(#"""
            attributes { n: Int }
            lockScreen {
              VStack {
                ForEach(0..<n) { i in Text("\(i)") }
                ForEach(3...1, id: \.self) { i in Text("\(i)") }
              }
            }
            preview "huge" { n: 100000000000 }
            """#)
        let messages = activity.diagnostics.map(\.message)
        #expect(messages.contains("'ForEach' over 0..<100000000000 makes 100000000000 views; at most 1000 are drawn"))
        #expect(messages.contains("the range 3...1 ends before it starts"))
        #expect(texts(activity.regions[.lockScreen]).isEmpty)
    }

    @Test func forEachLaysOutExactlyAsTheUnrolledViews() {
        func layout(_ body: String) -> [Rect] {
            let activity = bindSource("attributes { w: [Double] = [10, 25, 5] }\nlockScreen { HStack(spacing: 3) { \(body) } }")
            let view = activity.regions[.lockScreen]
            #expect(view != nil)
            let root = LayoutEngine.layout(view ?? BoundView(id: 0, kind: .empty), proposal: ProposedSize(width: 120, height: nil),
                                           measurer: FakeMeasurer())
            return root.allNodes.map(\.frame)
        }
        let looped = layout(#"Text("a"); ForEach(w, id: \.self) { x in Color.red.frame(width: x) }; Text("end")"#)
        let unrolled = layout(#"Text("a"); Color.red.frame(width: 10); Color.red.frame(width: 25); Color.red.frame(width: 5); Text("end")"#)
        #expect(looped == unrolled)
        #expect(looped.count == 9)
    }

    @Test func groupModifiersWrapEachChildAndEnvironmentFlowsIn() {
        let activity = bindSource("""
            lockScreen { VStack { Group { Text("a"); Text("b") }.foregroundColor(.red).padding(2) } }
            """)
        guard case .stack(_, _, _, let children)? = activity.regions[.lockScreen]?.kind else {
            Issue.record("no stack")
            return
        }
        #expect(children.count == 2)
        for child in children {
            guard case .padding(let insets, let inner) = child.kind, case .text(let t) = inner.kind else {
                Issue.record("each Group child is padded: \(child.kind.name)")
                continue
            }
            #expect(insets == EdgeInsets(all: 2))
            #expect(t.color == RGBA(hex: 0xFF453A))
        }
    }

    @Test func colorSchemeEnvironmentChangesItsSubtreeOnly() {
        let activity = bindSource("""
            lockScreen {
              VStack {
                Text("in").foregroundColor(.red).environment(\\.colorScheme, .light)
                Text("plain").environment(\\.colorScheme, .light)
                Text("out").foregroundColor(.red)
              }
            }
            """)
        guard case .stack(_, _, _, let children)? = activity.regions[.lockScreen]?.kind else { return }
        #expect(firstText(children[0])?.color == RGBA(hex: 0xFF3B30))  // light red
        #expect(firstText(children[1])?.color == .black)  // light's primary label
        #expect(firstText(children[2])?.color == RGBA(hex: 0xFF453A))  // dark red
    }

    @Test func textConcatenationJoinsInTheFirstSegmentsStyle() {
        let activity = bindSource(#"""
            attributes { n: Int = 3 }
            lockScreen { Text("ETA ").font(.system(size: 12)) + Text("\(n) min").bold() }
            """#)
        let t = firstText(activity.regions[.lockScreen])
        #expect(t?.text == "ETA 3 min")
        #expect(t?.font.size == 12)
        #expect(t?.font.weight == .regular)
    }

    @Test func annotationModifiersAreKeptInTheDumpAndDrawNothing() {
        let activity = bindSource("""
            lockScreen {
              Text("5 min")
                .contentTransition(.numericText())
                .accessibilityLabel("Five minutes")
                .widgetURL(URL(string: "app://x"))
                .containerBackground(.black, for: .widget)
            }
            """)
        let view = activity.regions[.lockScreen]
            #expect(view != nil)
        let root = LayoutEngine.layout(view ?? BoundView(id: 0, kind: .empty), proposal: .unspecified, measurer: FakeMeasurer())
        let kinds = root.allNodes.map(\.kind.name)
        #expect(kinds == ["background", "color", "widgetURL", "accessibilityLabel", "contentTransition", "text"])
        let annotations = root.allNodes.compactMap { node -> String? in
            if case .annotation(let name, let value) = node.kind { return "\(name)=\(value)" }
            return nil
        }
        #expect(annotations == ["widgetURL=app://x", "accessibilityLabel=Five minutes", "contentTransition=.numericText()"])
        // Same frames as the bare text: nothing drawn, nothing moved.
        #expect(Set(root.allNodes.map(\.frame)).count == 1)
    }

    @Test func colorChainsInArgumentsAreViews() {
        let activity = bindSource("""
            lockScreen { Text("abc").background(Color.red.frame(width: 5)).foregroundColor(Color.blue.opacity(0.5)) }
            """)
        #expect(activity.diagnostics.isEmpty, "\(activity.diagnostics.map(\.message))")
        guard case .background(let decoration, _, let content)? = activity.regions[.lockScreen]?.kind else {
            Issue.record("expected a background")
            return
        }
        guard case .frame(let frame, _) = decoration.kind else {
            Issue.record("Color.red.frame(width:) is a framed color view: \(decoration.kind.name)")
            return
        }
        #expect(frame.width == 5)
        #expect(firstText(content)?.color.alpha == 0.5)
    }

    @Test func arrayPreviewValuesAreMeasuredAsActivityKitJSON() {
        let activity = bindSource("""
            attributes { stops: [String], delays: [Double]? }
            lockScreen { Text("x") }
            preview "p" { stops: ["Oak", "Main St"], delays: [0, 2.5] }
            """)
        #expect(activity.payloadJSON() == #"{"delays":[0,2.5],"stops":["Oak","Main St"]}"#)
    }

    @Test func payloadArraysBecomeArrayFields() {
        let json = JSONValue.object([("stops", .array([.string("a"), .string("b")])), ("bad", .array([.bool(true)]))])
        let (fields, diagnostics) = PayloadLoader.fields(fromJSON: json, path: "p.json", reference: .none, layoutFile: "l")
        #expect(fields.map(\.name.name) == ["stops"])
        #expect(fields.first?.value == Expr(.array([Expr(.string([.literal("a")])), Expr(.string([.literal("b")]))])))
        #expect(diagnostics.map(\.message) == ["payload field 'bad' in 'p.json' is an array holding a boolean; arrays in previews hold strings or numbers"])
    }

    @Test func paddingTakesAnEdgeSetArray() {
        let activity = bindSource("lockScreen { Text(\"a\").padding([.top, .leading], 4) }")
        guard case .padding(let insets, _)? = activity.regions[.lockScreen]?.kind else {
            Issue.record("expected padding")
            return
        }
        #expect(insets == EdgeInsets(top: 4, leading: 4, bottom: 0, trailing: 0))
    }
}
