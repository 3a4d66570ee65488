#include "loader.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include "libraries.h"  // sonames[], packages[]: written by scripts/lazy-stubs from its one table

#define LIBRARY_COUNT (sizeof sonames / sizeof sonames[0])
static void *handles[LIBRARY_COUNT];

static void *try_open(int library) {
    void *handle = __atomic_load_n(&handles[library], __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        // A second thread racing here opens the same object again: dlopen counts references.
        // RTLD_LAZY: Cairo's X11 and xcb dependencies bind their hundreds of functions, which lockshot never
        // reaches, on first call instead of now (a third of the loader's symbol lookups; Cairo, HarfBuzz,
        // FreeType and pixman are linked -z now and bind at load whatever the flag says).
        handle = dlopen(sonames[library], RTLD_LAZY | RTLD_LOCAL);
        if (handle != NULL) __atomic_store_n(&handles[library], handle, __ATOMIC_RELEASE);
    }
    return handle;
}

const char *lockshot_graphics_missing(const char **package) {
    for (unsigned library = 0; library < LIBRARY_COUNT; library++) {
        if (try_open((int)library) == NULL) {
            if (package != NULL) *package = packages[library];
            return sonames[library];
        }
    }
    return NULL;
}

void *lockshot_graphics_symbol(int library, const char *name) {
    void *handle = try_open(library);
    if (handle == NULL) {
        // The commands that draw ask lockshot_graphics_missing first and stop with a diagnostic; `check` and `diff`,
        // which may never call into a library, load it here on first use: the same message and status 2.
        fprintf(stderr, "error: cannot load %s, which lockshot draws with: %s\n"
                "  = help: sudo apt-get install %s (scripts/bootstrap installs every package lockshot uses)\n",
                sonames[library], dlerror(), packages[library]);
        exit(2);
    }
    void *symbol = dlsym(handle, name);
    if (symbol == NULL) {
        fprintf(stderr, "error: %s has no %s: %s\n  = help: lockshot needs a newer %s\n", sonames[library], name, dlerror(),
                packages[library]);
        exit(2);
    }
    return symbol;
}
#endif
