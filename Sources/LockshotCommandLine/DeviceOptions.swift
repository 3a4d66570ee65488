import ArgumentParser
#if canImport(Glibc)
import Glibc  // setenv
#endif
import LockshotLanguage
import LockshotLayout

/// `--device`, `--scale`, `--watch-case` and `--ios`: what render, check, gallery and serve draw for.
package struct DeviceOptions: ParsableArguments {
    package init() {}
    @Option(help: "Device profile (see 'lockshot devices').")
    package var device = Device.default.id
    @Option(help: "Pixels per point: 1, 2 or 3.")
    package var scale = 3
    @Option(name: .customLong("watch-case"),
            help: "The Apple Watch case the small presentation (the Smart Stack) is drawn for: \(Device.Watch.all.map(\.id).joined(separator: ", ")).")
    package var watchCase = Device.Watch.default.id
    @Option(name: .customLong("ios"),
            help: "The iOS whose measured island geometry to draw: \(Device.SystemVersion.allCases.map(\.rawValue).joined(separator: " or ")).")
    package var ios = Device.SystemVersion.default.rawValue
    @Option(name: .customLong("target"),
            help: "The project's target to draw when several hold a Live Activity (see 'lockshot targets').")
    package var buildTarget: String?

    @OptionGroup package var localeOptions: LocaleOptions

    /// The profile `--device` names (validated).
    package var profile: Device {
        var profile = Device.named(device) ?? .default
        profile.watch = Device.Watch.named(watchCase) ?? .default
        profile.ios = Device.SystemVersion.named(ios) ?? .default
        return profile
    }

    package func validate() throws {
        // `lockshot-swift`, which reads the project for every `.swift` input of this run, takes the choice from here.
        if let buildTarget { setenv("LOCKSHOT_TARGET", buildTarget, 1) }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale)).") }
        guard Device.Watch.named(watchCase) != nil else {
            throw ValidationError("unknown watch case '\(watchCase)'. Known: \(Device.Watch.all.map(\.id).joined(separator: ", ")).")
        }
        guard Device.SystemVersion.named(ios) != nil else {
            throw ValidationError("--ios \(ios): lockshot draws iOS \(Device.SystemVersion.allCases.map(\.rawValue).joined(separator: " and ")) "
                + "(the versions its island figures were measured for).")
        }
        guard Device.named(device) != nil else {
            let known = Device.all.map(\.id)
            let hint = Suggestion.closest(to: device, in: known).map { " Did you mean '\($0)'?" } ?? ""
            throw ValidationError("unknown device '\(device)'.\(hint) Known: \(known.joined(separator: ", ")).")
        }
    }
}

/// `--locale` and `--language`: what render, check, gallery, serve and test format and look texts up in. Validated
/// at once, and handed on as `LOCKSHOT_LOCALE` / `LOCKSHOT_LANGUAGE` (lockshot-swift and the widget's program read them).
package struct LocaleOptions: ParsableArguments {
    package init() {}
    @Option(help: "The locale numbers, dates and timers are formatted in, as an iPhone set to it (default: lockshot.json's \"locale\", else en_US).")
    package var locale: String?
    @Option(help: "The language a .swift widget's Text(\"key\") is looked up in, in its .strings and .xcstrings tables (default: the locale's).")
    package var language: String?

    package func validate() throws {
        // Checked against the locales ICU has (a widget's program and lockshot's own texts format in it).
        if let locale {
            switch ProjectLocale.check(locale) {
            case .success(let identifier): setenv("LOCKSHOT_LOCALE", identifier, 1)
            case .failure(let problem): throw ValidationError("--locale: \(problem.message) (en_US, de_DE, ja_JP, ar_SA).")
            }
        }
        if let language {
            guard !language.isEmpty, language.count < 32, language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw ValidationError("--language '\(language)' is not a language code (de, ja, pt-BR, zh-Hans).")
            }
            setenv("LOCKSHOT_LANGUAGE", language, 1)
        }
    }
}
