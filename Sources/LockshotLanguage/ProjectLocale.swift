import FoundationEssentials
import FoundationInternationalization

/// The locale a project draws its widgets in, as an iPhone set to it would format: `$LOCKSHOT_LOCALE` (what
/// `--locale` sets), else the nearest `lockshot.json`'s `"locale"`, else en_US (an iPhone's default).
///
/// A compiled widget's program gets it as `LOCKSHOT_LOCALE`: lockshot's SwiftUI reads it for `@Environment(\.locale)`
/// and `Locale.current`, and its C part (`CLockshotLocale`) hands it to ICU wherever Foundation on Linux would use its
/// fixed en_001. A `.lockshot` layout's texts are formatted in it by `TextLocale`.
///
/// FoundationEssentials' `JSONDecoder`, not `JSONSerialization`: `lockshot` links its standard library statically,
/// and swift-corelibs-foundation does not link so. (FoundationInternationalization, with ICU's data, does.)
package enum ProjectLocale {
    package static let standard = "en_US"

    /// The locale chosen for a layout in `folder`, or the located problem with the choice.
    package static func chosen(near folder: String, environment: [String: String]) -> Result<String, Diagnostic> {
        if let given = environment["LOCKSHOT_LOCALE"], !given.isEmpty {
            return check(given).mapError { Diagnostic(.error, $0.message, file: nil, at: .none, code: "arguments", help: help) }
        }
        guard let (path, setting) = nearest(from: folder) else { return .success(standard) }
        switch setting {
        case .none: return .success(standard)
        case .notAString:
            return .failure(Diagnostic(.error, "'locale' must be a locale identifier such as \"de_DE\"", file: path, at: .none,
                                       code: "config", help: help))
        case .locale(let text):
            return check(text).mapError { Diagnostic(.error, $0.message, file: path, at: .none, code: "config", help: help) }
        }
    }

    /// Why a locale is refused.
    package struct Problem: Error { package var message: String }

    static let help = "a locale identifier as iOS names them: en_US, de_DE, ja_JP, ar_SA, pt_BR, zh_Hans_CN"

    /// `text` as ICU names it (`de-DE` → `de_DE`), or why it is not a locale lockshot can format in.
    package static func check(_ text: String) -> Result<String, Problem> {
        let identifier = String(text.map { $0 == "-" ? "_" : $0 })
        let parts = identifier.split(separator: "_", omittingEmptySubsequences: false)
        let wellFormed = identifier.utf8.count < 64 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            && (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isLetter }
        guard wellFormed else { return .failure(Problem(message: "'\(text)' is not a locale identifier")) }
        let known = Locale.availableIdentifiers
        if known.contains(identifier) { return .success(identifier) }
        let hint = Suggestion.closest(to: identifier, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(Problem(message: "unknown locale '\(text)'\(hint)"))
    }

    /// What a `lockshot.json` says of its locale.
    package enum Setting: Equatable, Sendable {
        /// No `"locale"` member, or a file that does not parse (`lockshot` reports the malformed file itself).
        case none
        case locale(String)
        /// A `"locale"` that is not a string.
        case notAString
    }

    /// The nearest `lockshot.json` at or above `folder` (a relative folder is taken from the working directory)
    /// and what it says of its locale; nil when no such file exists.
    package static func nearest(from folder: String) -> (path: String, setting: Setting)? {
        var directory = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        while true {
            let path = (directory == "/" ? "" : directory) + "/lockshot.json"
            if FileManager.default.fileExists(atPath: path) {
                return (path, FileManager.default.contents(atPath: path).map(setting(in:)) ?? .none)
            }
            guard let slash = directory.lastIndex(of: "/"), directory != "/" else { return nil }
            directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
        }
    }

    private struct File: Decodable {
        var locale: Setting
        enum CodingKeys: String, CodingKey { case locale }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if !container.contains(.locale) {
                locale = .none
            } else if let text = try? container.decode(String.self, forKey: .locale) {
                locale = .locale(text)
            } else {
                locale = .notAString
            }
        }
    }

    static func setting(in data: Data) -> Setting {
        (try? JSONDecoder().decode(File.self, from: data))?.locale ?? .none
    }
}
