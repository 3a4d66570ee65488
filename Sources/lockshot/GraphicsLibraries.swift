import CGraphicsLoader

/// A command that draws (or measures text): Cairo, HarfBuzz, FreeType, libjpeg and libpng must load.
protocol DrawingCommand {}

/// The graphics libraries `lockshot` loads on first use (CGraphicsLoader, scripts/lazy-stubs).
enum GraphicsLibraries {
    /// The first library that cannot be loaded, with the Debian package that provides it; nil when all load.
    static func missing() -> (soname: String, package: String)? {
        #if os(Linux)
        var package: UnsafePointer<CChar>?
        guard let soname = lockshot_graphics_missing(&package) else { return nil }
        return (String(cString: soname), package.map { String(cString: $0) } ?? "")
        #else
        return nil
        #endif
    }

    /// The diagnostic for a missing library, as the CLI prints it.
    static func message(_ missing: (soname: String, package: String)) -> String {
        "error: cannot load \(missing.soname), which lockshot draws with\n"
            + "  = help: sudo apt-get install \(missing.package) (scripts/bootstrap installs every package lockshot uses)"
    }
}
