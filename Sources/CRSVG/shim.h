// librsvg 2.54 (Debian librsvg2-dev), used only by LockshotRender for SVG images and symbol stand-ins.
#include <librsvg/rsvg.h>
#include <string.h>

/// Parses `len` bytes as SVG with no base file (so no href can reach any file) and the default flags
/// (librsvg's XML limits stay on: no huge entity expansion). On failure returns NULL and copies
/// GLib's message into `message` (NUL-terminated, truncated to `capacity`).
static inline RsvgHandle *lockshot_rsvg_load(const unsigned char *data, size_t len, char *message, size_t capacity) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(data, len, &error);
    if (handle == NULL) {
        if (capacity > 0) {
            const char *text = (error != NULL && error->message != NULL) ? error->message : "unknown error";
            strncpy(message, text, capacity - 1);
            message[capacity - 1] = '\0';
        }
        if (error != NULL) g_error_free(error);
        return NULL;
    }
    return handle;
}

static inline void lockshot_rsvg_free(RsvgHandle *handle) { g_object_unref(handle); }

/// The document's size in CSS pixels: its width/height, or its viewBox when those are absent or relative.
/// Returns 0 when neither gives a size.
static inline int lockshot_rsvg_size(RsvgHandle *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height) && *width > 0 && *height > 0) return 1;
    gboolean has_width = FALSE, has_height = FALSE, has_viewbox = FALSE;
    RsvgLength w, h;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
        *width = viewbox.width;
        *height = viewbox.height;
        return 1;
    }
    return 0;
}

/// Renders the whole document scaled into the rectangle (x, y, width, height) of `cr`'s user space.
static inline int lockshot_rsvg_render(RsvgHandle *handle, cairo_t *cr, double x, double y, double width, double height) {
    RsvgRectangle viewport = { x, y, width, height };
    GError *error = NULL;
    gboolean ok = rsvg_handle_render_document(handle, cr, &viewport, &error);
    if (error != NULL) g_error_free(error);
    return ok ? 1 : 0;
}
