/// SF Symbol names are built from a grammar: a base (`heart`, `bell`, `1`), then modifiers — an enclosure
/// (`.circle`, `.square`, `.rectangle`, `.capsule`), `.slash`, `.badge.plus`…, and `.fill`. A name the table does
/// not list is drawn from its parts: the base's stand-in, composed on the icons' 16 × 16 grid as SF Symbols
/// composes it (a filled enclosure with the base knocked out of it, an outlined one around a smaller base, a
/// slash with a gap, a badge cut into the top-right corner).
package enum SymbolGrammar {
    /// How a name is drawn.
    package indirect enum Plan: Equatable, Sendable {
        /// A stand-in file as it is (`heart-fill`), turned when the table says so.
        case icon(String)
        case enclosed(Plan, Enclosure, filled: Bool)
        case slashed(Plan)
        case badged(Plan, Badge)

        /// How the stand-in is described in layout dumps and manifests: `heart in circle.fill`.
        package var description: String {
            switch self {
            case .icon(let name): name
            case .enclosed(let inner, let enclosure, let filled): "\(inner.description) in \(enclosure.rawValue)\(filled ? ".fill" : "")"
            case .slashed(let inner): "\(inner.description) slashed"
            case .badged(let inner, let badge): "\(inner.description) with badge \(badge.rawValue)"
            }
        }

        /// The stand-in files the drawing reads.
        package var icons: [String] {
            switch self {
            case .icon(let name): [name]
            case .enclosed(let inner, _, _), .slashed(let inner), .badged(let inner, _): inner.icons
            }
        }
    }

    package enum Enclosure: String, CaseIterable, Sendable { case circle, square, rectangle, capsule }
    package enum Badge: String, CaseIterable, Sendable { case dot = "badge", plus, minus, checkmark, xmark, exclamationmark, questionmark, clock }

    /// Words SF Symbols spells differently from the base the table or the stand-in set knows.
    static let synonyms: [(String, String)] = [("forward", "right"), ("backward", "left")]

    /// The plan for `name`: the table's stand-in, else the stand-in set's file of the same name (`stop.circle` is
    /// `stop-circle`), else the name taken apart; nil when no base is known.
    /// - Parameters:
    ///   - table: the committed table (SF name → stand-in file).
    ///   - exists: whether the stand-in set has a file of that name (without `.svg`).
    package static func plan(_ name: String, table: [String: String], exists: (String) -> Bool) -> Plan? {
        var seen: Set<String> = []
        return plan(name, table: table, exists: exists, seen: &seen)
    }

    /// `name` as SF Symbols' layers when it is an enclosed base (`heart.circle.fill`: a solid heart over a disc,
    /// `bell.square`: a bell inside a square outline), even where the table lists a one-piece stand-in for it;
    /// nil for any other name.
    package static func layers(_ name: String, table: [String: String], exists: (String) -> Bool) -> (base: Plan, enclosure: Enclosure, filled: Bool)? {
        var seen: Set<String> = []
        guard case .enclosed(let inner, let enclosure, let filled)? = plan(name, table: table, exists: exists, seen: &seen, whole: false)
        else { return nil }
        return (inner, enclosure, filled)
    }

    /// `whole`: the name itself may be a stand-in of its own (false: only its parts, for `layers`).
    private static func plan(_ name: String, table: [String: String], exists: (String) -> Bool, seen: inout Set<String>,
                             whole: Bool = true) -> Plan? {
        guard !name.isEmpty, seen.insert(name).inserted else { return nil }
        func direct(_ name: String) -> Plan? {
            if let icon = table[name] { return .icon(icon) }
            let file = String(name.map { $0 == "." ? "-" : $0 })
            return exists(file) ? .icon(file) : nil
        }
        if whole, let found = direct(name) { return found }
        func recurse(_ other: String) -> Plan? { plan(other, table: table, exists: exists, seen: &seen) }
        var parts = name.split(separator: ".").map(String.init)
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        // An enclosure: the base inside it, its outline form inside a filled one (it is knocked out), as SF Symbols does.
        if parts.count >= 2, let enclosure = Enclosure(rawValue: parts.last!) {
            let base = parts.dropLast().joined(separator: ".")
            // A filled enclosure knocks out the base's solid form (`heart.circle.fill`), an outlined one holds its outline.
            let inner = filled ? recurse(base + ".fill") ?? recurse(base) : recurse(base) ?? recurse(base + ".fill")
            if let inner { return .enclosed(inner, enclosure, filled: filled) }
        }
        if parts.count >= 2, parts.last == "slash" {
            let base = parts.dropLast().joined(separator: ".")
            if let inner = filled ? recurse(base + ".fill") ?? recurse(base) : recurse(base) ?? recurse(base + ".fill") {
                return .slashed(inner)
            }
        }
        if let index = parts.lastIndex(of: "badge"), index > 0 {
            let base = parts[..<index].joined(separator: ".") + (filled ? ".fill" : "")
            let kind = parts[(index + 1)...].first.flatMap(Badge.init(rawValue:)) ?? .dot
            if let inner = recurse(base) ?? recurse(parts[..<index].joined(separator: ".")) { return .badged(inner, kind) }
        }
        // The other form when only one exists: `bell.fill` without a filled stand-in is the outline, and the reverse.
        let stem = parts.joined(separator: ".")
        if let other = direct(filled ? stem : stem + ".fill") { return other }
        for (word, known) in synonyms where parts.contains(word) {
            let swapped = parts.map { $0 == word ? known : $0 }.joined(separator: ".") + (filled ? ".fill" : "")
            if let found = recurse(swapped) { return found }
        }
        // A variant of a known base (`figure.strengthtraining.traditional`, `cup.and.heat.waves`): its family's
        // stand-in, the name without its last word.
        if parts.count >= 2 {
            let shorter = parts.dropLast().joined(separator: ".") + (filled ? ".fill" : "")
            if let family = recurse(shorter) { return family }
        }
        return filled ? recurse(stem) : nil
    }
}

