import FoundationEssentials
import LockshotLayout

extension ImageStore {
    /// Adds (or replaces) the parsed SVG document for `id`.
    func insertVector(_ document: any VectorImage, for id: String) {
        vectors[id] = document
    }

    /// The SVG document for `id`, loading it on first use: the symbol stand-ins built into lockshot
    /// (`SymbolStandIn.unmappedID`), or an absolute path whose bytes are SVG. Nil for raster images.
    /// - Throws: `RenderError.missingImage` when the file is SVG but cannot be used.
    func vector(for id: String) throws(RenderError) -> (any VectorImage)? {
        if let document = vectors[id] { return document }
        if id == SymbolStandIn.unmappedID {
            let document = try SVGDocument(Array(SymbolStandIn.unmappedSVG.utf8))
            vectors[id] = document
            return document
        }
        guard id.hasPrefix("/"), cached(id) == nil, id.lowercased().hasSuffix(".svg") || id.lowercased().hasSuffix(".pdf"),
              let data = FileManager.default.contents(atPath: id) else { return nil }
        let bytes = [UInt8](data)
        guard SVGDocument.sniff(bytes) || PDFPage.sniff(bytes) else { return nil }
        do {
            let document: any VectorImage = PDFPage.sniff(bytes) ? try PDFPage(bytes) : try SVGDocument(bytes)
            vectors[id] = document
            return document
        } catch {
            throw .missingImage(id: id, reason: error.description)
        }
    }
}

extension FileAssetProvider {
    /// Parses a PDF file (its first page) found in the project tree, as Xcode's vector image sets hold them.
    func loadPDF(_ bytes: [UInt8], path: String, name: String) -> Result<ImageAsset, AssetError> {
        do {
            let page = try PDFPage(bytes)
            store.insertVector(page, for: path)
            return .success(Self.asset(page, id: path))
        } catch {
            return .failure(Self.assetError(error, name: name))
        }
    }

    /// Parses an SVG file found in the project tree; its size in points is its intrinsic size.
    func loadSVG(_ bytes: [UInt8], path: String, name: String) -> Result<ImageAsset, AssetError> {
        do {
            let document = try SVGDocument(bytes)
            store.insertVector(document, for: path)
            return .success(Self.asset(document, id: path))
        } catch {
            return .failure(Self.assetError(error, name: name))
        }
    }

    /// The asset for a parsed SVG: its size rounded up to whole points (one "pixel" = one point, as for @1x PNGs).
    static func asset(_ document: any VectorImage, id: String) -> ImageAsset {
        ImageAsset(id: id, pixelWidth: max(1, Int(document.width.rounded(.up))),
                   pixelHeight: max(1, Int(document.height.rounded(.up))))
    }
}
