import Foundation

/// A localizable string as its interpolation builds it (`LocalizedStringKey`, `String.LocalizationValue`): the text
/// the development language shows, the key a table holds it under (`Arrives in %lld min`), the values formatted.
package struct LocalizableString: Equatable, Hashable, Sendable, Codable {
    package var text = "", key = ""
    package var arguments: [String] = []

    package init() {}
    /// A literal: its own key, `%` included (Xcode extracts it so).
    package init(literal: String) { (text, key) = (literal, literal) }

    package mutating func appendLiteral(_ literal: String) {
        text += literal
        key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// An interpolated value, as the text shows it, under `specifier` in the key.
    package mutating func append(_ formatted: String, specifier: String) {
        text += formatted
        key += specifier
        arguments.append(formatted)
    }

    /// The text in the widget's language: the target's string tables' translation, else the text as written.
    package func localized(table: String?) -> String {
        LocalizationTables.localized(key, arguments: arguments, table: table, fallback: text)
    }
}

/// The widget target's string tables, as iOS looks `Text("key")`, `String(localized:)` and
/// `LocalizedStringResource` up in them: `<language>.lproj/<Table>.strings` and `<Table>.xcstrings` files,
/// which `lockshot-swift` passes as `--strings PATH`, in the language `LOCKSHOT_LANGUAGE` names (`--language`),
/// else the language of `LOCKSHOT_LOCALE` (`--locale`, lockshot.json's `"locale"`), else English.
/// A key no table translates is shown as written, as iOS shows it.
package enum LocalizationTables {
    /// Table name → key → the chosen language's entry.
    nonisolated(unsafe) private static var loaded: [String: [String: LocalizedEntry]]?

    /// The language strings are looked up in: `zh-Hans`, `de`, `pt-BR` (the locale's `_` read as `-`).
    package static var language: String {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["LOCKSHOT_LANGUAGE"], !given.isEmpty { return given.replacingOccurrences(of: "_", with: "-") }
        let locale = environment["LOCKSHOT_LOCALE"].flatMap { $0.isEmpty ? nil : $0 } ?? "en_US"
        return String(locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "en")
    }

    /// `key` in `table` (`Localizable` by default) in the chosen language, nil when no table has it.
    static func entry(_ key: String, table: String?) -> LocalizedEntry? {
        if loaded == nil { loaded = load(files: stringFiles(CommandLine.arguments), language: language) }
        return loaded?[table ?? "Localizable"]?[key]
    }

    /// `key`'s translation without values (`String(localized:)`): a plural's `other` form.
    package static func translation(of key: String, table: String? = nil) -> String? {
        entry(key, table: table)?.resolved([], language: language)
    }

    /// `key`'s translation with `arguments` (already formatted as the text shows them) in place of its format
    /// specifiers (`%@`, `%lld`, `%1$@`…), plural forms chosen by their numbers, or `fallback` when no table
    /// translates it.
    package static func localized(_ key: String, arguments: [String], table: String? = nil, fallback: String) -> String {
        entry(key, table: table)?.resolved(arguments, language: language) ?? fallback
    }

    /// The `--strings PATH` arguments.
    static func stringFiles(_ arguments: [String]) -> [String] {
        arguments.indices.filter { arguments[$0] == "--strings" && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
    }

    /// The tables of `files` in `language`: a `.strings` or `.stringsdict` file counts when its `.lproj` folder is
    /// the language (`de` also for `de-DE`; `Base` and the development language's when nothing closer has the key;
    /// a `.stringsdict` entry before the `.strings` one of the same folder, as iOS reads them), an `.xcstrings` file
    /// by its localizations (a string, or its plural forms).
    package static func load(files: [String], language: String) -> [String: [String: LocalizedEntry]] {
        let wanted = language.lowercased()
        let base = String(wanted.split(separator: "-").first ?? "")
        // Lower rank wins: the exact language, then its base language (`pt` for `pt-BR`), then Base.lproj, then
        // English, the development language of nearly every widget (iOS falls back to it for a missing key).
        func rank(_ folder: String) -> Int? {
            let name = folder.lowercased().replacingOccurrences(of: "_", with: "-")
            if name == wanted { return 0 }
            if name == base { return 2 }
            if name == "base" { return 4 }
            if name == "en" { return 6 }
            return nil
        }
        var ranked: [String: [String: (rank: Int, entry: LocalizedEntry)]] = [:]
        func add(_ table: String, _ key: String, _ entry: LocalizedEntry, _ rank: Int) {
            if let existing = ranked[table]?[key], existing.rank <= rank { return }
            ranked[table, default: [:]][key] = (rank, entry)
        }
        for file in files.sorted() {
            let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let data = FileManager.default.contents(atPath: file), data.count < 16 << 20 else { continue }
            if file.hasSuffix(".xcstrings") {
                guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let strings = object["strings"] as? [String: Any] else { continue }
                for (key, entry) in strings {
                    guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
                    for (code, localization) in localizations {
                        guard let rank = rank(code), let value = xcstringsEntry(localization) else { continue }
                        add(table, key, value, rank)
                    }
                }
                continue
            }
            let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            guard folder.hasSuffix(".lproj"), let rank = rank(String(folder.dropLast(6))) else { continue }
            if file.hasSuffix(".stringsdict") {
                for (key, value) in parseStringsdict(data) { add(table, key, value, rank) }
            } else if file.hasSuffix(".strings") {
                for (key, value) in parseStrings(String(decoding: data, as: UTF8.self)) { add(table, key, .text(value), rank + 1) }
            }
        }
        return ranked.mapValues { $0.mapValues(\.entry) }
    }

    /// A localization of an `.xcstrings` entry: its string unit, or its plural forms (a device variation's iPhone form).
    static func xcstringsEntry(_ localization: Any) -> LocalizedEntry? {
        guard let object = localization as? [String: Any] else { return nil }
        if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return .text(value) }
        guard let variations = object["variations"] as? [String: Any] else { return nil }
        if let forms = variations["plural"] as? [String: Any] {
            let texts = forms.compactMapValues { form -> String? in
                if case .text(let text)? = xcstringsEntry(form) { text } else { nil }
            }
            return texts.isEmpty ? nil : .plural(texts)
        }
        if let device = variations["device"] as? [String: Any], let form = device["iphone"] ?? device["other"] {
            return xcstringsEntry(form)
        }
        return nil
    }

    /// The entries of a `.stringsdict` file (a property list): each key's `NSStringLocalizedFormatKey` and its
    /// plural variables (`NSStringPluralRuleType`); an entry that is not one is skipped.
    package static func parseStringsdict(_ data: Data) -> [(String, LocalizedEntry)] {
        guard let root = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else { return [] }
        return root.sorted { $0.key < $1.key }.compactMap { key, value in
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
            var variables: [String: [String: String]] = [:]
            for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = rule as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                variables[name] = rule.compactMapValues { $0 as? String }.filter { PluralRules.categories.contains($0.key) }
            }
            return (key, .rule(format: format, variables: variables))
        }
    }

    /// `"key" = "value";` pairs of a `.strings` file (comments, escapes `\"` `\\` `\n` `\t` `\U00E9`); a line that
    /// is not a pair is skipped, as a broken table should not stop the picture.
    package static func parseStrings(_ text: String) -> [(String, String)] {
        var pairs: [(String, String)] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func skipSpaceAndComments() {
            while i < scalars.count {
                let c = scalars[i]
                if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" { i += 1; continue }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { i += 1 }
                    i += 2
                    continue
                }
                if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { i += 1 }
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            guard i < scalars.count, scalars[i] == "\"" else { return nil }
            i += 1
            var out = String.UnicodeScalarView()
            while i < scalars.count, scalars[i] != "\"" {
                var c = scalars[i]
                if c == "\\", i + 1 < scalars.count {
                    i += 1
                    switch scalars[i] {
                    case "n": c = "\n"
                    case "t": c = "\t"
                    case "r": c = "\r"
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(scalars[(i + 1)..<min(i + 5, scalars.count)]))
                        if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                            c = scalar
                            i += 4
                        } else {
                            c = scalars[i]
                        }
                    default: c = scalars[i]
                    }
                }
                out.append(c)
                i += 1
            }
            guard i < scalars.count else { return nil }
            i += 1
            return String(out)
        }
        while i < scalars.count {
            skipSpaceAndComments()
            guard i < scalars.count else { break }
            let start = i
            if let key = quoted() {
                skipSpaceAndComments()
                if i < scalars.count, scalars[i] == "=" {
                    i += 1
                    skipSpaceAndComments()
                    if let value = quoted() {
                        pairs.append((key, value))
                        skipSpaceAndComments()
                        if i < scalars.count, scalars[i] == ";" { i += 1 }
                        continue
                    }
                }
            }
            // Not a pair: skip to the end of the line.
            i = max(i, start + 1)
            while i < scalars.count, scalars[i] != "\n" { i += 1 }
        }
        return pairs
    }

    /// `format` with each specifier (`%@`, `%lld`, `%.1f`, positional `%2$@`) replaced by the argument it names;
    /// `%%` is a percent sign; a specifier without an argument stays as written.
    package static func substitute(_ format: String, _ arguments: [String]) -> String {
        let chars = Array(format)
        var out = ""
        var next = 0
        var i = 0
        let conversions: Set<Character> = ["@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "a", "A", "p"]
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { out.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { out.append("%"); i += 2; continue }
            var j = i + 1
            var position: Int?
            var digits = ""
            while j < chars.count, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            if j < chars.count, chars[j] == "$", let n = Int(digits) { position = n - 1; j += 1 } else { j = i + 1 }
            while j < chars.count, "-+ #0123456789.lhqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, conversions.contains(chars[j]) else { out.append(chars[i]); i += 1; continue }
            let index = position ?? next
            if position == nil { next += 1 }
            out += index >= 0 && index < arguments.count ? arguments[index] : String(chars[i...j])
            i = j + 1
        }
        return out
    }

    /// The format key iOS builds for an interpolated value: `%@` for strings and anything else, `%lld` for
    /// integers, `%lf` for `Double`, `%f` for `Float`.
    package static func specifier<T>(for value: T) -> String {
        switch value {
        case is Int, is Int64, is Int32, is Int16, is Int8: "%lld"
        case is UInt, is UInt64, is UInt32, is UInt16, is UInt8: "%llu"
        case is Double: "%lf"
        case is Float: "%f"
        default: "%@"
        }
    }
}
