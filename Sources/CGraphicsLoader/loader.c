#include "loader.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static const char *const sonames[] = { "libcairo.so.2", "libharfbuzz.so.0", "libfreetype.so.6", "libjpeg.so.62" };
static void *handles[sizeof sonames / sizeof sonames[0]];

void *lockshot_graphics_symbol(int library, const char *name) {
    void *handle = __atomic_load_n(&handles[library], __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        // A second thread racing here opens the same object again: dlopen counts references.
        handle = dlopen(sonames[library], RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) {
            fprintf(stderr, "lockshot: cannot load %s: %s\n  = help: install lockshot's system packages: scripts/bootstrap\n",
                    sonames[library], dlerror());
            exit(127);
        }
        __atomic_store_n(&handles[library], handle, __ATOMIC_RELEASE);
    }
    void *symbol = dlsym(handle, name);
    if (symbol == NULL) {
        fprintf(stderr, "lockshot: %s has no %s: %s\n", sonames[library], name, dlerror());
        exit(127);
    }
    return symbol;
}
#endif
