// Excluded by the spec's `excludes` pattern: it does not compile.
let legacy: Int = "excluded"
