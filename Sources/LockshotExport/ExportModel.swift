import LockshotLanguage

/// One file `lockshot export swiftui` writes: a path relative to the output directory and its bytes.
package struct ExportedFile: Sendable, Equatable {
    /// Where the file goes, relative to the output directory: `FlickPinnedSnapAttributes.swift`.
    package var path: String
    /// The file's bytes (UTF-8 text for Swift and Markdown, TrueType for fonts).
    package var contents: [UInt8]

    package init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    package init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// True for Swift, Markdown and other text files (a `--check` diff is shown for them).
    package var isText: Bool { !path.hasSuffix(".ttf") && !path.hasSuffix(".otf") }

    /// The contents as text (nil for a font).
    package var text: String? { isText ? String(decoding: contents, as: UTF8.self) : nil }
}

/// What the export needs besides the layout.
package struct ExportOptions: Sendable {
    /// lockshot's version, written in each file's header comment.
    package var lockshotVersion: String
    /// The layout's name as the header comment shows it (`flick-pinned-snap.lockshot`).
    package var layoutName: String

    package init(lockshotVersion: String, layoutName: String) {
        self.lockshotVersion = lockshotVersion
        self.layoutName = layoutName
    }
}

/// The export refused the layout: every reason, located in the layout file.
package struct ExportFailure: Error, Sendable {
    package var diagnostics: [Diagnostic]
    package init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
