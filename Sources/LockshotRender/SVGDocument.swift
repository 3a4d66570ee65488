internal import CCairo
import FoundationEssentials
internal import CRSVG
import LockshotLayout

/// A parsed SVG document (librsvg 2.54), drawn as vectors onto any Cairo context.
///
/// Safety (SPEC §11): the bytes are parsed with `rsvg_handle_new_from_data`, which sets no base file,
/// so no `href` (`file:///etc/passwd`, `../secret.png`, `http://…`) can load anything; librsvg's
/// default XML limits stay on. lockshot adds its own caps before librsvg sees the bytes: size
/// (`byteLimit`), element nesting (`depthLimit`), what the document's entities expand to
/// (`expansionLimit`: libxml2's own limit let a "billion laughs" variant with the references in an
/// attribute allocate over 2 GB, found by `scripts/fuzz svg`), and after parsing the intrinsic size (`sideLimit`). A document is rendered once
/// into a small scratch surface when loaded, so one that fails to draw is reported at binding time.
///
/// Owns its `RsvgHandle` and releases it (GObject unref) when freed. Not `Sendable`: librsvg handles
/// are not thread-safe; one `ImageStore` (and its documents) per render thread.
final class SVGDocument {
    private let handle: OpaquePointer
    /// The document's own size in CSS pixels (= points): its `width`/`height`, else its `viewBox`.
    let width: Double
    let height: Double

    /// SVG files larger than this are refused before parsing (1 MiB).
    static let byteLimit = 1 << 20
    /// Width and height above this (in CSS pixels) are refused.
    static let sideLimit = 10_000.0
    /// Elements nested deeper than this are refused (librsvg recurses per level while drawing).
    static let depthLimit = 256
    /// Filter primitives (`<feGaussianBlur>`, …) a document may hold: each costs a pass over its
    /// region, and 22,000 blurs in 1 MiB took 35 s to draw. Icons use a handful.
    static let filterLimit = 64
    /// How much text the document's entity references may expand to in all (1 MiB): Illustrator's
    /// namespace entities are a few dozen bytes each; nested ones multiply.
    static let expansionLimit = 1 << 20

