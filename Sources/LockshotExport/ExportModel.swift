import LockshotLanguage

/// One file `lockshot export swiftui` writes: a path relative to the output directory and its bytes.
public struct ExportedFile: Sendable, Equatable {
    /// Where the file goes, relative to the output directory: `FlickPinnedSnapAttributes.swift`.
    public var path: String
    /// The file's bytes (UTF-8 text for Swift and Markdown, TrueType for fonts).
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// True for Swift, Markdown and other text files (a `--check` diff is shown for them).
    public var isText: Bool { !path.hasSuffix(".ttf") && !path.hasSuffix(".otf") }

    /// The contents as text (nil for a font).
    public var text: String? { isText ? String(decoding: contents, as: UTF8.self) : nil }
}

/// What the export needs besides the layout.
public struct ExportOptions: Sendable {
    /// lockshot's version, written in each file's header comment.
    public var lockshotVersion: String
    /// The layout's name as the header comment shows it (`flick-pinned-snap.lockshot`).
    public var layoutName: String

    public init(lockshotVersion: String, layoutName: String) {
        self.lockshotVersion = lockshotVersion
        self.layoutName = layoutName
    }
}

/// The export refused the layout: every reason, located in the layout file.
public struct ExportFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
