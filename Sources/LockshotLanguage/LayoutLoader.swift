import FoundationEssentials

/// A layout file read from disk and parsed, or the reason it could not be.
package struct LoadedLayout: Sendable {
    /// The decoded source; nil when the file could not be read or is not text.
    package var file: SourceFile?
    /// The parsed document; nil when the file could not be read, is not UTF-8 text, or is empty.
    package var document: Document?
    /// Reading and parse diagnostics, in source order.
    package var diagnostics: [Diagnostic]

    /// A load result.
    package init(file: SourceFile?, document: Document?, diagnostics: [Diagnostic]) {
        self.file = file
        self.document = document
        self.diagnostics = diagnostics
    }

    /// The Swift files a layout made from a widget's sources points into, by index: a range's offset
    /// keeps its file's index in the high bits (`ImportedLayout.origin(of:)`; index 0 is `file`).
    /// Empty for a `.lockshot` file.
    package var sources: [SourceFile] = []

    /// True when nothing at error level was reported.
    package var succeeded: Bool { document != nil && !diagnostics.contains { $0.severity == .error } }

    /// The file a range points into (by the index in its offset) and the plain range in it.
    package func locate(_ range: SourceRange) -> (path: String, range: SourceRange)? {
        guard sources.count > 1, range != .none else { return nil }
        let (index, plain) = ImportedLayout.origin(of: range)
        guard index < sources.count else { return nil }
        return (sources[index].path, plain)
    }

    /// `diagnostic` named after the Swift file its range points into, when it was about this layout's
    /// main file (a finding in a view of another file of the widget names that file).
    package func relocated(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.file == nil || diagnostic.file == file?.path, let (path, range) = locate(diagnostic.range) else {
            return diagnostic
        }
        var copy = diagnostic
        copy.file = path
        copy.range = range
        copy.notes = copy.notes.map { note in
            var moved = note
            moved.range = note.range.map { locate($0)?.range ?? $0 }
            return moved
        }
        return copy
    }
}

/// Reads `.lockshot` files: bytes → checked UTF-8 text → `Parser`.
package enum LayoutLoader {
    /// Layout files larger than this are refused rather than parsed (a layout is a few kilobytes).
    package static let maxFileSize = 4 << 20

    /// Reads and parses the layout at `path`. Never throws: a missing, binary, non-UTF-8 or
    /// empty file gives one clear diagnostic and a nil document.
    package static func load(path: String) -> LoadedLayout {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return failure(path, "no such file '\(path)'", code: "io", help: "check the path; it is relative to the current directory")
        }
        if isDirectory {
            return failure(path, "'\(path)' is a directory, not a layout file", code: "io",
                           help: "name a .lockshot file inside it")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return failure(path, "cannot read '\(path)'", code: "io", help: "check the file's permissions")
        }
        return load(path: path, bytes: [UInt8](data))
    }

    /// Decodes and parses layout bytes already in memory, as `load(path:)` does after reading.
    package static func load(path: String, bytes: [UInt8]) -> LoadedLayout {
        if bytes.count > maxFileSize {
            return failure(path, "'\(path)' is too large for a layout (\(bytes.count) bytes)", code: "io",
                           help: "layouts are limited to \(maxFileSize) bytes")
        }
        if let kind = binaryKind(bytes) {
            return failure(path, "'\(path)' is \(kind), not a layout", code: "encoding",
                           help: "lockshot layouts are UTF-8 text files ending in .lockshot")
        }
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
        if let bad = firstInvalidUTF8Offset(content) {
            let prefix = String(decoding: content[content.startIndex..<bad], as: UTF8.self)
            let file = SourceFile(path: path, text: String(decoding: content, as: UTF8.self))
            let location = file.location(ofOffset: prefix.utf8.count)
            let range = SourceRange(start: location, end: location.advanced(by: 1))
            let byte = String(content[bad], radix: 16, uppercase: true)
            return LoadedLayout(file: file, document: nil, diagnostics: [
                Diagnostic(.error, "invalid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte))", file: path,
                           at: range, code: "encoding", help: "save the file as UTF-8"),
            ])
        }
        let text = String(decoding: content, as: UTF8.self)
        let file = SourceFile(path: path, text: text)
        if let nul = content.firstIndex(of: 0) {
            let location = file.location(ofOffset: nul - content.startIndex)
            return LoadedLayout(file: file, document: nil, diagnostics: [
                Diagnostic(.error, "a NUL byte: '\(path)' is a binary file or UTF-16 text, not a UTF-8 layout", file: path,
                           at: SourceRange(start: location, end: location.advanced(by: 1)), code: "encoding",
                           help: "lockshot layouts are UTF-8 text files ending in .lockshot"),
            ])
        }
        if text.allSatisfy(\.isWhitespace) {
            return LoadedLayout(file: file, document: nil, diagnostics: [
                Diagnostic(.error, "layout file is empty", file: path, at: .none, code: "empty",
                           help: "a layout needs at least one region, such as 'lockScreen { Text(\"Hello\") }'"),
            ])
        }
        let (document, diagnostics) = Parser.parse(file)
        return LoadedLayout(file: file, document: document, diagnostics: diagnostics)
    }

    private static func failure(_ path: String, _ message: String, code: String, help: String) -> LoadedLayout {
        LoadedLayout(file: nil, document: nil,
                     diagnostics: [Diagnostic(.error, message, file: path, at: .none, code: code, help: help)])
    }

    /// Recognises files that are plainly not text by their signatures (NUL bytes are found later, with a place).
    static func binaryKind(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "a PNG image" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if bytes.starts(with: Array("%PDF".utf8)) { return "a PDF document" }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "a ZIP archive" }
        return nil
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8
    /// (no overlong forms, no surrogates, nothing above U+10FFFF).
    /// - Complexity: O(n).
    static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0x00...0x7F: i += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            for k in 1..<length {
                guard i + k < bytes.endIndex else { return i }
                let c = bytes[i + k]
                let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                if c < lo || c > hi { return i }
            }
            i += length
        }
        return nil
    }
}