    /// Parses `bytes`.
    /// - Throws: `RenderError.corruptImage(format: "SVG", …)` naming what is wrong, or `.imageTooLarge`.
    init(_ bytes: [UInt8]) throws(RenderError) {
        guard !bytes.isEmpty else { throw .corruptImage(format: "SVG", reason: "the file is empty") }
        guard bytes.count <= Self.byteLimit else {
            throw .corruptImage(format: "SVG", reason: "\(bytes.count) bytes is over the 1 MiB limit for SVG images")
        }
        let depth = Self.nestingDepth(bytes)
        guard depth <= Self.depthLimit else {
            throw .corruptImage(format: "SVG", reason: "elements are nested \(depth) deep; the limit is \(Self.depthLimit)")
        }
        let filters = Self.count(bytes, tag: "<fe")
        guard filters <= Self.filterLimit else {
            throw .corruptImage(format: "SVG", reason: "it has \(filters) filter primitives; more than \(Self.filterLimit) "
                + "is too expensive to draw (flatten the effects into the image)")
        }
        let expansion = Self.entityExpansion(bytes)
        guard expansion <= Self.expansionLimit else {
            throw .corruptImage(format: "SVG", reason: "its entities expand to more than \(Self.expansionLimit / 1024) KiB of text "
                + "(\(expansion >= Self.saturated ? "without bound" : "\(expansion) bytes")); write the text out instead")
        }
        if let reference = Self.externalReference(bytes) {
            throw .corruptImage(format: "SVG", reason: "it refers to '\(reference)' outside itself; lockshot draws only self-contained SVGs (embed images as data: URLs)")
        }
        var message = [CChar](repeating: 0, count: 512)
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            lockshot_rsvg_load(buffer.baseAddress, buffer.count, &message, message.count)
        }
        guard let loaded else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .trimmingWhitespace()
            throw .corruptImage(format: "SVG", reason: text.isEmpty ? "librsvg could not parse it" : text)
        }
        var w = 0.0, h = 0.0
        guard lockshot_rsvg_size(loaded, &w, &h) != 0, w.isFinite, h.isFinite, w > 0, h > 0 else {
            lockshot_rsvg_free(loaded)
            throw .corruptImage(format: "SVG", reason: "it has no size: give the <svg> element width and height or a viewBox")
        }
        guard w <= Self.sideLimit, h <= Self.sideLimit else {
            lockshot_rsvg_free(loaded)
            throw .imageTooLarge(width: Int(min(w, 1e12)), height: Int(min(h, 1e12)),
                                 limit: Int(Self.sideLimit * Self.sideLimit))
        }
        handle = loaded
        width = w
        height = h
        try validate(reuses: Self.count(bytes, tag: "<use") + Self.count(bytes, tag: "<pattern") > 0)
    }

    /// How many times `tag` starts an element in `bytes` (a byte scan, linear).
    static func count(_ bytes: [UInt8], tag: String) -> Int {
        let needle = Array(tag.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return 0 }
        var found = 0, i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first, bytes[i + 1] == needle[1], Array(bytes[i..<(i + needle.count)]) == needle { found += 1 }
            i += 1
        }
        return found
    }

    deinit { lockshot_rsvg_free(handle) }

    /// Draws the whole document scaled into `rect` (user-space units of `cairo`); false when librsvg failed.
    @discardableResult
    func render(into cairo: OpaquePointer, _ rect: Rect) -> Bool {
        lockshot_rsvg_render(handle, UnsafeMutableRawPointer(cairo), rect.minX, rect.minY, rect.width, rect.height) != 0
    }

    /// Draws the document once into a scratch surface, so errors that only show while drawing
    /// (too many `<use>` references, broken filters) are found when the image is loaded.
    /// A document that reuses its own elements (`<use>`, patterns) and draws nothing at all is refused:
    /// librsvg draws a self-reference as blank, without a word.
    private func validate(reuses: Bool) throws(RenderError) {
        let surface = try CairoSurface.alphaMask(width: 32, height: 32)
        let context = try CairoContext(surface: surface)
        guard render(into: context.pointer, Rect(x: 0, y: 0, width: 32, height: 32)) else {
            throw .corruptImage(format: "SVG", reason: "librsvg could not draw it (too many references or an unsupported feature)")
        }
        guard reuses else { return }
        let blank = surface.withPixels { pixels, stride in (0..<(32 * stride)).allSatisfy { pixels[$0] == 0 } }
        if blank {
            throw .corruptImage(format: "SVG", reason: "it draws nothing: a <use> or pattern that refers to itself (or an ancestor) is drawn blank")
        }
    }

    /// True when `bytes` look like an SVG document: after white space, a BOM, an XML declaration,
    /// comments or a doctype, the first element is `<svg`.
    static func sniff(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(4096)
        guard let text = String(bytes: head, encoding: .utf8) ?? String(bytes: head.dropLast(3), encoding: .utf8) else {
            return false
        }
        let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard trimmed.hasPrefix("<") else { return false }
        return trimmed.contains("<svg")
    }

    /// The first reference to something outside the document, or nil: an `href` (or `xlink:href`)
    /// that is not a `#fragment` or a `data:` URL, a CSS `url(…)` or `@import` naming a file, or an
    /// external entity (`<!ENTITY … SYSTEM`). librsvg could not load these anyway (no base file);
    /// refusing them makes the author see why a picture is missing.
    static func externalReference(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // The markers are ASCII: search a copy with ASCII letters folded to lower case (same bytes at
        // the same offsets), read the values from the original.
        let folded = String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        func value(after marker: String, in text: String) -> [String] {
            var found: [String] = []
            var searched = folded[...]
            while let range = searched.firstRange(of: marker) {
                let end = text.utf8.index(text.startIndex, offsetBy: folded.utf8.distance(from: folded.startIndex, to: range.upperBound))
                var tail = text[end...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
                if let quote = tail.first, quote == "\"" || quote == "'" {
                    tail = tail.dropFirst()
                    found.append(String(tail.prefix { $0 != quote }.prefix(200)))
                } else {
                    found.append(String(tail.prefix { $0 != ")" && $0 != ";" && !$0.isWhitespace }.prefix(200)))
                }
                searched = folded[range.upperBound...]
            }
            return found
        }
        let allowed = { (target: String) -> Bool in
            let t = target.trimmingWhitespace().lowercased()
            return t.hasPrefix("#") || t.hasPrefix("data:") || t.isEmpty
        }
        for marker in ["href=", "href =", "url(", "@import"] {
            for target in value(after: marker, in: text) where !allowed(target) { return target }
        }
        if folded.contains("<!entity"), folded.contains("system") || folded.contains("public") {
            return "<!ENTITY … SYSTEM>"
        }
        return nil
    }

    /// What all entity references in `bytes` expand to, in bytes (a bound, not a parser): each
    /// `<!ENTITY name "value">` (or `%name`, or `'value'`) expands to its value with its own references
    /// expanded, and every `&name;`/`%name;` in the document counts once per occurrence. A cycle, or a
    /// total past `saturated`, gives `saturated`. Zero when the document declares no entities.
    static func entityExpansion(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("<!ENTITY") else { return 0 }
        var values: [String: Substring] = [:]
        var rest = text[...]
        while let start = rest.firstRange(of: "<!ENTITY") {
            var tail = rest[start.upperBound...].drop { $0.isWhitespace }
            if tail.first == "%" { tail = tail.dropFirst().drop { $0.isWhitespace } }
            let name = tail.prefix { !$0.isWhitespace && $0 != "\"" && $0 != "'" }
            tail = tail[name.endIndex...].drop { $0.isWhitespace }
            rest = tail
            guard let quote = tail.first, quote == "\"" || quote == "'" else { continue }
            let value = tail.dropFirst().prefix { $0 != quote }
            // A name declared twice: the larger value bounds whichever libxml2 keeps.
            if value.utf8.count >= values[String(name)]?.utf8.count ?? 0 { values[String(name)] = value }
            rest = value.endIndex < tail.endIndex ? tail[value.endIndex...] : value[value.endIndex...]
        }
        guard !values.isEmpty else { return 0 }
        /// The names referenced in `s` (`&name;` and `%name;`), in order, and the length of the rest.
        func references(_ s: Substring) -> (names: [String], plain: Int) {
            var names: [String] = [], plain = 0
            var index = s.startIndex
            while index < s.endIndex {
                let c = s[index]
                if c == "&" || c == "%", let semicolon = s[index...].firstIndex(of: ";"),
                   s.distance(from: index, to: semicolon) <= 64 {
                    let name = s[s.index(after: index)..<semicolon]
                    if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "_-.:".contains($0) }) {
                        names.append(String(name))
                        index = s.index(after: semicolon)
                        continue
                    }
                }
                plain += c.utf8.count
                index = s.index(after: index)
            }
            return (names, plain)
        }
        var memo: [String: Int] = [:], open: Set<String> = []
        func expanded(_ name: String) -> Int {
            if let known = memo[name] { return known }
            guard let value = values[name] else { return name.count + 2 }  // `&amp;` and friends, or unknown
            guard open.insert(name).inserted else { return saturated }   // a cycle
            let (names, plain) = references(value)
            var total = plain
            for inner in names { total = min(saturated, total + expanded(inner)) }
            open.remove(name)
            memo[name] = total
            return total
        }
        var total = 0
        for name in references(text[...]).names where values[name] != nil {
            total = min(saturated, total + expanded(name))
        }
        return total
    }

    /// The expansion figure past which `entityExpansion` stops counting.
    static let saturated = Int(Int32.max)

    /// The deepest element nesting in `bytes`, counted from tags (a quick bound, not a parser):
    /// `<name` opens, `</` and `/>` close; comments, declarations and processing instructions are skipped.
    static func nestingDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, i = 0
        let count = bytes.count
        while i < count {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < count else { i += 1; continue }
            let next = bytes[i + 1]
            if next == UInt8(ascii: "/") {
                depth = max(0, depth - 1)
            } else if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                // skip to the closing '>'
            } else {
                depth += 1
                deepest = max(deepest, depth)
                var j = i + 1
                while j < count, bytes[j] != UInt8(ascii: ">") { j += 1 }
                if j > 0, j < count, bytes[j - 1] == UInt8(ascii: "/") { depth -= 1 }
                i = j
                continue
            }
            i += 1
        }
        return deepest
    }
}
