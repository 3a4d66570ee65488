import Foundation

/// One key of a string table in the chosen language.
package enum LocalizedEntry: Equatable, Sendable {
    /// A `.strings` value or an `.xcstrings` string unit.
    case text(String)
    /// An `.xcstrings` plural: forms by CLDR category (`one`, `few`, `other`…), chosen by the first number.
    case plural([String: String])
    /// A `.stringsdict` entry: `NSStringLocalizedFormatKey` with `%#@name@` variables, each a plural by category.
    case rule(format: String, variables: [String: [String: String]])

    /// The string shown for `arguments` (the values as the text shows them): plural forms chosen by their numbers
    /// in `language`'s rules, specifiers filled in. Without arguments, a plural gives its `other` form.
    package func resolved(_ arguments: [String], language: String) -> String {
        switch self {
        case .text(let format):
            return arguments.isEmpty ? format : LocalizationTables.substitute(format, arguments)
        case .plural(let forms):
            let number = arguments.lazy.compactMap(PluralRules.integer).first
            let form = PluralRules.form(forms, for: number, language: language)
            return arguments.isEmpty ? form : LocalizationTables.substitute(form, arguments)
        case .rule(let format, let variables):
            return Self.expand(format, variables: variables, arguments: arguments, language: language)
        }
    }

    /// `format` with each `%#@name@` (or `%2$#@name@`) replaced by the form its argument's number chooses (its own
    /// specifier filled with that argument), and the other specifiers filled in order, as Foundation expands a
    /// `.stringsdict` entry.
    static func expand(_ format: String, variables: [String: [String: String]], arguments: [String], language: String) -> String {
        let chars = Array(format)
        var out = "", plain = "", plainArguments: [String] = []
        var next = 0, i = 0
        func flush() {
            out += LocalizationTables.substitute(plain, plainArguments)
            plain = ""
            plainArguments = []
        }
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { plain.append(chars[i]); i += 1; continue }
            if chars[i + 1] == "%" { plain += "%%"; i += 2; continue }
            // An optional position, then either a variable (`#@name@`) or an ordinary specifier.
            var j = i + 1, digits = ""
            while j < chars.count, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            let position = j < chars.count && chars[j] == "$" ? Int(digits).map { $0 - 1 } : nil
            if position != nil { j += 1 } else { j = i + 1 }
            if j + 1 < chars.count, chars[j] == "#", chars[j + 1] == "@",
               let close = chars[(j + 2)...].firstIndex(of: "@") {
                let name = String(chars[(j + 2)..<close])
                let index = position ?? next
                if position == nil { next += 1 }
                let argument = index < arguments.count ? [arguments[index]] : []
                let form = PluralRules.form(variables[name] ?? [:], for: argument.first.flatMap(PluralRules.integer), language: language)
                flush()
                out += LocalizationTables.substitute(form, argument)  // without a value, as written
                i = close + 1
                continue
            }
            // An ordinary specifier: kept for `substitute`, with the argument it consumes.
            let start = i
            i = j
            while i < chars.count, "-+ #0123456789.lhqLzjt".contains(chars[i]) { i += 1 }
            if i < chars.count { i += 1 }
            let index = position ?? next
            if position == nil { next += 1 }
            let specifier = "%" + String(chars[(start + 1)..<i]).replacingOccurrences(of: "\(digits)$", with: "")
            plain += specifier
            // Without a value the specifier stays as written, as `substitute` leaves it.
            plainArguments.append(index < arguments.count ? arguments[index] : specifier)
        }
        flush()
        return out
    }
}

/// CLDR's plural categories for whole numbers, for the languages widgets ship (unicode.org/cldr, plurals.xml):
/// the category a table's form is chosen by.
package enum PluralRules {
    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The whole number a value shows (`12`, `1,234`, `-3`), nil for text or a fraction.
    static func integer(_ shown: String) -> Int? {
        let trimmed = shown.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("."), trimmed.allSatisfy({ $0.isNumber || $0 == "," || $0 == "\u{202F}" || $0 == "\u{00A0}" || $0 == "-" || $0 == "'" })
        else { return nil }
        return Int(trimmed.filter { $0.isASCII && ($0.isNumber || $0 == "-") })
    }

    /// `forms`' form for `number` in `language`, else its `other` form, else any.
    static func form(_ forms: [String: String], for number: Int?, language: String) -> String {
        let category = number.map { self.category(of: $0, language: language) } ?? "other"
        return forms[category] ?? forms["other"] ?? forms.sorted { $0.key < $1.key }.first?.value ?? ""
    }

    /// The CLDR category of the whole number `n` in `language` (`de`, `pt-BR`, `zh-Hans`).
    package static func category(of n: Int, language: String) -> String {
        let code = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        let n = n.magnitude, mod10 = n % 10, mod100 = n % 100
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue":
            return "other"
        case "fr", "pt", "hi", "bn", "fa", "gu", "kn", "zu", "am":
            return n <= 1 ? "one" : "other"
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            if n == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk":
            if n == 1 { return "one" }
            return (2...4).contains(n) ? "few" : "other"
        case "ar":
            if n == 0 { return "zero" }
            if n == 1 { return "one" }
            if n == 2 { return "two" }
            if (3...10).contains(mod100) { return "few" }
            if (11...99).contains(mod100) { return "many" }
            return "other"
        case "he", "iw":
            if n == 1 { return "one" }
            return n == 2 ? "two" : "other"
        default:
            return n == 1 ? "one" : "other"
        }
    }
}
