import Foundation

/// The `"locale"` of the `lockshot.json` nearest a layout: the locale a project draws its widgets in.
package enum ProjectLocale {
    /// The nearest `lockshot.json` at or above `folder` (a relative folder is taken from the working directory)
    /// and its `"locale"` member, nil when it has none; nil when no such file exists. A file that does not parse
    /// has no locale here (`lockshot` reports the malformed file itself).
    package static func nearest(from folder: String) -> (path: String, value: Any?)? {
        let joined = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        var directory = URL(fileURLWithPath: joined).standardizedFileURL.path
        while true {
            let path = (directory as NSString).appendingPathComponent("lockshot.json")
            if FileManager.default.fileExists(atPath: path) {
                let object = FileManager.default.contents(atPath: path).flatMap { try? JSONSerialization.jsonObject(with: $0) }
                return (path, (object as? [String: Any])?["locale"])
            }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { return nil }
            directory = parent
        }
    }

    /// The language a layout in `folder` is drawn in: `LOCKSHOT_LANGUAGE` (`--language`), else `LOCKSHOT_LOCALE`
    /// (`--locale`), else the nearest `lockshot.json`'s `"locale"`, else nil (en_US).
    package static func language(near folder: String, environment: [String: String]) -> String? {
        if let language = environment["LOCKSHOT_LANGUAGE"], !language.isEmpty { return language }
        if let locale = environment["LOCKSHOT_LOCALE"], !locale.isEmpty { return locale }
        return nearest(from: folder)?.value as? String
    }
}
