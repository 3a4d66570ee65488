// What the generated stubs.c needs: the libraries' prototypes and LOCKSHOT_LAZY.
#ifndef LOCKSHOT_GRAPHICS_LOADER_H
#define LOCKSHOT_GRAPHICS_LOADER_H

#if defined(__linux__)
#include "../CCairo/shim.h"
#include "../CHarfBuzz/shim.h"
#include "../CFreeType/shim.h"
#include "../CJPEG/shim.h"
#include "../CPNG/shim.h"
#include "CGraphicsLoader.h"

/// The real `name`, resolved once per stub.
#define LOCKSHOT_LAZY(library, name) (*({                                                  \
    static __typeof__(&name) resolved;                                                      \
    __typeof__(&name) function = __atomic_load_n(&resolved, __ATOMIC_ACQUIRE);              \
    if (function == 0) {                                                                    \
        function = (__typeof__(&name))lockshot_graphics_symbol(library, #name);             \
        __atomic_store_n(&resolved, function, __ATOMIC_RELEASE);                            \
    }                                                                                       \
    function;                                                                               \
}))
#endif
#endif
