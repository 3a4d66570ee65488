/// A presentation ActivityKit shows (SPEC §4), named as the CLI and golden files name them.
public enum Presentation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Apple's `.content`: the lock screen banner.
    case lockScreen
    /// Compact leading + sensor gap + compact trailing, drawn as one capsule.
    case compact
    case minimal
    case expanded
    /// ActivityKit's `.small` family: the Apple Watch Smart Stack (watchOS 11 and later), drawn where the layout has a
    /// `small` region (a widget that opts in with `supplementalActivityFamilies([.small])`).
    case small
}

/// A device profile: screen and Live Activity geometry in points.
///
/// Figures from Apple's HIG (Live Activities › Specifications); those Apple does
/// not publish are marked `inferred` and printed so by `lockshot devices`.
public struct Device: Sendable, Hashable, Codable {
    public var id: String
    public var aliases: [String]
    public var screen: Size
    /// nil on devices without a Dynamic Island.
    public var island: Island?
    /// Width of the lock screen presentation; its height is the content's, up to 160.
    public var lockScreenWidth: Double
    public var lockScreenInferred: Bool
    /// The Apple Watch paired with it, whose Smart Stack the `small` presentation is drawn for (`--watch-case`).
    public var watch: Watch = .default
    /// The iOS it runs, whose measured island geometry the presentations follow (`--ios`, lockshot.json's `"ios"`).
    public var ios: SystemVersion = .default
    /// The idle island's distance from the screen's top, where `--frame device` draws the island: 11.33 pt measured on
    /// an iPhone 14 Pro (393 pt, docs/parity.md case 2), 14 on an iPhone 16 Pro (402 pt, cases 6 and 7), whose thinner
    /// bezel moved the island down; the 16 and 17 Pro Max are taken to be the 16 Pro's.
    public var islandTop: Double { Self.islandMovedDown.contains(id) ? 14 : 11 }
    private static let islandMovedDown: Set = ["iphone-16-pro", "iphone-16-pro-max", "iphone-17-pro", "iphone-17-pro-max"]

    /// A major iOS version whose drawing of Live Activities was measured on captures (docs/parity.md). Where iOS 18's
    /// island differs from what lockshot draws by default, `ios18` draws iOS 18's figures; `ios26`, the default, is what
    /// users' customers run now. iOS 26's glass is drawn by neither (docs/layout.md, differences).
    public enum SystemVersion: String, Sendable, Hashable, Codable, CaseIterable {
        case ios26 = "26"
        case ios18 = "18"

        public static let `default` = ios26

        /// `26`, `26.1`, `ios26` or `iOS 26`; nil for a version lockshot has no figures for.
        public static func named(_ text: String) -> SystemVersion? {
            var rest = Substring(text.lowercased())
            if rest.hasPrefix("ios") { rest = rest.dropFirst(3).drop { $0 == " " } }
            let major = rest.prefix { $0.isNumber }
            guard !major.isEmpty, rest.dropFirst(major.count).allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
            return SystemVersion(rawValue: String(major))
        }

        /// Top of the expanded island's leading and trailing content: iOS top-aligns it 16 pt (iOS 16) to 18 pt (iOS 18)
        /// below the island's top, whatever its height (docs/parity.md cases 4 and 6). No iOS 26 capture of the expanded
        /// island was found: 17 pt, between the two.
        package var expandedTopInset: Double { self == .ios18 ? 18 : 17 }
        /// The expanded island's side margins, where its leading content starts and its trailing content ends: 20 pt
        /// measured on iOS 16 (case 4's leading content at 20.33), 17.67 on iOS 18 (case 6's 52 pt circles at 17.67 and
        /// its trailing text 8 pt of padding inside it); 20 kept for 26, where no capture of the expanded island exists.
        package var expandedSideMargin: Double { self == .ios18 ? 17.67 : 20 }
        /// The expanded island's bottom margin: 20.67 pt measured on iOS 18 (case 6), 16 on iOS 16 (case 4), kept for 26.
        package var expandedBottomMargin: Double { self == .ios18 ? 20.67 : 16 }
        /// The compact pill's narrowest side: on iOS 26 the narrowest pill measured, 187 pt, less the sensor gap, halved
        /// ((187 − 125.33) / 2 ≈ 30.8 pt: a 24 pt icon and its inset); on iOS 18, 44.33 pt (case 7's leading side, the same
        /// width in both its states, case 8).
        package var compactNarrowestSide: Double { self == .ios18 ? 44.33 : 30.8 }
    }

