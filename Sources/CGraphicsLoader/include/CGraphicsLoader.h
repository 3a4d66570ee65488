// Loads Cairo, HarfBuzz, FreeType, libjpeg, libpng and zlib on the first call into them (see scripts/lazy-stubs).
// Linked into the `lockshot` executable only: library users and tests link the libraries as usual.
#ifndef LOCKSHOT_CGRAPHICSLOADER_H
#define LOCKSHOT_CGRAPHICSLOADER_H

/// The address of `name` in library `library` (its index in scripts/lazy-stubs' table), loading the library
/// on first use; exits with a message naming the library and its package when it or the function is missing.
void *lockshot_graphics_symbol(int library, const char *name);

/// Loads every library now; the soname of the first that cannot be loaded (with its Debian package in
/// `*package`), or NULL when all load. A command that draws asks this first, to stop with a diagnostic.
const char *lockshot_graphics_missing(const char **package);

#endif
