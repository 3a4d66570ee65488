internal import CRSVG
import FoundationEssentials
import LockshotLayout

/// Where the SF Symbol stand-ins come from: Debian's `bootstrap-icons` package (MIT licence).
///
/// Only files named by `SymbolTable` are read, and only from this directory: the machine's other
/// icons are never used. `LOCKSHOT_SYMBOLS_DIR` points elsewhere (like `LOCKSHOT_EMOJI_FONT`).
package enum SymbolStandIns {
    /// Debian's path for the package's SVG files.
    package static let defaultDirectory = "/usr/share/bootstrap-icons/svg"
    /// The environment variable that overrides `defaultDirectory`.
    package static let environmentVariable = "LOCKSHOT_SYMBOLS_DIR"

    /// The stand-in directory for a process environment.
    package static func directory(_ environment: [String: String]) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        return defaultDirectory
    }

    /// The number of SF Symbol names with a stand-in.
    package static var mappedCount: Int { SymbolTable.entries.count }

    /// The stand-in icon file name (without `.svg`) for an SF Symbol name, or nil when unmapped.
    package static func icon(for symbol: String) -> String? { SymbolTable.icons[symbol] }

    /// Every (SF Symbol, stand-in icon) pair, in the table's order.
    package static var entries: [(symbol: String, icon: String)] { SymbolTable.entries }

    /// The golden manifest's record of the stand-ins: the set, its version, and a hash of the
    /// files the table uses (so a changed package shows up as an environment difference).
    /// - Complexity: reads the mapped files (a few hundred small SVGs).
    /// - Parameter fingerprint: the manifest's content hash (`Fingerprint.fnv1a64`).
    package static func manifestDescription(_ environment: [String: String], fingerprint: ([UInt8]) -> String) -> String {
        let dir = directory(environment)
        var bytes: [UInt8] = []
        var missing = 0
        for icon in Set(SymbolTable.entries.map(\.icon)).sorted() {
            // lockshot's own glyphs are compiled in: they change with lockshot's version, not the package.
            if SymbolTable.ownGlyphs[icon] != nil { continue }
            if let data = FileManager.default.contents(atPath: dir + "/" + icon + ".svg") {
                bytes += Array(icon.utf8) + [0] + [UInt8](data)
            } else {
                missing += 1
            }
        }
        guard missing < Set(SymbolTable.entries.map(\.icon)).subtracting(SymbolTable.ownGlyphs.keys).count else {
            return "\(SymbolTable.package) \(SymbolTable.version) absent (\(dir))"
        }
        return "\(SymbolTable.package) \(SymbolTable.version) \(fingerprint(bytes))" + (missing > 0 ? " (\(missing) files missing)" : "")
    }

    /// The box with a question mark drawn for SF Symbol names without a stand-in (lockshot's own
    /// drawing, on the stand-ins' 16 × 16 grid; drawn as a template in the foreground color).
    static let unmappedSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <rect x="1.25" y="1.25" width="13.5" height="13.5" rx="3" fill="none" stroke="#000" stroke-width="1.3"/>
          <path d="M5.7 6.1a2.3 2.3 0 1 1 3.4 2c-.75.45-1.1.9-1.1 1.6v.4" fill="none" stroke="#000"
                stroke-width="1.4" stroke-linecap="round"/>
          <circle cx="8" cy="12" r=".95" fill="#000"/>
        </svg>
        """
}

extension SymbolStandIn {
    static var unmappedSVG: String { SymbolStandIns.unmappedSVG }
}

extension LibraryVersions {
    /// librsvg, which draws SVG images and the symbol stand-ins.
    /// Asking opens librsvg (it is loaded on first use); "absent" when it cannot be loaded.
    package static var rsvg: String {
        var major: UInt32 = 0, minor: UInt32 = 0, micro: UInt32 = 0
        guard lockshot_rsvg_version(&major, &minor, &micro) != 0 else { return "absent" }
        return "\(major).\(minor).\(micro)"
    }
}

extension FileAssetProvider {
    /// The stand-in for an SF Symbol: its `SymbolTable` icon from the stand-in directory, else a drawing composed
    /// from the name's parts (`SymbolGrammar`), or the "?" box when no part of the name is known.
    package func symbol(named name: String) -> Result<SymbolResolution, AssetError> {
        let directory = symbolsDirectory
        let icon: String
        if let listed = SymbolTable.icons[name] {
            icon = listed
        } else {
            let plan = SymbolGrammar.plan(name, table: SymbolTable.icons) {
                SymbolTable.ownGlyphs[$0] != nil || FileManager.default.fileExists(atPath: directory + "/" + $0 + ".svg")
            }
            switch plan {
            case nil: return .success(SymbolResolution(asset: SymbolStandIn.unmappedAsset, standIn: nil))
            case .icon(let file)?: icon = file
            case let composed?: return composedSymbol(composed, directory: directory)
            }
        }
        if let own = SymbolTable.ownGlyphs[icon] {
            let key = "own:" + icon
            if let document = store.vectors[key] { return .success(SymbolResolution(asset: Self.asset(document, id: key), standIn: icon)) }
            do {
                let document = try SVGDocument(Array(own.utf8))
                store.insertVector(document, for: key)
                return .success(SymbolResolution(asset: Self.asset(document, id: key), standIn: icon))
            } catch {
                return .failure(Self.assetError(error, name: icon))
            }
        }
        let path = directory + "/" + icon + ".svg"
        let rotation = SymbolTable.rotations[name]
        let key = rotation.map { path + "#rotate(\(Int($0)))" } ?? path
        if let document = store.vectors[key] {
            return .success(SymbolResolution(asset: Self.asset(document, id: key), standIn: icon))
        }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory else {
            return .failure(AssetError(.notFound,
                "the SF Symbol stand-ins come from the Debian package '\(SymbolTable.package)', and \(directory) does not exist: "
                + "install it (apt-get install \(SymbolTable.package)) or set \(SymbolStandIns.environmentVariable)"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(AssetError(.notFound,
                "\(path) is missing: the '\(SymbolTable.package)' package (\(SymbolTable.version)) should provide it"))
        }
        do {
            let document = try SVGDocument(rotation.map { Self.rotated([UInt8](data), by: $0) } ?? [UInt8](data))
            store.insertVector(document, for: key)
            return .success(SymbolResolution(asset: Self.asset(document, id: key), standIn: icon))
        } catch {
            return .failure(Self.assetError(error, name: path))
        }
    }

    /// An enclosed symbol's two layers (`SymbolGrammar.layers`), each composed into an SVG of its own (cached).
    package func symbolLayers(named name: String) -> Result<SymbolLayers?, AssetError> {
        let directory = symbolsDirectory
        guard let (base, enclosure, filled) = SymbolGrammar.layers(name, table: SymbolTable.icons, exists: { icon in
            SymbolTable.ownGlyphs[icon] != nil || FileManager.default.fileExists(atPath: directory + "/" + icon + ".svg")
        }) else { return .success(nil) }
        let description = "\(base.description) over \(enclosure.rawValue)\(filled ? ".fill" : "")"
        let keys = ("layer-primary:" + description, "layer-secondary:" + description)
        if let primary = store.vectors[keys.0], let secondary = store.vectors[keys.1] {
            return .success(SymbolLayers(primary: Self.asset(primary, id: keys.0), secondary: Self.asset(secondary, id: keys.1),
                                         standIn: description))
        }
        var composer = standInComposer(directory: directory)
        guard let (primarySVG, secondarySVG) = composer.layers(base: base, enclosure: enclosure, filled: filled) else {
            return .failure(AssetError(.notFound, "\(directory) lacks a file of \(base.icons.joined(separator: ", ")): "
                                       + "the '\(SymbolTable.package)' package (\(SymbolTable.version)) should provide it"))
        }
        do {
            let primary = try SVGDocument(Array(primarySVG.utf8)), secondary = try SVGDocument(Array(secondarySVG.utf8))
            store.insertVector(primary, for: keys.0)
            store.insertVector(secondary, for: keys.1)
            return .success(SymbolLayers(primary: Self.asset(primary, id: keys.0), secondary: Self.asset(secondary, id: keys.1),
                                         standIn: description))
        } catch {
            return .failure(Self.assetError(error, name: description))
        }
    }

    /// Reads the stand-ins a composition is made of: lockshot's own glyphs, else the stand-in directory's files.
    func standInComposer(directory: String) -> SymbolComposer {
        SymbolComposer { name in
            if let own = SymbolTable.ownGlyphs[name] { return SymbolComposer.body(ofSVG: own) }
            return FileManager.default.contents(atPath: directory + "/" + name + ".svg").flatMap { SymbolComposer.body(ofSVG: String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// A symbol drawn from its name's parts: the stand-ins it is made of, composed into one SVG (cached by its plan).
    func composedSymbol(_ plan: SymbolGrammar.Plan, directory: String) -> Result<SymbolResolution, AssetError> {
        let key = "composed:" + plan.description
        if let document = store.vectors[key] {
            return .success(SymbolResolution(asset: Self.asset(document, id: key), standIn: plan.description))
        }
        var composer = standInComposer(directory: directory)
        guard let svg = composer.svg(plan) else {
            return .failure(AssetError(.notFound, "\(directory) lacks a file of \(plan.icons.joined(separator: ", ")): "
                                       + "the '\(SymbolTable.package)' package (\(SymbolTable.version)) should provide it"))
        }
        do {
            let document = try SVGDocument(Array(svg.utf8))
            store.insertVector(document, for: key)
            return .success(SymbolResolution(asset: Self.asset(document, id: key), standIn: plan.description))
        } catch {
            return .failure(Self.assetError(error, name: plan.description))
        }
    }

    /// A stand-in's SVG with its drawing turned `degrees` clockwise about the center of the 16 × 16 grid every
    /// Bootstrap icon is drawn on; unchanged if the text is not the simple `<svg …>…</svg>` the package ships.
    static func rotated(_ svg: [UInt8], by degrees: Double) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        guard let open = text.firstRange(of: "<svg"), let openEnd = text[open.upperBound...].firstIndex(of: ">"),
              let close = text.ranges(of: "</svg>").last, close.lowerBound > openEnd else { return svg }
        let head = text[..<text.index(after: openEnd)], body = text[text.index(after: openEnd)..<close.lowerBound]
        return Array((head + "<g transform=\"rotate(\(degrees) 8 8)\">" + body + "</g>" + text[close.lowerBound...]).utf8)
    }
}