extension LayoutLoader {
    /// Reads, parses and checks a layout: `load(path:)` followed by `Checker.check` with the
    /// layout's own directory as the root for the files it names.
    package static func loadChecked(path: String, schema: Schema = .standard) -> LoadedLayout {
        checked(load(path: path), layoutDirectory: directory(of: path), schema: schema)
    }

    /// The directory a layout's relative paths (images, fonts, payloads) start from: the one holding it.
    /// A folder given as the layout (a widget extension's `.swift` files) is its own directory.
    /// An `.xcodeproj` or `.xcworkspace` (folders themselves) starts from the folder holding it, as its files do.
    package static func directory(of layoutPath: String) -> String {
        var isDirectory = false
        let ext = PathName.extension(of: layoutPath)
        if FileManager.default.fileExists(atPath: layoutPath, isDirectory: &isDirectory), isDirectory,
           ext != "xcodeproj", ext != "xcworkspace" { return layoutPath }
        let directory = PathName.directory(of: layoutPath)
        return directory.isEmpty ? "." : directory
    }

    /// Runs the checker over a loaded layout and merges its diagnostics with the parser's, in
    /// source order. Where the parser already failed, the checker sees what recovery left
    /// (`Text(📸)` parses as `Text()`): an argument-list complaint leading up to a syntax error
    /// on its line would only mislead, so it goes.
    package static func checked(_ loaded: LoadedLayout, layoutDirectory: String, schema: Schema = .standard) -> LoadedLayout {
        guard let document = loaded.document, let file = loaded.file else { return loaded }
        var loaded = loaded
        let syntaxErrors = loaded.diagnostics.filter { $0.severity == .error }.map(\.range.start)
        let checked = Checker.check(document, file: file, layoutDirectory: layoutDirectory, schema: schema)
            .filter { d in
                d.code != "arguments" || !syntaxErrors.contains { $0.line == d.range.start.line && $0.offset >= d.range.start.offset }
            }
        loaded.diagnostics = (loaded.diagnostics + checked).enumerated()
            .sorted { ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset) }
            .map(\.element)
        return loaded
    }
}
