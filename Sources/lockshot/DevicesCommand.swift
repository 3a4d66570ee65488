import ArgumentParser
import LockshotLayout

/// `lockshot devices`: the device profiles and their Live Activity geometry.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", _superCommandName: Lockshot.name,
        abstract: "List device profiles and their Live Activity sizes in points.",
        discussion: """
        Figures Apple does not publish are marked "(inferred)".

        Examples:
          lockshot devices
          lockshot render layout.lockshot --device iphone-15-pro-max
        """
    )

    func run() throws {
        FileHandleOutput.standardOutput.write(Self.table())
    }

    static func table() -> String {
        var rows = [["device", "screen", "island compact/expanded", "compact slot", "minimal", "expanded", "lock screen"]]
        for device in Device.all {
            let mark = { (inferred: Bool) in inferred ? " (inferred)" : "" }
            var row = [device.id + (device.aliases.isEmpty ? "" : " (also \(device.aliases.joined(separator: ", ")))"),
                       "\(format(device.screen.width))×\(format(device.screen.height))"]
            if let island = device.island {
                row += ["\(format(island.compactWidth)) / \(format(island.expandedWidth))",
                        "\(format(island.compactSlot.width))×\(format(island.compactSlot.height))" + mark(island.inferred),
                        "\(format(island.minimalWidthRange.lowerBound))–\(format(island.minimalWidthRange.upperBound)) × \(format(island.minimalHeight))",
                        "\(format(island.expandedWidth)) × 84–160" + mark(island.inferred)]
            } else {
                row += ["—", "—", "—", "—"]
            }
            row.append("\(format(device.lockScreenWidth)) × ≤160" + mark(device.lockScreenInferred))
            rows.append(row)
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var out = ""
        for row in rows {
            out += zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
                .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        out += "\nSensor gap between compact slots ≈ 125.33 pt. Island: opaque black capsule; expanded corner radius 44 pt.\n"
        out += "Lock screen corner radius is not published: lockshot uses \(format(Device.lockScreenCornerRadiusEstimate)) pt (estimate).\n"
        let cards = Device.Watch.all.map { "\($0.id) \(format($0.smartStack.width)) × \(format($0.smartStack.height))" }
        out += "small (the Apple Watch Smart Stack, for layouts with a small region; --watch-case, default "
            + "\(Device.Watch.default.id)): \(cards.joined(separator: ", ")) pt; corner radius "
            + "\(format(Device.smartStackCornerRadiusEstimate)) pt (estimate).\n"
        let versions = Device.SystemVersion.allCases.map { v in
            // No capture of iOS 26's expanded island: its two figures are estimates between iOS 16's and 18's.
            let estimate = v == .ios26 ? " (estimate)" : ""
            return "iOS \(v.rawValue): compact side ≥ \(format(v.compactNarrowestSide)) pt, expanded content from "
                + "\(format(v.expandedTopInset)) pt\(estimate), side margins \(format(v.expandedSideMargin)) pt\(estimate), "
                + "bottom margin \(format(v.expandedBottomMargin)) pt\(estimate)"
        }
        out += "--ios (default \(Device.SystemVersion.default.rawValue)): \(versions.joined(separator: "; ")). "
            + "iOS 26's glass: drawn with --frame device behind a lock-screen card with no tint or a neutral one.\n"
        return out
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
