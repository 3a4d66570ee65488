/// A mistake in the glyph grid files, with the file and line it was found on.
package struct FontSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The grid file's name (as given to the parser).
    package var file: String
    /// 1-based line number.
    package var line: Int
    /// What is wrong, compiler style: short and lower-case.
    package var message: String

    /// Creates an error at `file:line`.
    package init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`.
    package var description: String { "\(file):\(line): error: \(message)" }
}
