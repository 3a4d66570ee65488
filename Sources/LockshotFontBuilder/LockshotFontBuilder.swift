// LockshotFontBuilder: see docs/ARCHITECTURE.md
