import FoundationEssentials
import LockshotGolden
import LockshotLanguage
import LockshotLayout
import LockshotRender

extension GoldenConfiguration {
    /// The iOS the goldens are drawn with: `"ios"`, else 26; nil when it names a version lockshot has no figures for.
    package var systemVersion: Device.SystemVersion? { Device.SystemVersion.named(ios ?? Device.SystemVersion.default.rawValue) }
}

/// The golden-image suite of a project (SPEC §8): its layouts, planned into cases, run against
/// their goldens. `lockshot test` is this type behind a command line; a library user runs the
/// same suite from code:
///
/// ```swift
/// let suite = try GoldenSuite(configuration: GoldenConfiguration.load(root: "."))
/// let record = try suite.run(GoldenRunOptions(record: .never))
/// try record.writeReports(to: GoldenRunOptions.defaultReportDirectory)
/// if record.hasFailures { … }
/// ```
public struct GoldenSuite: Sendable {
    /// Devices, scales, tolerance and masks (from `lockshot.json`).
    public let configuration: GoldenConfiguration
    /// Every layout the suite found, sorted by path.
    public let layouts: [LayoutDescription]
    /// Every layout × preview × presentation × device × scale, in a fixed order; indices are positions.
    public let cases: [GoldenCase]
    /// The layouts as parsed while planning: the workers parse no file again.
    let parsed: ParsedLayouts
    /// The iOS whose island geometry every case is drawn with (lockshot.json's `"ios"`, else 26).
    public let ios: Device.SystemVersion

    /// Finds the layouts, reads each (on up to `jobs` threads) and plans their cases.
    ///
    /// - Parameters:
    ///   - configuration: layout folders, devices, scales, tolerance and masks, as `lockshot.json` holds them
    ///     (`GoldenConfiguration.load(root:)`); its paths are relative to the working directory.
    ///   - jobs: threads that read the layouts.
    ///   - paths: layout files or folders replacing the configuration's `layouts`. A layout inside a
    ///     configured folder keeps its name (and so its goldens); another is named relative to the
    ///     folder given, or by its file name.
    /// - Throws: `GoldenSuiteError` for an unknown device, a missing path, layouts that cannot be read
    ///   (with their diagnostics), two layouts sharing a name, or no layout with a case.
    public init(configuration: GoldenConfiguration = GoldenConfiguration(), paths: [String] = [],
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(GoldenSuiteError) {
        guard let ios = configuration.systemVersion else { throw .unknownSystemVersion(configuration.ios ?? "") }
        var devices: [Device] = []
        for id in configuration.devices {
            guard let device = Device.named(id) else { throw .unknownDevice(id) }
            if !devices.contains(device) { devices.append(device) }
        }
        let roots = try Self.layoutRoots(paths: paths, configured: configuration.layouts)
        let (layouts, parsed) = try Self.describe(roots, jobs: max(1, jobs))
        var seen: [String: String] = [:]
        for layout in layouts {
            if let other = seen[layout.name] { throw .sharedName(other, layout.path, name: layout.name) }
            seen[layout.name] = layout.path
        }
        let cases = CasePlanner.cases(layouts: layouts, devices: devices.map(\.id), scales: configuration.scales) { id, kind in
            Device.named(id)?.island != nil || kind == Presentation.lockScreen.rawValue
        }
        guard !cases.isEmpty else {
            throw .noCases("no layouts with previews under " + (paths.isEmpty ? configuration.layouts : paths).joined(separator: ", "))
        }
        self.configuration = configuration
        self.layouts = layouts
        self.cases = cases
        self.parsed = parsed
        self.ios = ios
    }

    /// Runs the cases `options` include (filter, shard) on `options.jobs` threads: renders each,
    /// compares it with its golden, records as the record mode says, writes failures' images into
    /// the report folder, and fails a preview whose `expect:` finding no render produced.
    ///
    /// The report folder is locked for the run: a second run on it stops with `.reportFolder`.
    /// - Parameters:
    ///   - options: the record mode, golden and report folders, filter, shard and worker threads.
    ///   - progress: called after each case with (done, total), from worker threads.
    public func run(_ options: GoldenRunOptions,
                    progress: (@Sendable (Int, Int) -> Void)? = nil) throws(GoldenSuiteError) -> RunRecord {
        guard cases.contains(where: options.includes) else {
            throw .noCases("no case matches --filter '\(options.filter?.pattern ?? "")'"
                + (options.shard.map { " in shard \($0)" } ?? ""))
        }
        // Held until the run returns: another run on the same report folder stops here, before it clears anything.
        let lock: FolderLock
        do { lock = try FolderLock(options.reportDirectory) } catch { throw .reportFolder("\(error)") }
        defer { withExtendedLifetime(lock) {} }
        let fonts = FontLibrary()
        let ledger = ExpectationLedger(parsed: parsed)
        let fontFiles = Array(Set(layouts.flatMap(\.fontFiles))).sorted()
        let runner = GoldenRunner(
            configuration: configuration, options: options, codec: .png, lockshotVersion: LockshotVersion.string,
            environment: { GoldenEnvironment.current(lockshotVersion: LockshotVersion.string,
                                                     environment: ProcessInfo.processInfo.environment, fontFiles: fontFiles,
                                                     locale: configuration.locale, ios: ios.rawValue) },
            makeRenderer: { [fonts, ledger, parsed, ios] in PipelineCaseRenderer(fonts: fonts, parsed: parsed, ledger: ledger, ios: ios) })
        var record = runner.run(cases, progress: progress)
        ledger.failUnmetExpectations(in: &record, planned: cases, ran: options.includes)
        return record
    }

    /// What to search for layouts, each with the folder its layouts are named relative to: the
    /// configured folders, or `paths` (named as in a full run when inside a configured folder, so
    /// they share its goldens).
    static func layoutRoots(paths: [String], configured: [String]) throws(GoldenSuiteError) -> [(path: String, root: String)] {
        guard !paths.isEmpty else { return configured.map { ($0, $0) } }
        var roots: [(path: String, root: String)] = []
        for given in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: given, isDirectory: &isDirectory) else { throw .noSuchPath(given) }
            let path = LayoutFinder.normalized(given)
            if let root = configured.map(LayoutFinder.normalized).first(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                roots.append((path, root))
            } else if isDirectory {
                roots.append((path, path))
            } else {
                let parent = PathName.directory(of: path)
                roots.append((path, parent.isEmpty ? "." : parent))
            }
        }
        return roots
    }
}

