import Foundation
import LockshotLanguage

/// The locale a compiled widget runs in, as an iPhone set to it would format: `$LOCKSHOT_LOCALE` (what
/// `--locale` sets), else the nearest `lockshot.json`'s `"locale"`, else en_US (an iPhone's default).
///
/// The widget's program gets it as `LOCKSHOT_LOCALE`: lockshot's SwiftUI reads it for `@Environment(\.locale)`
/// and its C part (`CLockshotLocale`) hands it to ICU wherever Foundation on Linux would use its fixed en_001,
/// so `date.formatted()`, `DateFormatter()`, `NumberFormatter` and format styles follow it.
package enum WidgetLocale {
    package static let standard = "en_US"

    /// The locale chosen for a widget in `folder`, or the located problem with the choice.
    package static func chosen(near folder: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Result<String, Diagnostic> {
        if let given = environment["LOCKSHOT_LOCALE"], !given.isEmpty {
            return check(given).mapError { Diagnostic(.error, $0.message, file: nil, at: .none, code: "arguments", help: help) }
        }
        guard let (path, setting) = ProjectLocale.nearest(from: folder) else { return .success(standard) }
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
        let identifier = text.replacingOccurrences(of: "-", with: "_")
        let parts = identifier.split(separator: "_", omittingEmptySubsequences: false)
        let wellFormed = identifier.utf8.count < 64 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            && (2...3).contains(parts[0].count) && parts[0].allSatisfy(\.isLetter)
        guard wellFormed else { return .failure(Problem(message: "'\(text)' is not a locale identifier")) }
        let known = Locale.availableIdentifiers
        if known.contains(identifier) { return .success(identifier) }
        let hint = Suggestion.closest(to: identifier, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(Problem(message: "unknown locale '\(text)'\(hint)"))
    }
}
