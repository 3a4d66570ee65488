import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LockshotLayout

/// Resolves a layout's image names to decoded images: files in the project tree and built-in assets.
///
/// Every image is read and fully decoded once, here, so a corrupt or truncated file is found at
/// binding time (where a fallback can stand in) rather than while drawing. The decoded pixels go
/// into `store`, keyed by the returned asset's id, for the backends to draw. Formats are sniffed
/// from the file's first bytes (PNG, JPEG), never from its extension.
/// Not thread-safe: one provider and store per render thread.
package final class FileAssetProvider: AssetProvider {
    /// Where decoded images go; hand the same store to `Rasterizer`/`VectorRenderer`.
    package let store: ImageStore
    private let resolver: AssetResolver
    private let pixelLimit: Int
    /// Where the SF Symbol stand-ins are read from (`SymbolStandIns.directory`, `LOCKSHOT_SYMBOLS_DIR`).
    package var symbolsDirectory = SymbolStandIns.directory(ProcessInfo.processInfo.environment)
    /// Files larger than this are refused before reading (100 MB).
    package static let byteLimit = 100_000_000

    /// - Parameters:
    ///   - store: receives the decoded images.
    ///   - projectRoot: the tree a layout may read from; nil limits each layout to its own directory.
    ///   - allowOutsideProject: also accept absolute paths and `..` escapes (a CLI flag).
    ///   - pixelLimit: images with more pixels are refused as `tooLarge`.
    package init(store: ImageStore, projectRoot: String? = nil, allowOutsideProject: Bool = false,
                pixelLimit: Int = RenderError.pixelLimit) {
        self.store = store
        self.resolver = AssetResolver(projectRoot: projectRoot, allowOutsideProject: allowOutsideProject)
        self.pixelLimit = pixelLimit
    }

    /// Resolves `name` (a path relative to `directory`, `builtin:NAME`, or a bare built-in name such as `app-icon`).
    /// - Returns: the asset with its id (canonical absolute path or `builtin:NAME`) and pixel size, or why not.
    /// - Complexity: O(pixels) the first time an image is seen; O(1) after.
    package func image(named name: String, relativeTo directory: String) -> Result<ImageAsset, AssetError> {
        guard !name.isEmpty else { return .failure(AssetError(.notFound, "the image name is empty")) }
        switch resolver.resolve(name, relativeTo: directory) {
        case .builtin(let builtin):
            let id = BuiltinAssets.id(for: builtin)
            guard let image = store.cached(id) ?? BuiltinAssets.image(named: builtin) else {
                let known = BuiltinAssets.names.joined(separator: ", ")
                return .failure(AssetError(.notFound, "no built-in image named '\(builtin)' (built-ins: \(known))"))
            }
            store.insert(image, for: id)
            return .success(ImageAsset(id: id, pixelWidth: image.width, pixelHeight: image.height,
                                       scale: BuiltinAssets.scale(of: builtin),
                                       isPixelArt: BuiltinAssets.isPixelArt(builtin)))
        case .outside(let path):
            return .failure(AssetError(.outsideProject,
                "'\(name)' resolves to \(path), outside the project: move it into the project or allow outside files"))
        case .file(let path):
            if let image = store.cached(path) {
                return .success(ImageAsset(id: path, pixelWidth: image.width, pixelHeight: image.height, scale: Self.scale(ofFile: path)))
            }
            if let document = store.vectors[path] { return .success(Self.asset(document, id: path)) }
            return load(path, name: name)
        }
    }

    private func load(_ path: String, name: String) -> Result<ImageAsset, AssetError> {
        // stat(2), not FileManager's attributes: those look up the owner's and group's names (NSS).
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(AssetError(.notFound, "no such file next to the layout"))
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { return .failure(AssetError(.unreadable, "\(path) is a directory")) }
        // A FIFO, socket or device would block or never end (issue 28 L9).
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(AssetError(.unreadable, "\(path) is not a regular file (a FIFO, socket or device); images must be files"))
        }
        if Int(info.st_size) > Self.byteLimit {
            return .failure(AssetError(.tooLarge, "\(path) is \(Int(info.st_size) / 1_000_000) MB; images must be under 100 MB"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(AssetError(.unreadable, "\(path) cannot be read (check its permissions)"))
        }
        let bytes = [UInt8](data)
        if ImageFormat.sniff(bytes) == nil, SVGDocument.sniff(bytes) { return loadSVG(bytes, path: path, name: name) }
        if PDFPage.sniff(bytes) { return loadPDF(bytes, path: path, name: name) }
        guard ImageFormat.sniff(bytes) != nil else {
            return .failure(AssetError(.unsupportedFormat, "'\(name)' is neither PNG, JPEG, SVG nor PDF (checked its first bytes)"))
        }
        do {
            let image = try ImageDecoder.decode(bytes, pixelLimit: pixelLimit)
            store.insert(image, for: path)
            return .success(ImageAsset(id: path, pixelWidth: image.width, pixelHeight: image.height, scale: Self.scale(ofFile: path)))
        } catch {
            return .failure(Self.assetError(error, name: name))
        }
    }

    /// Pixels per point of an image file, from its name as UIKit reads it: `logo@3x.png` is 3, `logo@2x.png` 2,
    /// anything else 1 (an asset catalog's variant for the render scale keeps its suffix).
    static func scale(ofFile path: String) -> Int {
        let name = (path.split(separator: "/").last.map(String.init) ?? path)
        let base = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    }

    /// Maps a decoder's error to the reason binding reports.
    static func assetError(_ error: RenderError, name: String) -> AssetError {
        switch error {
        case .imageTooLarge: AssetError(.tooLarge, error.description)
        case .unsupportedImage: AssetError(.unsupportedFormat, error.description)
        default: AssetError(.unreadable, error.description)
        }
    }
}
