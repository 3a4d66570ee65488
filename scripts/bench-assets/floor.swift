// The floor of a Swift process on this machine: a trivial executable that prints a version, built by
// scripts/bench with the same compiler and optimisation as lockshot. `lockshot --version` is measured
// against it in the same hyperfine run.
print("0.0.0")
