// LockshotTesting: see docs/ARCHITECTURE.md
