// LockshotCheck: design rules over laid-out trees (SPEC §7).
