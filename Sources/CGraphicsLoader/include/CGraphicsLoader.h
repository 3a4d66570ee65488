// Loads Cairo, HarfBuzz, FreeType, libjpeg, libpng and zlib on the first call into them (see scripts/lazy-stubs).
#ifndef LOCKSHOT_CGRAPHICSLOADER_H
#define LOCKSHOT_CGRAPHICSLOADER_H

/// The address of `name` in library `library` (0 Cairo, 1 HarfBuzz, 2 FreeType, 3 libjpeg, 4 libpng, 5 zlib), loading the library
/// on first use; exits with a message naming the library when it or the function is missing.
void *lockshot_graphics_symbol(int library, const char *name);

/// Starts loading the drawing libraries (Cairo, HarfBuzz, FreeType, libjpeg) on a background thread and returns at once, so a command that will draw
/// overlaps the loading with its own start-up (argument parsing). Later calls find them loaded or wait for them.
void lockshot_graphics_preload(void);

#endif
