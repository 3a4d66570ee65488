/// Escaping for the text reports.
enum Escaping {
    /// Text and attribute values in HTML and XML.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // XML 1.0 forbids most control characters, even escaped.
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A relative path as a URL path: each component percent-encoded except unreserved characters.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            var out = ""
            for byte in component.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if c.isASCII && (c.isLetter || c.isNumber || "-._~@".contains(c)) {
                    out.append(c)
                } else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "%" + (hex.count == 1 ? "0" : "") + hex
                }
            }
            return out
        }.joined(separator: "/")
    }

    /// Text for a terminal: control characters (ESC among them) as `\u{…}`, so a record cannot
    /// move the cursor or recolour the screen.
    static func terminal(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text in a Markdown table cell.
    static func markdownCell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: " ")
    }
}

extension String {
    /// The text with control characters shown as `\u{…}`: safe to print from a record that came from elsewhere.
    package var terminalSafe: String { Escaping.terminal(self) }
}
