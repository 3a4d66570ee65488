#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>

/*
 * libjpeg reports fatal errors through error_exit, which by default calls exit().
 * The only safe way out is longjmp, and Swift cannot call setjmp: so the whole decode
 * (and the encode used by tests) happens in these small C functions.
 */

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} lockshot_jpeg_error;

static void lockshot_jpeg_error_exit(j_common_ptr info) {
    lockshot_jpeg_error *error = (lockshot_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/* Warnings are silent, except a premature end of data: a truncated file is an error, not a gray image. */
static void lockshot_jpeg_emit_message(j_common_ptr info, int level) {
    if (level == -1 && info->err->msg_code == JWRN_JPEG_EOF) {
        lockshot_jpeg_error_exit(info);
    }
}

static void lockshot_jpeg_install_errors(struct jpeg_error_mgr *manager) {
    jpeg_std_error(manager);
    manager->error_exit = lockshot_jpeg_error_exit;
    manager->emit_message = lockshot_jpeg_emit_message;
}

/* Results of lockshot_jpeg_decode. */
enum { LOCKSHOT_JPEG_OK = 0, LOCKSHOT_JPEG_ERROR = 1, LOCKSHOT_JPEG_TOO_LARGE = 2 };

/*
 * Decodes JPEG bytes to 8-bit RGBA (alpha 255). Refuses images over max_pixels from the header,
 * before decompressing. On success *pixels is malloc'ed (the caller frees it). On error, message
 * holds libjpeg's text (buffer of JMSG_LENGTH_MAX bytes).
 */
static inline int lockshot_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                       unsigned char **pixels, unsigned int *width, unsigned int *height,
                                       char *message) {
    struct jpeg_decompress_struct info;
    lockshot_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    message[0] = 0;
    info.err = &error.manager;
    lockshot_jpeg_install_errors(&error.manager);
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        strncpy(message, error.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        jpeg_destroy_decompress(&info);
        free(buffer);
        return LOCKSHOT_JPEG_ERROR;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if (info.image_width == 0 || info.image_height == 0 ||
        (unsigned long)info.image_width > max_pixels / (unsigned long)info.image_height) {
        jpeg_destroy_decompress(&info);
        return LOCKSHOT_JPEG_TOO_LARGE;
    }
    /* CMYK and YCCK (print-oriented files) decode as CMYK and are converted to RGB below. */
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t row_bytes = (size_t)info.output_width * 4;
    buffer = (unsigned char *)malloc(row_bytes * info.output_height);
    if (buffer == NULL) {
        strcpy(message, "out of memory");
        jpeg_destroy_decompress(&info);
        return LOCKSHOT_JPEG_ERROR;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + (size_t)info.output_scanline * row_bytes;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        /* Adobe's files store inverted CMYK (the common case); plain CMYK is converted the naive way. */
        size_t count = (size_t)info.output_width * info.output_height;
        int inverted = info.saw_Adobe_marker;
        for (size_t i = 0; i < count; i++) {
            unsigned char *p = buffer + i * 4;
            unsigned int c = p[0], m = p[1], y = p[2], k = p[3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            p[0] = (unsigned char)((c * k + 127) / 255);
            p[1] = (unsigned char)((m * k + 127) / 255);
            p[2] = (unsigned char)((y * k + 127) / 255);
            p[3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return LOCKSHOT_JPEG_OK;
}

/*
 * Encodes 8-bit RGBA (alpha ignored) as a baseline JPEG at quality 1…100. On success *output is
 * malloc'ed by libjpeg (the caller frees it) and *output_size is its length. Returns 0 on success.
 */
static inline int lockshot_jpeg_encode(const unsigned char *rgba, unsigned int width, unsigned int height,
                                       int quality, unsigned char **output, unsigned long *output_size,
                                       char *message) {
    struct jpeg_compress_struct info;
    lockshot_jpeg_error error;
    unsigned char *volatile destination = NULL;
    unsigned long volatile destination_size = 0;
    *output = NULL;
    *output_size = 0;
    message[0] = 0;
    info.err = &error.manager;
    lockshot_jpeg_install_errors(&error.manager);
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        strncpy(message, error.message, JMSG_LENGTH_MAX - 1);
        message[JMSG_LENGTH_MAX - 1] = 0;
        jpeg_destroy_compress(&info);
        /* Not freed: after the buffer grows, libjpeg holds the live pointer privately and `destination`
           may be stale, so freeing it could double-free. Errors here come only from invalid parameters
           (e.g. sides over 65500), raised before any output is written. */
        return LOCKSHOT_JPEG_ERROR;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&destination, (unsigned long *)&destination_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = destination;
    *output_size = destination_size;
    return LOCKSHOT_JPEG_OK;
}
