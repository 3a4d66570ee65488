#include "loader.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static const char *const sonames[] = { "libcairo.so.2", "libharfbuzz.so.0", "libfreetype.so.6", "libjpeg.so.62",
                                        "libpng16.so.16", "libz.so.1" };
static void *handles[sizeof sonames / sizeof sonames[0]];

static void *open_library(int library) {
    void *handle = __atomic_load_n(&handles[library], __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        // A second thread racing here opens the same object again: dlopen counts references.
        // RTLD_LAZY: Cairo's X11 and xcb dependencies bind their hundreds of functions, which lockshot never
        // reaches, on first call instead of now (a third of the loader's symbol lookups; Cairo, HarfBuzz,
        // FreeType and pixman are linked -z now and bind at load whatever the flag says).
        handle = dlopen(sonames[library], RTLD_LAZY | RTLD_LOCAL);
        if (handle == NULL) {
            fprintf(stderr, "lockshot: cannot load %s: %s\n  = help: install lockshot's system packages: scripts/bootstrap\n",
                    sonames[library], dlerror());
            exit(127);
        }
        __atomic_store_n(&handles[library], handle, __ATOMIC_RELEASE);
    }
    return handle;
}

void *lockshot_graphics_symbol(int library, const char *name) {
    void *handle = open_library(library);
    void *symbol = dlsym(handle, name);
    if (symbol == NULL) {
        fprintf(stderr, "lockshot: %s has no %s: %s\n", sonames[library], name, dlerror());
        exit(127);
    }
    return symbol;
}
#endif
