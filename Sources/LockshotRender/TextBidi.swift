internal import CHarfBuzz

/// A simplified Unicode Bidirectional Algorithm (UAX #9) for single lines: enough to draw right-to-left
/// phrases, numbers inside them, and left-to-right words inside right-to-left text in the right order.
///
/// Strong direction comes from the script (HarfBuzz's `hb_script_get_horizontal_direction`); decimal digits
/// count as left-to-right; everything else (spaces, punctuation, emoji) is neutral and takes the direction of
/// its neighbours when they agree, else the paragraph's. No explicit embeddings, isolates or mirroring.
enum TextBidi {
    /// The base direction and each cluster's resolved direction (`true` = right to left).
    struct Resolution: Equatable {
        var baseIsRightToLeft: Bool
        var rightToLeft: [Bool]
    }

    /// The strong direction of a cluster: true for right to left, false for left to right, nil when neutral.
    static func strongDirection(of character: Character) -> Bool? {
        let functions = hb_unicode_funcs_get_default()
        for scalar in character.unicodeScalars {
            if scalar.properties.generalCategory == .decimalNumber { return false }
            let script = hb_unicode_script(functions, scalar.value)
            // Common (spaces, punctuation, emoji) and inherited (marks) scripts are neutral; HarfBuzz would
            // call them left to right, as it does every script it does not know.
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { continue }
            let direction = hb_script_get_horizontal_direction(script)
            if direction == HB_DIRECTION_RTL { return true }
            if direction == HB_DIRECTION_LTR { return false }
        }
        return nil
    }

    /// Resolves every cluster's direction; the base direction is the first strong cluster's (rule P2),
    /// left to right when there is none. Digits do not set the base direction.
    static func resolve(_ characters: [Character]) -> Resolution {
        let strong = characters.map(strongDirection(of:))
        let base = zip(characters, strong).first { character, direction in
            direction != nil && !character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .decimalNumber }
        }?.1 ?? false
        var resolved = strong.map { $0 ?? base }
        var index = 0
        while index < strong.count {
            guard strong[index] == nil else { index += 1; continue }
            var end = index
            while end < strong.count, strong[end] == nil { end += 1 }
            let before = index > 0 ? strong[index - 1] ?? base : base
            let after = end < strong.count ? strong[end] ?? base : base
            let direction = before == after ? before : base
            for neutral in index..<end { resolved[neutral] = direction }
            index = end
        }
        return Resolution(baseIsRightToLeft: base, rightToLeft: resolved)
    }

    /// The order to draw runs in, left to right (rule L2), given each run's direction and the base direction.
    ///
    /// Levels: left-to-right runs are 0 in a left-to-right paragraph and 2 in a right-to-left one;
    /// right-to-left runs are 1. From the highest level down to 1, each maximal sequence at or above
    /// that level is reversed.
    static func visualOrder(runIsRightToLeft: [Bool], baseIsRightToLeft: Bool) -> [Int] {
        let levels = runIsRightToLeft.map { $0 ? 1 : (baseIsRightToLeft ? 2 : 0) }
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        for level in stride(from: highest, through: 1, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }
}
