import LockshotFontData

/// Why the text engine could not load or use a font.
///
/// Every case says what to do about it; `code` is stable for scripts and tests.
package enum TextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A font file named by a layout (`fonts { X = "path" }`) does not exist or cannot be read.
    case fontFileNotFound(path: String)
    /// An embedded font name that lockshot does not ship.
    case embeddedFontNotFound(name: String)
    /// A fallback font (emoji or wide-coverage) is missing; `package` names the Debian package to install,
    /// `variable` the environment variable that overrides its path.
    case fallbackFontNotFound(path: String, package: String, variable: String)
    /// The file exists but FreeType or HarfBuzz cannot read it as a font.
    case invalidFont(name: String, reason: String)
    /// A C library call failed (a resource error, not the input's fault).
    case library(name: String, call: String, status: Int)

    /// A short stable identifier for the error kind.
    package var code: String {
        switch self {
        case .fontFileNotFound: "font-file-not-found"
        case .embeddedFontNotFound: "embedded-font-not-found"
        case .fallbackFontNotFound: "fallback-font-not-found"
        case .invalidFont: "invalid-font"
        case .library: "text-library-error"
        }
    }

    /// A one-line message that says what went wrong and what to do.
    package var description: String {
        switch self {
        case .fontFileNotFound(let path):
            "font file '\(path)' not found: check the path in the layout's fonts { } block"
        case .embeddedFontNotFound(let name):
            EmbeddedFonts.names.isEmpty
                ? "no embedded font named '\(name)': this build embeds no fonts (run 'lockshot fonts build')"
                : "no embedded font named '\(name)': embedded fonts are \(EmbeddedFonts.names.joined(separator: ", "))"
        case .fallbackFontNotFound(let path, let package, let variable):
            "fallback font '\(path)' not found: install the Debian package \(package) or set \(variable) to a font file"
        case .invalidFont(let name, let reason):
            "'\(name)' is not a usable font: \(reason)"
        case .library(let name, let call, let status):
            "\(name) call \(call) failed with status \(status)"
        }
    }
}
