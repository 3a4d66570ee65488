// LockshotFontData: see docs/ARCHITECTURE.md
