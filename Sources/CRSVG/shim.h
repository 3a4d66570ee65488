// librsvg 2.54 (Debian librsvg2-2), used only by LockshotRender for SVG images and symbol stand-ins.
//
// librsvg is loaded with dlopen on the first SVG, not linked: linking it makes every process load GLib,
// GIO, Pango and their kin (20 shared libraries, ~5 ms of start-up) whether or not it draws an SVG.
// The few declarations used are repeated here (stable librsvg/GLib ABI), so building needs no headers.
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

typedef struct _RsvgHandle RsvgHandle;

typedef struct { unsigned int domain; int code; char *message; } lockshot_GError;
typedef struct { double x, y, width, height; } lockshot_RsvgRectangle;
typedef struct { double length; int unit; } lockshot_RsvgLength;

struct lockshot_rsvg_api {
    int loaded;  // 1 when every symbol resolved
    RsvgHandle *(*new_from_data)(const unsigned char *, size_t, lockshot_GError **);
    void (*error_free)(lockshot_GError *);
    void (*object_unref)(void *);
    int (*intrinsic_size_in_pixels)(RsvgHandle *, double *, double *);
    void (*intrinsic_dimensions)(RsvgHandle *, int *, lockshot_RsvgLength *, int *, lockshot_RsvgLength *, int *,
                                 lockshot_RsvgRectangle *);
    int (*render_document)(RsvgHandle *, void *, const lockshot_RsvgRectangle *, lockshot_GError **);
    const unsigned int *major, *minor, *micro;
};

static inline void lockshot_rsvg_open(struct lockshot_rsvg_api *api) {
    static const char *names[] = { "librsvg-2.so.2", "librsvg-2.so", "librsvg-2.2.dylib" };
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) return;
    // dlsym on the handle also searches what librsvg depends on (GLib, GObject).
    *(void **)&api->new_from_data = dlsym(library, "rsvg_handle_new_from_data");
    *(void **)&api->error_free = dlsym(library, "g_error_free");
    *(void **)&api->object_unref = dlsym(library, "g_object_unref");
    *(void **)&api->intrinsic_size_in_pixels = dlsym(library, "rsvg_handle_get_intrinsic_size_in_pixels");
    *(void **)&api->intrinsic_dimensions = dlsym(library, "rsvg_handle_get_intrinsic_dimensions");
    *(void **)&api->render_document = dlsym(library, "rsvg_handle_render_document");
    api->major = (const unsigned int *)dlsym(library, "rsvg_major_version");
    api->minor = (const unsigned int *)dlsym(library, "rsvg_minor_version");
    api->micro = (const unsigned int *)dlsym(library, "rsvg_micro_version");
    api->loaded = api->new_from_data && api->error_free && api->object_unref && api->intrinsic_size_in_pixels
        && api->intrinsic_dimensions && api->render_document && api->major && api->minor && api->micro;
}

// Function-local statics: Swift imports a header's functions, not its global variables. Each object file
// that inlines these gets its own copy, which only repeats an idempotent dlopen.
static inline struct lockshot_rsvg_api *lockshot_rsvg_storage(void) {
    static struct lockshot_rsvg_api api;
    return &api;
}
static inline void lockshot_rsvg_init(void) { lockshot_rsvg_open(lockshot_rsvg_storage()); }

/// librsvg's entry points, loaded once (thread-safe) on first use; NULL when librsvg cannot be loaded.
static inline const struct lockshot_rsvg_api *lockshot_rsvg(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, lockshot_rsvg_init);
    struct lockshot_rsvg_api *api = lockshot_rsvg_storage();
    return api->loaded ? api : NULL;
}

/// librsvg's version, or 0 when it cannot be loaded.
static inline int lockshot_rsvg_version(unsigned int *major, unsigned int *minor, unsigned int *micro) {
    const struct lockshot_rsvg_api *api = lockshot_rsvg();
    if (api == NULL) return 0;
    *major = *api->major;
    *minor = *api->minor;
    *micro = *api->micro;
    return 1;
}

static inline void lockshot_copy_message(char *message, size_t capacity, const char *text) {
    if (capacity == 0) return;
    strncpy(message, text, capacity - 1);
    message[capacity - 1] = '\0';
}

/// Parses `len` bytes as SVG with no base file (so no href can reach any file) and the default flags
/// (librsvg's XML limits stay on: no huge entity expansion). On failure returns NULL and copies
/// GLib's message into `message` (NUL-terminated, truncated to `capacity`).
static inline RsvgHandle *lockshot_rsvg_load(const unsigned char *data, size_t len, char *message, size_t capacity) {
    const struct lockshot_rsvg_api *api = lockshot_rsvg();
    if (api == NULL) {
        lockshot_copy_message(message, capacity,
                              "librsvg (librsvg-2.so.2) cannot be loaded: install the Debian package librsvg2-2");
        return NULL;
    }
    lockshot_GError *error = NULL;
    RsvgHandle *handle = api->new_from_data(data, len, &error);
    if (handle == NULL) {
        lockshot_copy_message(message, capacity,
                              (error != NULL && error->message != NULL) ? error->message : "unknown error");
        if (error != NULL) api->error_free(error);
        return NULL;
    }
    return handle;
}

static inline void lockshot_rsvg_free(RsvgHandle *handle) {
    const struct lockshot_rsvg_api *api = lockshot_rsvg();
    if (api != NULL) api->object_unref(handle);
}

/// The document's size in CSS pixels: its width/height, or its viewBox when those are absent or relative.
/// Returns 0 when neither gives a size.
static inline int lockshot_rsvg_size(RsvgHandle *handle, double *width, double *height) {
    const struct lockshot_rsvg_api *api = lockshot_rsvg();
    if (api == NULL) return 0;
    if (api->intrinsic_size_in_pixels(handle, width, height) && *width > 0 && *height > 0) return 1;
    int has_width = 0, has_height = 0, has_viewbox = 0;
    lockshot_RsvgLength w, h;
    lockshot_RsvgRectangle viewbox;
    api->intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
        *width = viewbox.width;
        *height = viewbox.height;
        return 1;
    }
    return 0;
}

/// Renders the whole document scaled into the rectangle (x, y, width, height) of the `cairo_t *`'s user space.
static inline int lockshot_rsvg_render(RsvgHandle *handle, void *cairo, double x, double y, double width, double height) {
    const struct lockshot_rsvg_api *api = lockshot_rsvg();
    if (api == NULL) return 0;
    lockshot_RsvgRectangle viewport = { x, y, width, height };
    lockshot_GError *error = NULL;
    int ok = api->render_document(handle, cairo, &viewport, &error);
    if (error != NULL) api->error_free(error);
    return ok ? 1 : 0;
}
