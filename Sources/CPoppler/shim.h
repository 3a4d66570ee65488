// poppler-glib 22 (Debian libpoppler-glib8), used only by LockshotRender for PDF images in asset catalogs
// (Xcode's vector image sets keep a single-page PDF).
//
// Loaded with dlopen on the first PDF, not linked, as librsvg is (CRSVG): most renders draw none. The few
// declarations used are repeated here (stable poppler-glib/GLib ABI), so building needs no headers.
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
typedef struct { unsigned int domain; int code; char *message; } lockshot_poppler_GError;

struct lockshot_poppler_api {
    int loaded;  // 1 when every symbol resolved
    PopplerDocument *(*new_from_data)(char *, int, const char *, lockshot_poppler_GError **);
    int (*n_pages)(PopplerDocument *);
    PopplerPage *(*get_page)(PopplerDocument *, int);
    void (*page_size)(PopplerPage *, double *, double *);
    void (*render)(PopplerPage *, void *);
    void (*error_free)(lockshot_poppler_GError *);
    void (*object_unref)(void *);
};

static inline void lockshot_poppler_open(struct lockshot_poppler_api *api) {
    static const char *names[] = { "libpoppler-glib.so.8", "libpoppler-glib.so" };
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) return;
    *(void **)&api->new_from_data = dlsym(library, "poppler_document_new_from_data");
    *(void **)&api->n_pages = dlsym(library, "poppler_document_get_n_pages");
    *(void **)&api->get_page = dlsym(library, "poppler_document_get_page");
    *(void **)&api->page_size = dlsym(library, "poppler_page_get_size");
    *(void **)&api->render = dlsym(library, "poppler_page_render");
    *(void **)&api->error_free = dlsym(library, "g_error_free");
    *(void **)&api->object_unref = dlsym(library, "g_object_unref");
    api->loaded = api->new_from_data && api->n_pages && api->get_page && api->page_size && api->render
        && api->error_free && api->object_unref;
}

static inline struct lockshot_poppler_api *lockshot_poppler_storage(void) {
    static struct lockshot_poppler_api api;
    return &api;
}
static inline void lockshot_poppler_init(void) { lockshot_poppler_open(lockshot_poppler_storage()); }

/// poppler-glib's entry points, loaded once (thread-safe) on first use; NULL when it cannot be loaded.
static inline const struct lockshot_poppler_api *lockshot_poppler(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, lockshot_poppler_init);
    struct lockshot_poppler_api *api = lockshot_poppler_storage();
    return api->loaded ? api : NULL;
}

/// The first page of the PDF in `data` (which must outlive the page: poppler does not copy it), its size in points;
/// NULL with a message on failure. The document is kept alive by the page and released with it.
static inline PopplerPage *lockshot_poppler_load(char *data, int length, double *width, double *height,
                                                 char *message, size_t capacity) {
    const struct lockshot_poppler_api *api = lockshot_poppler();
    if (capacity > 0) message[0] = '\0';
    if (api == NULL) {
        if (capacity > 0) {
            strncpy(message, "poppler-glib (libpoppler-glib.so.8) cannot be loaded: install the Debian package libpoppler-glib8",
                    capacity - 1);
            message[capacity - 1] = '\0';
        }
        return NULL;
    }
    lockshot_poppler_GError *error = NULL;
    PopplerDocument *document = api->new_from_data(data, length, NULL, &error);
    if (document == NULL) {
        if (capacity > 0) {
            strncpy(message, (error != NULL && error->message != NULL) ? error->message : "poppler could not read it", capacity - 1);
            message[capacity - 1] = '\0';
        }
        if (error != NULL) api->error_free(error);
        return NULL;
    }
    PopplerPage *page = api->n_pages(document) > 0 ? api->get_page(document, 0) : NULL;
    api->object_unref(document);  // the page holds its document
    if (page == NULL) {
        if (capacity > 0) { strncpy(message, "it has no page", capacity - 1); message[capacity - 1] = '\0'; }
        return NULL;
    }
    api->page_size(page, width, height);
    return page;
}

static inline void lockshot_poppler_free(PopplerPage *page) {
    const struct lockshot_poppler_api *api = lockshot_poppler();
    if (api != NULL) api->object_unref(page);
}

/// Draws the page at its own size in points into the `cairo_t *`'s current user space.
static inline void lockshot_poppler_render(PopplerPage *page, void *cairo) {
    const struct lockshot_poppler_api *api = lockshot_poppler();
    if (api != NULL) api->render(page, cairo);
}
