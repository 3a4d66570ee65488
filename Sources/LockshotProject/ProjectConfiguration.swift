import Foundation

/// What the nearest `lockshot.json` says about the project: `"project"` (the project file to read when lockshot is
/// pointed at the folder holding lockshot.json) and `"target"` (the target to draw when several hold a Live Activity).
package struct ProjectConfiguration: Sendable {
    /// The folder holding the `lockshot.json`.
    package var folder: String
    package var project: String?
    package var target: String?

    /// The `lockshot.json` in the input's folder or the nearest folder above it, when it names a project or target.
    package static func nearest(to path: String) -> ProjectConfiguration? {
        var directory = layoutDirectory(of: absolute(path))
        for _ in 0..<32 {
            let file = directory + "/lockshot.json"
            if let data = FileManager.default.contents(atPath: file) {
                guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
                let project = (object["project"] as? String).map { ($0.hasPrefix("/") ? $0 : directory + "/" + $0) as NSString }
                    .map { $0.standardizingPath }
                let target = object["target"] as? String
                return project == nil && target == nil ? nil : ProjectConfiguration(folder: directory, project: project, target: target)
            }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { return nil }
            directory = parent
        }
        return nil
    }

    /// The folder a layout's relative paths start from, as `lockshot` computes it: a folder is its own, an `.xcodeproj`
    /// or `.xcworkspace` (folders too) and any file the folder holding it.
    package static func layoutDirectory(of path: String) -> String {
        var isDirectory: ObjCBool = false
        let ext = (path as NSString).pathExtension
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
           ext != "xcodeproj", ext != "xcworkspace" {
            return path
        }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    package static func absolute(_ path: String) -> String { ProjectModel.absolute(path) }
}

extension ProjectModel {
    /// `lockshot targets --json`: the model, the targets that draw a Live Activity, and the one chosen.
    package struct Report: Codable, Sendable {
        package var input: String
        package var projects: [String]
        package var problems: [WidgetTarget.Problem]
        package var targets: [WidgetTarget]
        package var liveActivityTargets: [String]
        /// The target drawn, when the choice is unambiguous.
        package var chosen: String?
    }

    package func report(chosen name: String?) -> Report {
        let chosen: String? = if case .success(let target) = choose(name) { target.name } else { nil }
        return Report(input: input, projects: projects, problems: problems, targets: targets,
                      liveActivityTargets: widgetTargets.map(\.name), chosen: chosen)
    }
}
