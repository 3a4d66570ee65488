// Loads Cairo, HarfBuzz, FreeType, libjpeg, libpng and zlib on the first call into them (see scripts/lazy-stubs).
#ifndef LOCKSHOT_CGRAPHICSLOADER_H
#define LOCKSHOT_CGRAPHICSLOADER_H

/// The address of `name` in library `library` (0 Cairo, 1 HarfBuzz, 2 FreeType, 3 libjpeg, 4 libpng, 5 zlib), loading the library
/// on first use; exits with a message naming the library when it or the function is missing.
void *lockshot_graphics_symbol(int library, const char *name);

#endif
