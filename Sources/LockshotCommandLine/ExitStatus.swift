import ArgumentParser
import LockshotLanguage

/// lockshot's exit statuses (SPEC §6), in one place, and the one way a command stops on an error:
/// `throw ExitStatus.badInput("…")` prints `error: …` to standard error and exits 2.
package enum ExitStatus {
    /// 1: what was checked failed: a golden case, an error-level finding, pixels that differ.
    package static let failed = ExitCode(1)
    /// 2: bad input or options — a layout that does not parse, a missing file, a refused record.
    package static let badInputCode = ExitCode(2)

    /// Prints `error: message` and gives status 2.
    package static func badInput(_ message: String) -> ExitCode {
        FileHandleOutput.standardError.write("error: \(message)\n")
        return badInputCode
    }

    /// Prints the diagnostics compiler style, with their excerpts, and gives status 2.
    package static func badInput(_ diagnostics: [Diagnostic], printer: DiagnosticPrinter = DiagnosticPrinter()) -> ExitCode {
        printer.print(diagnostics)
        if diagnostics.isEmpty { FileHandleOutput.standardError.write("error: the pipeline failed without a diagnostic\n") }
        return badInputCode
    }

    /// A status a report computed (`CheckReport.exitStatus`, a child process's): 0 is success.
    package static func status(_ code: Int32) -> ExitCode { ExitCode(code) }
}
