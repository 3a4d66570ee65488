// `import LockshotTesting` is enough in a test: it brings LockshotKit (and through it `Tolerance`,
// `RecordMode`, `Device`, `Presentation` and `GoldenSuite`).
@_exported import LockshotKit
