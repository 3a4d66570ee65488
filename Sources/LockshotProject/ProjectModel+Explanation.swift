import Foundation

extension ProjectModel {
    /// `lockshot targets`: every project read and its targets; for each target with a Live Activity, every file with
    /// the reason it is in, the modules compiled first, the settings applied, and what was left out and why.
    /// Paths are relative to `base`.
    package func explanation(relativeTo base: String) -> String {
        func shown(_ path: String) -> String {
            path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : (path == base ? "." : path)
        }
        var out = ""
        for problem in problems {
            out += "\(problem.file.map(shown) ?? "?"): error: \(problem.message)\n"
        }
        let chosen = Set(widgetTargets.map(\.name))
        for project in projects + (targets.contains { $0.project == nil } ? [nil] : []) as [String?] {
            let kind = targets.first { $0.project == project }?.kind.rawValue ?? "project"
            out += project.map { "\(shown($0)) (\(kind))\n" } ?? "\(shown(input)): no project committed; the widget is the folder holding its Live Activity\n"
            for target in targets where target.project == project {
                let type = target.productType.map { $0.replacingOccurrences(of: "com.apple.product-type.", with: "") } ?? target.kind.rawValue
                guard chosen.contains(target.name) else {
                    let why = target.hasActivity ? "Live Activity, outside \(scope.map(shown) ?? "the scope") or beside an extension that has one"
                        : "no ActivityConfiguration"
                    out += "  \(target.name) (\(type), \(target.sources.count) Swift files): \(why)\n"
                    continue
                }
                out += "  \(target.name) (\(type)): Live Activity in \(target.activities.map(shown).joined(separator: ", "))\n"
                out += "    compiles \(target.sources.count) Swift files:\n"
                for member in target.sources { out += "      \(shown(member.path))  — \(member.reason)\n" }
                if !target.modules.isEmpty {
                    out += "    modules compiled first:\n"
                    for module in target.modules { out += "      \(module.name) (\(module.sources.count) files)  — \(module.reason)\n" }
                }
                if !target.resources.isEmpty {
                    out += "    resources (\(target.resources.count)):\n"
                    for member in target.resources { out += "      \(shown(member.path))  — \(member.reason)\n" }
                }
                out += "    settings: \(target.settings.flags.joined(separator: " "))\n"
                for line in target.settings.explained { out += "      \(line)\n" }
                if !target.settings.ignoredFlags.isEmpty {
                    out += "      ignored flags (they change no picture): \(target.settings.ignoredFlags.joined(separator: " "))\n"
                }
                if !target.excluded.isEmpty {
                    out += "    left out (\(target.excluded.count)):\n"
                    for member in target.excluded { out += "      \(shown(member.path))  — \(member.reason)\n" }
                }
                for problem in target.problems {
                    out += "    problem: \(problem.message)\(problem.help.map { "\n      help: \($0)" } ?? "")\n"
                }
            }
        }
        if projects.isEmpty && targets.isEmpty { out += "\(shown(input)): no project (a folder of Swift files, compiled whole)\n" }
        return out
    }
}
