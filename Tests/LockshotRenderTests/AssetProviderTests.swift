import Foundation
import LockshotLayout
import Testing
@testable import LockshotRender

/// A temporary project: `root/layouts/` holds the layout, `root/layouts/fixtures/` its images,
/// and `outside/` sits next to the project.
final class AssetTestProject {
    let base: String
    var root: String { base + "/project" }
    var layouts: String { root + "/layouts" }

    init() throws {
        base = NSTemporaryDirectory() + "lockshot-assets-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: layouts + "/fixtures", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    func write(_ bytes: [UInt8], to relative: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: base + "/" + relative))
    }
}

@Suite struct AssetProviderTests {
    static let red = PixelImage(width: 3, height: 2, pixels: Array(repeating: [255, 0, 0, 255], count: 6).flatMap { $0 })

    @Test func resolvesAPNGRelativeToTheLayoutAndCachesItsPixels() throws {
        let project = try AssetTestProject()
        try project.write(try PNGCodec.encode(Self.red), to: "project/layouts/fixtures/red.png")
        let store = ImageStore()
        let provider = FileAssetProvider(store: store)
        let asset = try provider.image(named: "fixtures/red.png", relativeTo: project.layouts).get()
        #expect(asset.pixelWidth == 3 && asset.pixelHeight == 2)
        #expect(asset.id.hasPrefix("/") && asset.id.hasSuffix("/fixtures/red.png"))
        #expect(store.cached(asset.id) == Self.red)
        // Asking again decodes nothing new: removing the file does not matter any more.
        try FileManager.default.removeItem(atPath: project.layouts + "/fixtures/red.png")
        #expect(try provider.image(named: "fixtures/red.png", relativeTo: project.layouts).get() == asset)
        #expect(store.count == 1)
    }

    @Test("a file named @2x or @3x has that many pixels per point, as UIImage(contentsOfFile:) reads it")
    func scaleSuffixes() throws {
        let project = try AssetTestProject()
        let png = try PNGCodec.encode(Self.red)
        for name in ["logo.png", "logo@2x.png", "logo@3x.png", "logo@3x.tar.png", "a@3x-b.png"] {
            try project.write(png, to: "project/layouts/fixtures/" + name)
        }
        let provider = FileAssetProvider(store: ImageStore())
        func scale(_ name: String) throws -> Int { try provider.image(named: "fixtures/" + name, relativeTo: project.layouts).get().scale }
        #expect(try [scale("logo.png"), scale("logo@2x.png"), scale("logo@3x.png"), scale("a@3x-b.png")] == [1, 2, 3, 1])
        #expect(try scale("logo@3x.tar.png") == 1)
    }

    @Test func sniffsTheFormatNotTheExtension() throws {
        let project = try AssetTestProject()
        try project.write(try JPEGCodec.encode(Self.red), to: "project/layouts/fixtures/photo.png")
        try project.write(Array("hello".utf8), to: "project/layouts/fixtures/text.jpg")
        let provider = FileAssetProvider(store: ImageStore())
        #expect(try provider.image(named: "fixtures/photo.png", relativeTo: project.layouts).get().pixelWidth == 3)
        #expect(Self.reason(provider.image(named: "fixtures/text.jpg", relativeTo: project.layouts)) == .unsupportedFormat)
    }

    @Test func corruptAndTruncatedImagesAreUnreadableNotFatal() throws {
        let project = try AssetTestProject()
        let jpeg = try JPEGCodec.encode(PixelImage(width: 40, height: 40, pixels: Array(repeating: 200, count: 6400)))
        try project.write(Array(jpeg.prefix(jpeg.count / 2)), to: "project/layouts/fixtures/cut.jpg")
        let png = try PNGCodec.encode(Self.red)
        try project.write(Array(png.prefix(png.count - 20)), to: "project/layouts/fixtures/cut.png")
        let provider = FileAssetProvider(store: ImageStore())
        #expect(Self.reason(provider.image(named: "fixtures/cut.jpg", relativeTo: project.layouts)) == .unreadable)
        #expect(Self.reason(provider.image(named: "fixtures/cut.png", relativeTo: project.layouts)) == .unreadable)
    }

