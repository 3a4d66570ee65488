import LockshotLanguage

extension Presentation {
    /// The presentations `document` defines regions for, in the order of `allCases`:
    /// compact needs either slot, expanded any of its four regions.
    /// - Complexity: O(regions).
    package static func defined(by document: Document) -> [Presentation] {
        let kinds = Set(document.regions.map(\.kind))
        return allCases.filter { presentation in
            switch presentation {
            case .lockScreen: kinds.contains(.lockScreen)
            case .compact: kinds.contains(.compactLeading) || kinds.contains(.compactTrailing)
            case .minimal: kinds.contains(.minimal)
            case .expanded: !kinds.isDisjoint(with: [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom])
            case .small: kinds.contains(.small)
            }
        }
    }
}
