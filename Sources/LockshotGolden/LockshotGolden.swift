// LockshotGolden: see docs/ARCHITECTURE.md
