import LockshotLanguage

/// The layout dump (SPEC §6 `--dump-layout json`): the laid-out tree as deterministic JSON.
package enum LayoutDump {
    /// JSON with sorted keys, two-space indentation and numbers rounded to 1/1000 pt
    /// (no trailing zeros, `-0` printed as `0`), so equal layouts give byte-identical dumps.
    ///
    /// Nodes: `kind`, `frame {x, y, width, height}` (points, relative to the presentation's origin),
    /// `children`; text adds `text`, `displayedText`, `truncated`; images add `source`, `fallback` (symbols also `symbol`, `standIn`, `symbolRenderingMode`).
    /// The root (`kind: "presentation"`) adds `layout`, `preview`, `presentation`, `device`, `size`.
    /// - Complexity: O(nodes).
    package static func json(_ p: LaidOutPresentation, layout: String, preview: String, device: Device) -> String {
        var root = fields(p.root)
        root["kind"] = .string("presentation")
        root["layout"] = .string(layout)
        root["preview"] = .string(preview)
        root["presentation"] = .string(p.presentation.rawValue)
        root["device"] = .string(device.id)
        root["size"] = object(["width": number(p.size.width), "height": number(p.size.height)])
        return object(root).serialized(indent: 2) + "\n"
    }

    static func fields(_ node: LaidOutNode) -> [String: JSONValue] {
        var f: [String: JSONValue] = [
            "kind": .string(node.kind.name),
            "frame": object(["x": number(node.frame.minX), "y": number(node.frame.minY),
                             "width": number(node.frame.width), "height": number(node.frame.height)]),
            "children": .array(node.children.map { object(fields($0)) }),
        ]
        switch node.kind {
        case .text(let t):
            f["text"] = .string(t.text)
            f["displayedText"] = .string(t.displayedText)
            f["truncated"] = .bool(t.truncated)
        case .image(let i):
            f["source"] = i.source.map(JSONValue.string) ?? .null
            f["fallback"] = .bool(i.fallback)
            if let symbol = i.symbol {  // Image(systemName:): what stands in, and the accepted rendering mode
                f["symbol"] = .string(symbol.name)
                f["standIn"] = symbol.standIn.map(JSONValue.string) ?? .null
                f["symbolRenderingMode"] = .string(symbol.renderingMode)
            }
        case .annotation(_, let value):
            f["value"] = .string(value)
        default: break
        }
        return f
    }

    /// An object with its keys sorted.
    static func object(_ fields: [String: JSONValue]) -> JSONValue {
        .object(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// A number rounded to 1/1000 pt, `-0` as `0`.
    static func number(_ n: Double) -> JSONValue {
        guard n.isFinite, abs(n) < 1e12 else { return .number(n) }
        let r = (n * 1000).rounded() / 1000
        return .number(r == 0 ? 0 : r)
    }
}
