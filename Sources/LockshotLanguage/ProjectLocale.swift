import FoundationEssentials

/// The `"locale"` of the `lockshot.json` nearest a layout: the locale a project draws its widgets in.
///
/// FoundationEssentials only (its `JSONDecoder`, no `JSONSerialization`): `lockshot` links its standard library
/// statically, and full Foundation would pull ICU in.
package enum ProjectLocale {
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

    /// The language a layout in `folder` is drawn in: `LOCKSHOT_LANGUAGE` (`--language`), else `LOCKSHOT_LOCALE`
    /// (`--locale`), else the nearest `lockshot.json`'s `"locale"`, else nil (en_US).
    package static func language(near folder: String, environment: [String: String]) -> String? {
        if let language = environment["LOCKSHOT_LANGUAGE"], !language.isEmpty { return language }
        if let locale = environment["LOCKSHOT_LOCALE"], !locale.isEmpty { return locale }
        if case .locale(let locale)? = nearest(from: folder)?.setting { return locale }
        return nil
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