extension RunRecord {
    /// Writes `run.json`, `index.html`, `junit.xml` and `summary.md` into `directory` (the
    /// failures' images are there already).
    public func writeReports(to directory: String) throws {
        try ReportWriter.write(self, to: directory)
    }
}

/// Why a golden suite could not be planned or run. `lockshot test` exits with status 2 for each.
public enum GoldenSuiteError: Error, Sendable, CustomStringConvertible {
    /// Layout files that could not be read, with their diagnostics, at least one naming each file (source excerpts
    /// are the caller's).
    case unreadableLayouts([Diagnostic], paths: [String])
    /// A device id `lockshot.json` names that lockshot does not know.
    case unknownDevice(String)
    /// An `"ios"` version `lockshot.json` names that lockshot has no figures for.
    case unknownSystemVersion(String)
    /// A layout path given that does not exist.
    case noSuchPath(String)
    /// Two layout files whose goldens would share a folder.
    case sharedName(String, String, name: String)
    /// Nothing to run: no layout with a case, or none the filter and shard select.
    case noCases(String)
    /// The report folder cannot be used (another run holds it).
    case reportFolder(String)

    public var description: String {
        switch self {
        case .unreadableLayouts(let diagnostics, _):
            CaseRenderError.describe(diagnostics)
        case .unknownDevice(let id):
            "lockshot.json: unknown device '\(id)'; known: " + Device.all.map(\.id).joined(separator: ", ")
        case .unknownSystemVersion(let version):
            "lockshot.json: 'ios' \(version) is not a version lockshot draws; known: "
                + Device.SystemVersion.allCases.map(\.rawValue).joined(separator: ", ")
        case .noSuchPath(let path): "\(path): no such file or directory"
        case .sharedName(let a, let b, let name):
            "\(a) and \(b) would share the goldens of '\(name)'; rename one or give only one of their directories"
        case .noCases(let why), .reportFolder(let why): why
        }
    }
}