    @Test func missingFileIsNotFound() throws {
        let project = try AssetTestProject()
        let provider = FileAssetProvider(store: ImageStore())
        #expect(Self.reason(provider.image(named: "fixtures/not-there.jpg", relativeTo: project.layouts)) == .notFound)
        #expect(Self.reason(provider.image(named: "", relativeTo: project.layouts)) == .notFound)
    }

    @Test("a FIFO named as an image is refused at once, not read until it ends")
    func fifoIsRefused() throws {
        let project = try AssetTestProject()
        #expect(mkfifo(project.layouts + "/fixtures/pipe.png", 0o600) == 0)
        let provider = FileAssetProvider(store: ImageStore())
        let result = provider.image(named: "fixtures/pipe.png", relativeTo: project.layouts)
        #expect(Self.reason(result) == .unreadable)
        guard case .failure(let error) = result else { return }
        #expect(error.message.contains("not a regular file"))
    }

    @Test func oversizedHeaderIsTooLarge() throws {
        let project = try AssetTestProject()
        try project.write(RasterTestSupport.pngHeader(width: 100_000, height: 100_000), to: "project/layouts/fixtures/bomb.png")
        let provider = FileAssetProvider(store: ImageStore())
        #expect(Self.reason(provider.image(named: "fixtures/bomb.png", relativeTo: project.layouts)) == .tooLarge)
    }

    @Test(arguments: ["../../outside/x.png", "fixtures/../../../outside/x.png"])
    func dotDotEscapesAreRefusedUnlessAllowed(name: String) throws {
        let project = try AssetTestProject()
        try project.write(try PNGCodec.encode(Self.red), to: "outside/x.png")
        let strict = FileAssetProvider(store: ImageStore(), projectRoot: project.root)
        #expect(Self.reason(strict.image(named: name, relativeTo: project.layouts)) == .outsideProject)
        let lenient = FileAssetProvider(store: ImageStore(), projectRoot: project.root, allowOutsideProject: true)
        #expect(try lenient.image(named: name, relativeTo: project.layouts).get().pixelWidth == 3)
    }

    @Test func parentDirectoryInsideTheProjectRootIsAllowed() throws {
        let project = try AssetTestProject()
        try project.write(try PNGCodec.encode(Self.red), to: "project/shared.png")
        let withRoot = FileAssetProvider(store: ImageStore(), projectRoot: project.root)
        #expect(try withRoot.image(named: "../shared.png", relativeTo: project.layouts).get().pixelHeight == 2)
        let layoutOnly = FileAssetProvider(store: ImageStore())  // no root: the layout's directory is the limit
        #expect(Self.reason(layoutOnly.image(named: "../shared.png", relativeTo: project.layouts)) == .outsideProject)
    }

    @Test func absolutePathsAndEscapingSymlinksAreRefused() throws {
        let project = try AssetTestProject()
        try project.write(try PNGCodec.encode(Self.red), to: "outside/x.png")
        try FileManager.default.createSymbolicLink(atPath: project.layouts + "/fixtures/link.png",
                                                   withDestinationPath: project.base + "/outside/x.png")
        let provider = FileAssetProvider(store: ImageStore(), projectRoot: project.root)
        #expect(Self.reason(provider.image(named: project.base + "/outside/x.png", relativeTo: project.layouts)) == .outsideProject)
        #expect(Self.reason(provider.image(named: "fixtures/link.png", relativeTo: project.layouts)) == .outsideProject)
    }

    @Test(arguments: ["flick-icon", "builtin:flick-icon", "polaroid-mini", "pager"])
    func builtinAssetsResolveWithoutFiles(name: String) throws {
        let store = ImageStore()
        let asset = try FileAssetProvider(store: store).image(named: name, relativeTo: "/nonexistent").get()
        #expect(asset.id.hasPrefix("builtin:"))
        #expect(asset.pixelWidth == 16 && asset.pixelHeight == 16)
        #expect(store.cached(asset.id) != nil)
    }

    @Test func unknownBuiltinIsNotFoundAndListsTheKnownOnes() throws {
        let result = FileAssetProvider(store: ImageStore()).image(named: "builtin:nope", relativeTo: "/")
        guard case .failure(let error) = result else { Issue.record("resolved an unknown built-in"); return }
        #expect(error.reason == .notFound)
        #expect(error.message.contains("app-icon"))
    }

    static func reason(_ result: Result<ImageAsset, AssetError>) -> AssetError.Reason? {
        if case .failure(let error) = result { return error.reason }
        return nil
    }
}
