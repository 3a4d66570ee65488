import Foundation
import LockshotLanguage
import LockshotLayout
import Testing
@testable import LockshotRender

/// The SF Symbol stand-ins: the committed table and the bootstrap-icons files it names.
@Suite struct SymbolStandInTests {
    @Test func theTableMapsAtLeast150NamesEachToAnExistingFile() throws {
        #expect(SymbolTable.entries.count >= 150)
        #expect(Set(SymbolTable.entries.map(\.symbol)).count == SymbolTable.entries.count, "duplicate symbol names")
        let directory = SymbolStandIns.directory(ProcessInfo.processInfo.environment)
        for (symbol, icon) in SymbolTable.entries {
            #expect(SymbolTable.ownGlyphs[icon] != nil || FileManager.default.fileExists(atPath: directory + "/" + icon + ".svg"),
                    "\(symbol) → \(icon)")
        }
        for name in ["car.fill", "bag.fill", "fork.knife", "tram.fill", "airplane", "clock", "timer", "bolt.fill",
                     "heart.fill", "figure.run", "sportscourt.fill", "location.fill", "checkmark.circle.fill", "xmark",
                     "phone.fill", "message.fill", "bell.fill", "camera.fill", "photo", "play.fill", "pause.fill",
                     "music.note", "forward.fill", "backward.fill", "figure.walk", "bicycle", "bus.fill", "ferry.fill",
                     "cup.and.saucer.fill", "takeoutbag.and.cup.and.straw.fill", "flame.fill", "drop.fill",
                     "sun.max.fill", "moon.fill", "cloud.rain.fill", "house.fill", "person.fill", "star.fill", "gift.fill",
                     "cart.fill", "creditcard.fill", "map.fill", "mappin", "arrow.up", "arrow.down", "arrow.left",
                     "arrow.right", "chevron.up", "chevron.down", "chevron.left", "chevron.right", "plus", "minus"] {
            #expect(SymbolTable.icons[name] != nil, "\(name) is unmapped")
        }
    }

    @Test func aMappedSymbolLoadsFromThePackageAndAnUnmappedOneIsTheBox() throws {
        let store = ImageStore()
        let provider = FileAssetProvider(store: store)
        let car = try provider.symbol(named: "car.fill").get()
        #expect(car.standIn == "car-front-fill")
        #expect(car.asset.id == provider.symbolsDirectory + "/car-front-fill.svg")
        #expect(store.vectors[car.asset.id] != nil)
        let unknown = try provider.symbol(named: "no.such.symbol").get()
        #expect(unknown.standIn == nil && unknown.asset.id == SymbolStandIn.unmappedID)
        #expect(try store.vector(for: SymbolStandIn.unmappedID) != nil)
    }

    @Test func aMissingPackageIsAnErrorNamingIt() {
        let provider = FileAssetProvider(store: ImageStore())
        provider.symbolsDirectory = "/nonexistent/bootstrap-icons"
        guard case .failure(let error) = provider.symbol(named: "car.fill") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message.contains("bootstrap-icons") && error.message.contains("LOCKSHOT_SYMBOLS_DIR"))
    }

    @Test func theDirectoryComesFromTheEnvironmentVariable() {
        #expect(SymbolStandIns.directory([:]) == "/usr/share/bootstrap-icons/svg")
        #expect(SymbolStandIns.directory(["LOCKSHOT_SYMBOLS_DIR": "/x/icons"]) == "/x/icons")
    }

    @Test func theManifestNamesTheSetItsVersionAndAHash() {
        let size: ([UInt8]) -> String = { "bytes:\($0.count)" }
        let description = SymbolStandIns.manifestDescription([:], fingerprint: size)
        #expect(description.hasPrefix("bootstrap-icons 1.10.3 bytes:"))
        #expect(!description.hasPrefix("bootstrap-icons 1.10.3 bytes:0"))
        #expect(SymbolStandIns.manifestDescription(["LOCKSHOT_SYMBOLS_DIR": "/nonexistent"], fingerprint: size)
            .contains("absent"))
    }

    @Test("the plane stand-in is turned to face where SF's airplane faces (right), other symbols are not turned")
    func planeFacesRight() throws {
        let provider = FileAssetProvider(store: ImageStore())
        let plane = try provider.symbol(named: "airplane").get()
        #expect(plane.asset.id.hasSuffix("airplane-fill.svg#rotate(90)"))
        let car = try provider.symbol(named: "car.fill").get()
        #expect(!car.asset.id.contains("#rotate"))
        let svg = Array("<svg viewBox=\"0 0 16 16\"><path d=\"M0 0h1\"/></svg>".utf8)
        #expect(String(decoding: FileAssetProvider.rotated(svg, by: 90), as: UTF8.self)
            == "<svg viewBox=\"0 0 16 16\"><g transform=\"rotate(90.0 8 8)\"><path d=\"M0 0h1\"/></g></svg>")
    }
}
