import LockshotLayout
import Testing

@Suite struct DeviceTests {
    @Test("the current iPhones resolve with their screens; figures Apple does not publish are marked inferred")
    func currentIPhones() throws {
        let expected: [(String, Double, Double, Double?)] = [
            ("iphone-17", 402, 874, 230), ("iphone-17-pro", 402, 874, 230), ("iphone-17-pro-max", 440, 956, 250),
            ("iphone-air", 420, 912, 250), ("iphone-16e", 390, 844, nil),
        ]
        for (id, width, height, islandWidth) in expected {
            let device = try #require(Device.named(id), "\(id)")
            #expect(device.screen == Size(width: width, height: height), "\(id)")
            #expect(device.island?.compactWidth == islandWidth, "\(id)")
            #expect(device.lockScreenInferred, "\(id): Apple publishes no lock screen size for this screen")
            #expect(device.island?.inferred ?? true, "\(id)")
        }
    }

    @Test("only the two published screens carry uninferred figures; ids and aliases are unique")
    func publishedFiguresAndUniqueNames() {
        let published = Device.all.filter { !$0.lockScreenInferred }.map(\.id)
        #expect(published == ["iphone-15-pro", "iphone-15-pro-max"])
        let names = Device.all.flatMap { [$0.id] + $0.aliases }
        #expect(Set(names).count == names.count)
    }
}
