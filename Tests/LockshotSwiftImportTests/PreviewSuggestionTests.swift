import LockshotLanguage
@testable import LockshotSwiftImport
import Testing

/// The `#Preview` the "no #Preview" diagnostic offers: the widget's own types, a value for each stored property.
@Suite("preview suggestion")
struct PreviewSuggestionTests {
    @Test("memberwise values by type: strings named after their property, an enum's first case, a nested struct, placeholders for the rest")
    func memberwise() throws {
        let source = SwiftSource(path: "/w/Delivery.swift", text: """
            import ActivityKit
            import WidgetKit

            enum Leg: String, Codable, Hashable { case pickup, dropOff }
            enum Courier: Codable, Hashable { case bike(speed: Int), van }
            struct Stop: Codable, Hashable { var street: String; var minutes: Int }

            struct DeliveryAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable {
                    var leg: Leg
                    var courier: Courier
                    var next: Stop
                    var driverName: String
                    var progress: Double
                    var eta: Date
                    var startedAt: Date
                    var note: String?
                    var items: [String]
                    var late = false
                    let version = 2
                    static let sample = 1
                    var title: String { driverName }
                    var tracked: Bool { didSet {} }
                }
                var orderID: Int
            }

            struct DeliveryWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DeliveryAttributes.self) { context in
                        Text(context.state.driverName)
                    } dynamicIsland: { _ in fatalError() }
                }
            }
            """)
        let suggestion = try #require(PreviewSuggestion.make([source]))
        #expect(suggestion.text == """
            #Preview("Delivery", as: .content, using: DeliveryAttributes(orderID: 3)) {
                DeliveryWidget()
            } contentStates: {
                DeliveryAttributes.ContentState(leg: .pickup, courier: <#Courier#>, next: Stop(street: "Street", minutes: 3), \
            driverName: "Driver name", progress: 0.5, eta: .now.addingTimeInterval(15 * 60), startedAt: .now, note: nil, items: [], tracked: false)
            }
            """)
        #expect(suggestion.file == "/w/Delivery.swift")
        #expect(suggestion.range.start.line == 30 && suggestion.range.start.column == 9, "at ActivityConfiguration: \(suggestion.range)")
    }

    @Test("an own init wins over the memberwise one; a typealias ContentState is followed; attributes in another file are found")
    func initAndAlias() throws {
        let model = SwiftSource(path: "/w/Model.swift", text: """
            struct TimerState: Codable, Hashable {
                var ends: Date
                init(minutes: Int, _ label: String, paused: Bool = false) { ends = .now }
            }
            struct EggAttributes: ActivityAttributes {
                typealias ContentState = TimerState
            }
            """)
        let widget = SwiftSource(path: "/w/Widget.swift", text: """
            struct EggWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "home") { _ in Text("x") }
                    ActivityConfiguration(for: EggAttributes.self) { _ in Text("x") } dynamicIsland: { _ in fatalError() }
                }
            }
            """)
        let suggestion = try #require(PreviewSuggestion.make([model, widget]))
        #expect(suggestion.text.contains("using: EggAttributes())"))
        #expect(suggestion.text.contains("EggAttributes.ContentState(minutes: 3, \"Label\")"), "\(suggestion.text)")
        #expect(suggestion.file == "/w/Widget.swift" && suggestion.range.start.line == 4)
    }

    @Test("no suggestion when the attributes are not declared in the widget's files, or nothing shows an activity")
    func none() {
        let elsewhere = SwiftSource(path: "/w/W.swift", text: """
            import SharedModels
            struct W: Widget {
                var body: some WidgetConfiguration { ActivityConfiguration(for: RideAttributes.self) { _ in Text("x") } dynamicIsland: { _ in fatalError() } }
            }
            """)
        #expect(PreviewSuggestion.make([elsewhere]) == nil)
        #expect(PreviewSuggestion.make([SwiftSource(path: "/w/V.swift", text: "struct V: View { var body: some View { Text(\"x\") } }")]) == nil)
    }
}