    /// An Apple Watch case size: its screen and its Smart Stack card, in points. A Live Activity in the Smart Stack
    /// has the dimensions of a watchOS widget (HIG, Live Activities › Specifications › watchOS dimensions); the 42 and
    /// 46 mm cases of 2024 are not in Apple's table, so not here.
    public struct Watch: Sendable, Hashable, Codable {
        public var id: String
        public var screen: Size
        public var smartStack: Size

        public static let all = [
            Watch(id: "40mm", screen: Size(width: 162, height: 197), smartStack: Size(width: 152, height: 69.5)),
            Watch(id: "41mm", screen: Size(width: 176, height: 215), smartStack: Size(width: 165, height: 72.5)),
            Watch(id: "44mm", screen: Size(width: 184, height: 224), smartStack: Size(width: 173, height: 76.5)),
            Watch(id: "45mm", screen: Size(width: 198, height: 242), smartStack: Size(width: 184, height: 80.5)),
            Watch(id: "49mm", screen: Size(width: 205, height: 251), smartStack: Size(width: 191, height: 81.5)),
        ]
        /// The 45 mm case (Series 7 to 9), whose card is the HIG's largest but the Ultra's.
        public static let `default` = all[3]

        /// A watch by its case size: `45mm` or `45`.
        public static func named(_ id: String) -> Watch? {
            all.first { $0.id == id || $0.id == id + "mm" }
        }
    }

    public struct Island: Sendable, Hashable, Codable {
        /// Width of the compact/minimal island (leading + gap + trailing).
        public var compactWidth: Double
        public var expandedWidth: Double
        /// Each compact slot (leading = trailing).
        public var compactSlot: Size
        public var minimalHeight: Double
        public var minimalWidthRange: ClosedRange<Double>
        public var expandedHeightRange: ClosedRange<Double>
        public var inferred: Bool
        /// The sensor gap between the compact slots: compactWidth − 2 × slot width (≈125.33 pt).
        public var sensorGap: Double { compactWidth - 2 * compactSlot.width }
        /// The expanded island's corner radius, "matching the TrueDepth camera".
        public var expandedCornerRadius: Double { 44 }
    }

    /// Lock screen presentation heights: taller content is truncated at 160 (Apple). No floor: iOS 26 draws
    /// cards as short as their content (69–77 pt measured on captures of public Live Activities), where
    /// lockshot used to pad every card to 84 pt, a figure of the HIG's Dynamic Island table.
    public static let lockScreenHeightRange: ClosedRange<Double> = 0...160
    /// HIG's recommended lock screen margin.
    public static let lockScreenMargin: Double = 14
    /// Not published by Apple: an estimate matching iOS 17/18 screenshots (`--corner-radius` overrides).
    public static let lockScreenCornerRadiusEstimate: Double = 22

    private static let slot = 36.67

