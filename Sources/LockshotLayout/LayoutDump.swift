import LockshotLanguage

/// The layout dump (SPEC §6 `--dump-layout json`): the laid-out tree as deterministic JSON.
public enum LayoutDump {
    /// JSON with sorted keys, two-space indentation and numbers rounded to 1/1000 pt
    /// (no trailing zeros, `-0` printed as `0`), so equal layouts give byte-identical dumps.
    ///
    /// Nodes: `kind`, `frame {x, y, width, height}` (points, relative to the presentation's origin),
    /// `children`; text adds `text`, `displayedText`, `truncated`; images add `source`, `fallback`.
    /// The root (`kind: "presentation"`) adds `layout`, `preview`, `presentation`, `device`, `size`.
    /// - Complexity: O(nodes).
    public static func json(_ p: LaidOutPresentation, layout: String, preview: String, device: Device) -> String {
        var root = fields(p.root)
        root["kind"] = .string("presentation")
        root["layout"] = .string(layout)
        root["preview"] = .string(preview)
        root["presentation"] = .string(p.presentation.rawValue)
        root["device"] = .string(device.id)
        root["size"] = .object(["width": .number(p.size.width), "height": .number(p.size.height)])
        var out = ""
        DumpValue.object(root).write(to: &out, indent: 0)
        return out + "\n"
    }

    static func fields(_ node: LaidOutNode) -> [String: DumpValue] {
        var f: [String: DumpValue] = [
            "kind": .string(node.kind.name),
            "frame": .object(["x": .number(node.frame.minX), "y": .number(node.frame.minY),
                              "width": .number(node.frame.width), "height": .number(node.frame.height)]),
            "children": .array(node.children.map { .object(fields($0)) }),
        ]
        switch node.kind {
        case .text(let t):
            f["text"] = .string(t.text)
            f["displayedText"] = .string(t.displayedText)
            f["truncated"] = .bool(t.truncated)
        case .image(let i):
            f["source"] = i.source.map(DumpValue.string) ?? .null
            f["fallback"] = .bool(i.fallback)
        default: break
        }
        return f
    }
}

/// A JSON value written deterministically.
enum DumpValue {
    case string(String), number(Double), bool(Bool), null
    case array([DumpValue])
    case object([String: DumpValue])

    func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s): out += DumpValue.quote(s)
        case .number(let n): out += DumpValue.format(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 1)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += end + "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = fields.keys.sorted()
            for (i, key) in keys.enumerated() {
                out += pad + DumpValue.quote(key) + ": "
                fields[key]?.write(to: &out, indent: indent + 1)
                out += i < keys.count - 1 ? ",\n" : "\n"
            }
            out += end + "}"
        }
    }

    /// Rounded to 3 decimals, shortest form; non-finite numbers (never produced by layout) as null.
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        guard abs(n) < 1e12 else { return String(n) }
        let thousandths = (n * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = Int64(abs(thousandths))
        var text = String(magnitude / 1000)
        var fraction = String(magnitude % 1000)
        if magnitude % 1000 != 0 {
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return negative ? "-" + text : text
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
