// One `import LockshotKit` gives a library user the whole public surface: the pipeline here, and the
// types its API takes and returns from the stages below (devices and presentations, diagnostics,
// check reports, fonts, golden configuration and run records). Everything else in those modules is
// `package`: plumbing shared by lockshot's own targets, free to change (docs/ARCHITECTURE.md).
@_exported import LockshotCheck
@_exported import LockshotGolden
// The language's AST stays public for lockshot's SwiftUI for Linux (the widget compiles against it), so only
// what the pipeline's API names is re-exported from it: a user's `Argument` stays ArgumentParser's, and
// `SourceLocation` Swift Testing's (a diagnostic's `range.start` is still there to read).
@_exported import struct LockshotLanguage.Diagnostic
@_exported import struct LockshotLanguage.SourceFile
@_exported import struct LockshotLanguage.SourceRange
@_exported import LockshotLayout
@_exported import LockshotRender