    public static let iPhone15Pro = Device(
        id: "iphone-15-pro", aliases: ["iphone-14-pro", "iphone-15", "iphone-16"], screen: Size(width: 393, height: 852),
        island: Island(compactWidth: 230, expandedWidth: 371, compactSlot: Size(width: 52.33, height: slot),
                       minimalHeight: slot, minimalWidthRange: slot...45, expandedHeightRange: 84...160, inferred: false),
        lockScreenWidth: 371, lockScreenInferred: false)
    public static let iPhone15ProMax = Device(
        id: "iphone-15-pro-max", aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"],
        screen: Size(width: 430, height: 932),
        island: Island(compactWidth: 250, expandedWidth: 408, compactSlot: Size(width: 62.33, height: slot),
                       minimalHeight: slot, minimalWidthRange: slot...45, expandedHeightRange: 84...160, inferred: false),
        lockScreenWidth: 408, lockScreenInferred: false)
    /// Apple publishes nothing for this 402-pt screen: the lock-screen card and the expanded island are 374 pt wide
    /// (14-pt margins) as measured on iOS 18 and iOS 26 captures of public Live Activities (docs/parity.md, cases 5,
    /// 6, 9 and 10); the compact slots are inferred.
    public static let iPhone16Pro = Device(
        id: "iphone-16-pro", aliases: [], screen: Size(width: 402, height: 874),
        island: Island(compactWidth: 230, expandedWidth: 374, compactSlot: Size(width: 52.33, height: slot),
                       minimalHeight: slot, minimalWidthRange: slot...45, expandedHeightRange: 84...160, inferred: true),
        lockScreenWidth: 374, lockScreenInferred: true)
    public static let iPhone16ProMax = Device(
        id: "iphone-16-pro-max", aliases: [], screen: Size(width: 440, height: 956),
        island: Island(compactWidth: 250, expandedWidth: 408, compactSlot: Size(width: 62.33, height: slot),
                       minimalHeight: slot, minimalWidthRange: slot...45, expandedHeightRange: 84...160, inferred: true),
        lockScreenWidth: 408, lockScreenInferred: true)
    /// No Dynamic Island: the lock screen presentation doubles as the banner.
    public static let iPhone13 = Device(
        id: "iphone-13", aliases: [], screen: Size(width: 390, height: 844), island: nil,
        lockScreenWidth: 368, lockScreenInferred: true)  // 390 − 2 × 11, the margin of the published sizes

    /// iPhone 17 and 17 Pro: the 16 Pro's 402×874 screen and 230 pt island (HIG: 14 Pro … 17 Pro);
    /// the slot and presentation sizes are not published for this screen, so they are inferred.
    public static let iPhone17Pro = Device(
        id: "iphone-17-pro", aliases: ["iphone-17"], screen: Size(width: 402, height: 874),
        island: iPhone16Pro.island, lockScreenWidth: 374, lockScreenInferred: true)
    public static let iPhone17ProMax = Device(
        id: "iphone-17-pro-max", aliases: [], screen: Size(width: 440, height: 956),
        island: iPhone16ProMax.island, lockScreenWidth: 408, lockScreenInferred: true)
    /// iPhone Air: 420×912; the HIG gives it the 250 pt island of the Pro Max and Plus; the rest is inferred.
    public static let iPhoneAir = Device(
        id: "iphone-air", aliases: [], screen: Size(width: 420, height: 912),
        island: Island(compactWidth: 250, expandedWidth: 408, compactSlot: Size(width: 62.33, height: slot),
                       minimalHeight: slot, minimalWidthRange: slot...45, expandedHeightRange: 84...160, inferred: true),
        lockScreenWidth: 408, lockScreenInferred: true)
    /// iPhone 16e: the 13's 390×844 screen with a notch, so no Dynamic Island.
    public static let iPhone16e = Device(
        id: "iphone-16e", aliases: [], screen: Size(width: 390, height: 844), island: nil,
        lockScreenWidth: 368, lockScreenInferred: true)

    public static let all: [Device] = [iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPhone16ProMax, iPhone17Pro,
                                       iPhone17ProMax, iPhoneAir, iPhone16e, iPhone13]
    public static let `default` = iPhone15Pro

    /// What a finding about `presentation` names: the phone, or for `small` the watch (`45mm watch`).
    public func label(for presentation: Presentation) -> String {
        presentation == .small ? "\(watch.id) watch" : id
    }

    /// A device by id or alias.
    public static func named(_ id: String) -> Device? {
        all.first { $0.id == id || $0.aliases.contains(id) }
    }

    /// Not published by Apple: an estimate of the Smart Stack card's corner radius.
    public static let smartStackCornerRadiusEstimate: Double = 18
}
