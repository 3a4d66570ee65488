import LockshotLanguage
import LockshotLayout

/// A fixed-advance fake font (taffy's Ahem idea): every grapheme cluster is 1 em wide
/// (plus kerning), a line is 1 em tall with its baseline at 0.8 em, lines wrap at spaces
/// (a word wider than the line breaks between clusters) and truncate with `…`.
struct FakeMeasurer: TextMeasurer {
    func measure(_ request: TextRequest) -> MeasuredText {
        let em = request.font.size
        let advance = em + request.kerning
        func width(_ s: String) -> Double { Double(s.count) * advance }
        var lines: [String] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            lines += wrap(paragraph, maxWidth: request.maxWidth, width: width)
        }
        var truncated = false
        if let limit = request.lineLimit, lines.count > limit {
            let kept = Array(lines.prefix(limit))
            let rest = lines.dropFirst(limit).joined(separator: " ")
            lines = kept
            lines[limit - 1] = lines[limit - 1] + " " + rest
            truncated = true
        }
        if let maxWidth = request.maxWidth {
            var cut = false
            for i in lines.indices where width(lines[i]) > maxWidth + 1e-9 && (request.lineLimit != nil || truncated) {
                lines[i] = fit(lines[i], maxWidth: maxWidth, mode: request.truncationMode, width: width)
                truncated = true
                cut = true
            }
            if truncated, !cut, let last = lines.indices.last {
                lines[last] = fit(lines[last] + "…", maxWidth: maxWidth, mode: request.truncationMode, width: width)
            }
        }
        let lineHeight = em + request.lineSpacing
        let measured = lines.enumerated().map { i, text in
            TextLine(text: text, width: width(text), baseline: Double(i) * lineHeight + em * 0.8)
        }
        let height = lines.isEmpty ? 0 : Double(lines.count) * em + Double(lines.count - 1) * request.lineSpacing
        return MeasuredText(size: Size(width: measured.map(\.width).max() ?? 0, height: height), lines: measured,
                            truncated: truncated)
    }

    private func wrap(_ paragraph: String, maxWidth: Double?, width: (String) -> Double) -> [String] {
        guard let maxWidth, width(paragraph) > maxWidth else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if width(candidate) <= maxWidth + 1e-9 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while width(current) > maxWidth + 1e-9, current.count > 1 {
                let fitting = max(1, Int((maxWidth + 1e-9) / max(width("x"), 1e-9)))
                lines.append(String(current.prefix(fitting)))
                current = String(current.dropFirst(fitting))
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    private func fit(_ line: String, maxWidth: Double, mode: TruncationMode, width: (String) -> Double) -> String {
        let body = line.hasSuffix("…") ? String(line.dropLast()) : line
        // Clusters that fit beside the ellipsis (every cluster has the same advance).
        let keep = max(0, min(body.count, Int(((maxWidth - width("…")) / max(width("x"), 1e-9)) + 1e-9)))
        switch mode {
        case .tail: return String(body.prefix(keep)).trimmingTrailingSpaces + "…"
        case .head: return "…" + String(body.suffix(keep))
        case .middle: return String(body.prefix(keep - keep / 2)) + "…" + String(body.suffix(keep / 2))
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// Images by name with fixed pixel sizes; anything else is not found.
struct FakeAssets: AssetProvider {
    var images: [String: (Int, Int)] = [
        "app-icon": (60, 60), "flick-icon": (16, 16), "missing-image": (72, 72), "fixtures/sunset.jpg": (640, 480), "fixtures/portrait.jpg": (300, 400),
        "fixtures/wide.png": (200, 50), "polaroid-mini": (16, 16),
    ]
    func image(named name: String, relativeTo directory: String) -> Result<ImageAsset, AssetError> {
        guard let (w, h) = images[name] else { return .failure(AssetError(.notFound, "no file at '\(name)'")) }
        let id = name.contains("/") ? directory + "/" + name : "builtin:" + name
        return .success(ImageAsset(id: id, pixelWidth: w, pixelHeight: h, scale: name == "missing-image" ? 3 : 1))
    }

    /// Every SF Symbol name has a stand-in here except `unmapped.*` ones (the real table is LockshotRender's).
    func symbol(named name: String) -> Result<SymbolResolution, AssetError> {
        if name.hasPrefix("unmapped.") { return .success(SymbolResolution(asset: SymbolStandIn.unmappedAsset, standIn: nil)) }
        return .success(SymbolResolution(asset: ImageAsset(id: "svg:" + name, pixelWidth: 16, pixelHeight: 16), standIn: name))
    }

    /// Names ending in `.circle.fill` have two layers here (the real decomposition is LockshotRender's).
    func symbolLayers(named name: String) -> Result<SymbolLayers?, AssetError> {
        guard name.hasSuffix(".circle.fill") else { return .success(nil) }
        return .success(SymbolLayers(primary: ImageAsset(id: "svg:base:" + name, pixelWidth: 16, pixelHeight: 16),
                                     secondary: ImageAsset(id: "svg:enclosure:" + name, pixelWidth: 16, pixelHeight: 16),
                                     standIn: name + " layers"))
    }
}
