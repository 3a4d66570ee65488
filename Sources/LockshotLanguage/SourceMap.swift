import FoundationEssentials

/// A layout made from other sources (SwiftUI files read by `lockshot-swift`), with where each of its
/// nodes came from, so diagnostics point at the Swift file:line:column rather than the layout text.
///
/// `lockshot-swift import --json` prints one of these; `lockshot` parses `layout`, then
/// `Document.remapRanges` moves every range of the parsed tree to its origin.
package struct ImportedLayout: Codable, Sendable, Equatable {
    /// One node's range in the layout text and the range it came from in `files[file]`.
    package struct Mapping: Codable, Sendable, Equatable {
        package var layoutStart: Int, layoutEnd: Int
        package var file: Int
        package var start: [Int], end: [Int] // offset, line, column
        package init(layout: SourceRange, file: Int, origin: SourceRange) {
            layoutStart = layout.start.offset
            layoutEnd = layout.end.offset
            self.file = file
            start = [origin.start.offset, origin.start.line, origin.start.column]
            end = [origin.end.offset, origin.end.line, origin.end.column]
        }
        package var origin: SourceRange {
            func location(_ v: [Int]) -> SourceLocation {
                v.count == 3 ? SourceLocation(offset: v[0], line: v[1], column: v[2]) : SourceRange.none.start
            }
            return SourceRange(start: location(start), end: location(end))
        }
    }

    /// A diagnostic as plain data (file by path, 1-based line and column).
    package struct Problem: Codable, Sendable, Equatable {
        package var severity: String, message: String, code: String
        package var help: String?
        package var file: String?
        package var start: [Int], end: [Int] // offset, line, column
        /// The diagnostic's notes without a range (a range-less note is all a Swift widget's carry).
        package var notes: [String]?
        package init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            code = diagnostic.code
            help = diagnostic.help
            file = diagnostic.file
            let r = diagnostic.range
            start = [r.start.offset, r.start.line, r.start.column]
            end = [r.end.offset, r.end.line, r.end.column]
            let kept = diagnostic.notes.filter { $0.range == nil }.map(\.message)
            notes = kept.isEmpty ? nil : kept
        }
        package var diagnostic: Diagnostic {
            func location(_ v: [Int]) -> SourceLocation {
                v.count == 3 ? SourceLocation(offset: v[0], line: v[1], column: v[2]) : SourceRange.none.start
            }
            return Diagnostic(Diagnostic.Severity(rawValue: severity) ?? .error, message, file: file,
                              at: SourceRange(start: location(start), end: location(end)), code: code, help: help,
                              notes: (notes ?? []).map { Diagnostic.Note(message: $0) })
        }
    }

    /// A compiled widget's attribute holding, per preview, the bytes ActivityKit would see of its attributes and
    /// content state as JSON (the widget's program encodes its real types): what the `payload-size` rule reads.
    package static let payloadAttribute = "lockshotPayloadBytes"

    /// The canonical layout text (empty when the import failed).
    package var layout: String
    /// The source files read, by index.
    package var files: [String]
    package var mappings: [Mapping]
    package var diagnostics: [Problem]

    package init(layout: String, files: [String], mappings: [Mapping], diagnostics: [Problem]) {
        self.layout = layout
        self.files = files
        self.mappings = mappings
        self.diagnostics = diagnostics
    }

    /// The origin of a layout range: the node starting and ending there, else the nearest node starting at or before it.
    /// One lookup scans every mapping; to locate many ranges, look them up in one `origins()`.
    package func origin(of range: SourceRange) -> (file: Int, range: SourceRange)? {
        origins().origin(of: range)
    }

    /// The mappings indexed for lookups in O(log n): a compiled widget's layout has tens of thousands of
    /// nodes, and locating each through a scan of all mappings took seconds per load.
    package func origins() -> Origins { Origins(mappings) }

    /// `ImportedLayout.origin(of:)` over an index built once.
    package struct Origins: Sendable {
        private struct Span: Hashable { var start: Int, end: Int }
        private let mappings: [Mapping]
        private var exact: [Span: Int] = [:]
        /// Mapping indices by (layoutStart, -layoutEnd), ties in list order.
        private let sorted: [Int]

        init(_ mappings: [Mapping]) {
            self.mappings = mappings
            for (i, m) in mappings.enumerated() where exact[Span(start: m.layoutStart, end: m.layoutEnd)] == nil {
                exact[Span(start: m.layoutStart, end: m.layoutEnd)] = i
            }
            sorted = mappings.indices.sorted {
                let a = mappings[$0], b = mappings[$1]
                return (a.layoutStart, -a.layoutEnd, $0) < (b.layoutStart, -b.layoutEnd, $1)
            }
        }

        package func origin(of range: SourceRange) -> (file: Int, range: SourceRange)? {
            if let i = exact[Span(start: range.start.offset, end: range.end.offset)] {
                return (mappings[i].file, mappings[i].origin)
            }
            // The last mapping starting at or before the range; among equal keys the first in list order.
            var low = 0, high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if mappings[sorted[mid]].layoutStart <= range.start.offset { low = mid + 1 } else { high = mid }
            }
            guard low > 0 else { return nil }
            var best = low - 1
            let key = (mappings[sorted[best]].layoutStart, mappings[sorted[best]].layoutEnd)
            while best > 0, (mappings[sorted[best - 1]].layoutStart, mappings[sorted[best - 1]].layoutEnd) == key { best -= 1 }
            let m = mappings[sorted[best]]
            return (m.file, m.origin)
        }
    }
}

