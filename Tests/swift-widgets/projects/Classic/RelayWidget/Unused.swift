// In the RelayWidget folder and group, but a member of no target (no build file): never compiled.
let x: Int = "not an int"
