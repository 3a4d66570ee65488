import Foundation
import LockshotLanguage

/// Where the widget's code is while lockshot runs it: source sites, what it could not draw, the
/// environment its views read. The host runs the widget's code on one thread (its main thread).
package enum Recorder {
    /// The Swift files sites point into, by index (`ImportedLayout.fileShift`).
    nonisolated(unsafe) package private(set) static var files: [String] = []
    /// What lockshot could not draw, located in the widget's Swift.
    nonisolated(unsafe) package static var diagnostics: [Diagnostic] = []
    /// The environment views see (`@Environment`, `context.isStale`).
    nonisolated(unsafe) package static var environment = EnvironmentValues()
    /// The environment values the code read, so a preview is run again for each value that matters.
    nonisolated(unsafe) package static var read: Set<EnvironmentFlag> = []

    /// `GeometryReader` sizes the layout found in a first pass (`--geometry KEY=WxH`), by key.
    nonisolated(unsafe) package static var geometry: [String: CGSize] = [:]
    /// The preview and region being drawn, and how many times each `GeometryReader` site came up in it.
    nonisolated(unsafe) package static var drawing = (preview: "", region: "")
    nonisolated(unsafe) package static var geometrySeen: [String: Int] = [:]

    /// Starts a region of a preview: `GeometryReader` keys count from here.
    package static func begin(preview: String, region: String) {
        drawing = (preview, region)
        geometrySeen = [:]
    }

    /// The key of a `GeometryReader` at `site` in the region being drawn: preview, region, site, occurrence.
    package static func geometryKey(_ site: SourceRange) -> String {
        let (file, plain) = ImportedLayout.origin(of: site)
        let place = "\(file):\(plain.start.line):\(plain.start.column)"
        let n = geometrySeen[place, default: 0]
        geometrySeen[place] = n + 1
        return "\(drawing.preview)|\(drawing.region)|\(place)#\(n)"
    }

    /// Reads `--geometry KEY=WxH` arguments.
    package static func readGeometry(_ arguments: [String]) {
        for (index, argument) in arguments.enumerated() where argument == "--geometry" && index + 1 < arguments.count {
            let value = arguments[index + 1]
            guard let equals = value.lastIndex(of: "=") else { continue }
            let size = value[value.index(after: equals)...].split(separator: "x")
            guard size.count == 2, let w = Double(size[0]), let h = Double(size[1]) else { continue }
            geometry[String(value[..<equals])] = CGSize(width: w, height: h)
        }
    }

    /// While set, every view recorded is located here: views lockshot builds for the user's (a `Chart`'s
    /// marks and labels) point at the user's code, not at lockshot's.
    nonisolated(unsafe) package static var siteOverride: SourceRange?

    /// A range for `file:line:column` as a default argument captures it (the column of the call's
    /// parenthesis); the file's index is kept in the offset's high bits until the run ends.
    package static func site(_ file: StaticString, _ line: UInt, _ column: UInt) -> SourceRange {
        if let siteOverride { return siteOverride }
        let path = "\(file)"
        let index: Int
        if let known = files.firstIndex(of: path) {
            index = known
        } else {
            files.append(path)
            index = files.count - 1
        }
        let location = SourceLocation(offset: index << ImportedLayout.fileShift, line: Int(line), column: Int(column))
        return SourceRange(start: location, end: location)
    }

    /// A warning that `what` draws nothing in lockshot (it would change the picture on a device).
    package static func unsupported(_ what: String, at site: SourceRange, help: String? = nil, severity: Diagnostic.Severity = .warning) {
        diagnostics.append(Diagnostic(severity, "\(what) is not drawn by lockshot", file: nil, at: site,
                                      code: "swift-unsupported", help: help))
    }
}

/// Environment values whose reading makes lockshot run a preview once per value.
package enum EnvironmentFlag: String, Sendable, Hashable, CaseIterable {
    /// `context.isStale`; the layout's `isStale`.
    case isStale
    /// `@Environment(\.isLuminanceReduced)`; the layout's `isLuminanceReduced` (Always-On).
    case isLuminanceReduced
}

/// A site from the default arguments every view and modifier takes.
func site(_ file: StaticString, _ line: UInt, _ column: UInt) -> SourceRange { Recorder.site(file, line, column) }