extension Document {
    /// Every range in the tree, in a fixed walk order (two structurally equal trees list corresponding ranges in step).
    package var allRanges: [SourceRange] {
        var copy = self
        var out: [SourceRange] = []
        copy.remapRanges { out.append($0); return $0 }
        return out
    }

    /// Replaces every range in the tree by `transform(range)`, walking in the order `allRanges` lists them.
    package mutating func remapRanges(_ transform: (SourceRange) -> SourceRange) {
        withoutActuallyEscaping(transform) { transform in
            var walker = RangeWalker(transform: transform)
            walker.document(&self)
        }
    }
}

private struct RangeWalker {
    let transform: (SourceRange) -> SourceRange

    mutating func map(_ range: inout SourceRange) { range = transform(range) }
    mutating func ident(_ id: inout Identifier) { map(&id.range) }

    mutating func document(_ d: inout Document) {
        if var name = d.activityName { ident(&name); d.activityName = name }
        for i in d.attributes.indices { attribute(&d.attributes[i]) }
        for i in d.fonts.indices {
            ident(&d.fonts[i].family)
            for j in d.fonts[i].faces.indices { ident(&d.fonts[i].faces[j].weight); map(&d.fonts[i].faces[j].range) }
            map(&d.fonts[i].range)
        }
        for i in d.theme.indices { ident(&d.theme[i].name); expr(&d.theme[i].value); map(&d.theme[i].range) }
        for i in d.regions.indices { statements(&d.regions[i].body); map(&d.regions[i].range) }
        for i in d.previews.indices {
            switch d.previews[i].source {
            case .fields(var fields):
                for j in fields.indices { ident(&fields[j].name); expr(&fields[j].value); map(&fields[j].range) }
                d.previews[i].source = .fields(fields)
            case .payload(let path, var range):
                map(&range)
                d.previews[i].source = .payload(path: path, range: range)
            }
            map(&d.previews[i].range)
        }
        for i in d.symbols.indices {
            map(&d.symbols[i].nameRange); map(&d.symbols[i].sourceRange); map(&d.symbols[i].range)
        }
    }

    mutating func attribute(_ a: inout AttributeDecl) {
        ident(&a.name)
        ident(&a.type.name)
        if var value = a.defaultValue { expr(&value); a.defaultValue = value }
        map(&a.range)
    }

    mutating func statements(_ list: inout [Statement]) {
        for i in list.indices {
            switch list[i] {
            case .view(var node):
                view(&node)
                list[i] = .view(node)
            case .conditional(var conditional):
                ifStatement(&conditional)
                list[i] = .conditional(conditional)
            }
        }
    }

    mutating func ifStatement(_ c: inout IfStatement) {
        expr(&c.condition)
        statements(&c.thenBody)
        if var e = c.elseBody { statements(&e); c.elseBody = e }
        map(&c.range)
    }

    mutating func arguments(_ args: inout [Argument]) {
        for i in args.indices {
            if var label = args[i].label { ident(&label); args[i].label = label }
            expr(&args[i].value)
            map(&args[i].range)
        }
    }

    mutating func view(_ node: inout ViewNode) {
        ident(&node.name)
        arguments(&node.arguments)
        if var p = node.closureParameter { ident(&p); node.closureParameter = p }
        if var content = node.content { statements(&content); node.content = content }
        for i in node.labeledClosures.indices {
            ident(&node.labeledClosures[i].label)
            statements(&node.labeledClosures[i].body)
            map(&node.labeledClosures[i].range)
        }
        for i in node.modifiers.indices {
            ident(&node.modifiers[i].name)
            arguments(&node.modifiers[i].arguments)
            if var content = node.modifiers[i].content { statements(&content); node.modifiers[i].content = content }
            map(&node.modifiers[i].range)
        }
        for i in node.concatenated.indices { view(&node.concatenated[i]) }
        map(&node.range)
    }

    mutating func expr(_ e: inout Expr) {
        switch e.kind {
        case .string(var segments):
            for i in segments.indices {
                switch segments[i] {
                case .literal: break
                case .interpolation(var inner): expr(&inner); segments[i] = .interpolation(inner)
                case .formattedInterpolation(var inner, var args):
                    expr(&inner); arguments(&args); segments[i] = .formattedInterpolation(inner, args)
                }
            }
            e.kind = .string(segments)
        case .implicitMember(let name, let args):
            if var args { arguments(&args); e.kind = .implicitMember(name, arguments: args) }
        case .member(var base, let name):
            expr(&base); e.kind = .member(base, name)
        case .methodCall(var base, let name, var args):
            expr(&base); arguments(&args); e.kind = .methodCall(base, name, arguments: args)
        case .binary(let op, var l, var r):
            expr(&l); expr(&r); e.kind = .binary(op, l, r)
        case .unary(let op, var inner):
            expr(&inner); e.kind = .unary(op, inner)
        case .view(var node):
            view(&node); e.kind = .view(node)
        case .array(var elements):
            for i in elements.indices { expr(&elements[i]) }
            e.kind = .array(elements)
        case .ternary(var c, var a, var b):
            expr(&c); expr(&a); expr(&b); e.kind = .ternary(c, a, b)
        case .number, .bool, .nil, .color, .identifier, .keyPath:
            break
        }
        map(&e.range)
    }
}