/// Draws a plan as one SVG on the stand-ins' 16 × 16 grid (drawn as a template: only coverage counts).
package struct SymbolComposer {
    /// The body of a stand-in file (what is inside its `<svg>`), nil when it cannot be read.
    let body: (String) -> String?
    private var masks = 0

    package init(body: @escaping (String) -> String?) { self.body = body }

    package mutating func svg(_ plan: SymbolGrammar.Plan) -> String? {
        guard let drawing = draw(plan) else { return nil }
        return Self.document(defs: drawing.defs, content: drawing.content)
    }

    /// An enclosed base as two drawings: the base where it sits inside the enclosure, and the enclosure alone
    /// (filled or outlined); nil when a stand-in file cannot be read.
    package mutating func layers(base: SymbolGrammar.Plan, enclosure: SymbolGrammar.Enclosure, filled: Bool) -> (primary: String, secondary: String)? {
        guard let drawing = draw(base) else { return nil }
        let (outline, placed) = Self.enclosing(drawing.content, in: enclosure, filled: filled)
        return (Self.document(defs: drawing.defs, content: placed), Self.document(defs: "", content: outline))
    }

    /// The enclosure's drawing, and `base` scaled and centred inside it.
    private static func enclosing(_ base: String, in enclosure: SymbolGrammar.Enclosure, filled: Bool) -> (outline: String, placed: String) {
        let (outline, scale) = outline(enclosure, filled: filled)
        let offset = 8 * (1 - scale)
        return (outline, ##"<g transform="translate(\##(offset) \##(offset)) scale(\##(scale))">"## + base + "</g>")
    }

    private static func document(defs: String, content: String) -> String {
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">"##
            + defs + ##"<g fill="#000">"## + content + "</g></svg>"
    }

    private struct Drawing {
        var defs = ""
        var content = ""
    }

    private mutating func mask(_ cut: String) -> (id: String, defs: String) {
        masks += 1
        let id = "lockshot-cut-\(masks)"
        return (id, ##"<mask id="\##(id)" maskUnits="userSpaceOnUse" x="-2" y="-2" width="20" height="20">"##
                + ##"<rect x="-2" y="-2" width="20" height="20" fill="#fff"/>"## + cut + "</mask>")
    }

    private mutating func draw(_ plan: SymbolGrammar.Plan) -> Drawing? {
        switch plan {
        case .icon(let name):
            guard let inner = body(name) else { return nil }
            return Drawing(content: inner)
        case .enclosed(let inner, let enclosure, let filled):
            guard let base = draw(inner) else { return nil }
            let (outline, placed) = Self.enclosing(base.content, in: enclosure, filled: filled)
            if filled {
                let cut = mask(##"<g fill="#000" stroke="none">"## + placed + "</g>")
                return Drawing(defs: base.defs + cut.defs, content: ##"<g mask="url(#\##(cut.id))">"## + outline + "</g>")
            }
            return Drawing(defs: base.defs, content: outline + placed)
        case .slashed(let inner):
            guard let base = draw(inner) else { return nil }
            let gap = mask(##"<line x1="0.5" y1="0.5" x2="15.5" y2="15.5" stroke="#000" stroke-width="3.2"/>"##)
            return Drawing(defs: base.defs + gap.defs,
                           content: ##"<g mask="url(#\##(gap.id))">"## + base.content + "</g>"
                               + ##"<line x1="1.5" y1="1.5" x2="14.5" y2="14.5" stroke="#000" stroke-width="1.3" stroke-linecap="round"/>"##)
        case .badged(let inner, let badge):
            guard let base = draw(inner) else { return nil }
            let room = mask(##"<circle cx="12.6" cy="3.4" r="4.4" fill="#000"/>"##)
            let glyph = Self.badgeGlyph(badge)
            var content = ##"<g mask="url(#\##(room.id))">"## + base.content + "</g>"
            var defs = base.defs + room.defs
            if glyph.isEmpty {
                content += ##"<circle cx="12.6" cy="3.4" r="3.2"/>"##
            } else {
                let knocked = mask(glyph)
                defs += knocked.defs
                content += ##"<circle cx="12.6" cy="3.4" r="3.4" mask="url(#\##(knocked.id))"/>"##
            }
            return Drawing(defs: defs, content: content)
        }
    }

    /// The enclosure's drawing and the scale of the base inside it.
    static func outline(_ enclosure: SymbolGrammar.Enclosure, filled: Bool) -> (String, Double) {
        let stroke = ##" fill="none" stroke="#000" stroke-width="1.1""##
        switch enclosure {
        case .circle:
            return (filled ? ##"<circle cx="8" cy="8" r="8"/>"## : ##"<circle cx="8" cy="8" r="7.45""## + stroke + "/>", 0.55)
        case .square:
            return (filled ? ##"<rect width="16" height="16" rx="3.6"/>"## : ##"<rect x="0.55" y="0.55" width="14.9" height="14.9" rx="3.2""## + stroke + "/>", 0.55)
        case .rectangle:
            return (filled ? ##"<rect y="2.5" width="16" height="11" rx="2.6"/>"##
                           : ##"<rect x="0.55" y="3.05" width="14.9" height="9.9" rx="2.3""## + stroke + "/>", 0.5)
        case .capsule:
            return (filled ? ##"<rect y="3" width="16" height="10" rx="5"/>"##
                           : ##"<rect x="0.55" y="3.55" width="14.9" height="8.9" rx="4.45""## + stroke + "/>", 0.45)
        }
    }

    /// The mark knocked out of a badge's dot (in black, for a mask); empty for a plain dot.
    static func badgeGlyph(_ badge: SymbolGrammar.Badge) -> String {
        let pen = ##" stroke="#000" stroke-width="1.1" stroke-linecap="round" fill="none""##
        return switch badge {
        case .dot: ""
        case .plus: ##"<path d="M12.6 1.6v3.6M10.8 3.4h3.6""## + pen + "/>"
        case .minus: ##"<path d="M10.8 3.4h3.6""## + pen + "/>"
        case .checkmark: ##"<path d="M10.9 3.5l1.2 1.2 2.2-2.4""## + pen + "/>"
        case .xmark: ##"<path d="M11.3 2.1l2.6 2.6M13.9 2.1l-2.6 2.6""## + pen + "/>"
        case .exclamationmark: ##"<path d="M12.6 1.5v2.3""## + pen + ##"/><circle cx="12.6" cy="5.3" r="0.6" fill="#000"/>"##
        case .questionmark: ##"<path d="M11.6 2.5a1 1 0 1 1 1.5.9c-.4.2-.5.4-.5.8""## + pen + ##"/><circle cx="12.6" cy="5.5" r="0.55" fill="#000"/>"##
        case .clock: ##"<path d="M12.6 1.9v1.6l1.1.7""## + pen + "/>"
        }
    }

    /// What a stand-in file draws: the markup inside its `<svg …>`, nil when the text is not one.
    package static func body(ofSVG text: String) -> String? {
        guard let open = text.firstRange(of: "<svg"), let openEnd = text[open.upperBound...].firstIndex(of: ">"),
              let close = text.ranges(of: "</svg>").last, close.lowerBound > openEnd else { return nil }
        return String(text[text.index(after: openEnd)..<close.lowerBound])
    }
}
