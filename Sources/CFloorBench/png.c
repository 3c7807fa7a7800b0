// PNG encoders of the C floor, to find the fastest settings for a stated size: cairo's writer;
// libpng with a zlib level, strategy and row filter (what MotionRender's PNGEncoder uses); and a
// direct writer (signature, IHDR, one IDAT, IEND) whose rows are filtered here and compressed in
// one call by zlib or by libdeflate. All write exactly cairo's pixels: RGB when every pixel is
// opaque, otherwise RGBA with the colour un-premultiplied as cairo does.
#include "floor.h"
#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// MARK: - Settings

static int parse_filter(const char *text, png_setting *s) {
    static const char *names[] = {"none", "sub", "up", "paeth", "adaptive"};
    for (int i = 0; i < 5; i++) {
        if (strcmp(text, names[i]) == 0) {
            s->filter = i;
            return 0;
        }
    }
    return 1;
}

static int parse_strategy(const char *text, png_setting *s) {
    static const struct { const char *name; int value; } names[] = {
        {"default", Z_DEFAULT_STRATEGY}, {"filtered", Z_FILTERED}, {"rle", Z_RLE}, {"huffman", Z_HUFFMAN_ONLY}, {"fixed", Z_FIXED}};
    for (int i = 0; i < 5; i++) {
        if (strcmp(text, names[i].name) == 0) {
            s->strategy = names[i].value;
            return 0;
        }
    }
    return 1;
}

int parse_png_setting(const char *text, png_setting *s) {
    *s = (png_setting){text, ENCODER_CAIRO, 6, Z_DEFAULT_STRATEGY, FILTER_NONE};
    if (strcmp(text, "cairo") == 0) return 0;
    char copy[128];
    snprintf(copy, sizeof copy, "%s", text);
    char *rest = copy, *kind = strsep(&rest, ":"), *level = strsep(&rest, ":");
    if (!level) return 1;
    if (strcmp(kind, "zlib") == 0) s->deflate = ENCODER_ZLIB;
    else if (strcmp(kind, "libpng") == 0) s->deflate = ENCODER_LIBPNG;
    else if (strcmp(kind, "libdeflate") == 0) s->deflate = ENCODER_LIBDEFLATE;
    else return 1;
    char *end = NULL;
    s->level = (int)strtol(level, &end, 10);
    if (*end || s->level < 0 || s->level > (s->deflate == ENCODER_LIBDEFLATE ? 12 : 9)) return 1;
    char *next = strsep(&rest, ":");
    if (next && s->deflate != ENCODER_LIBDEFLATE) {
        if (parse_strategy(next, s)) return 1;
        next = strsep(&rest, ":");
    }
    if (next && parse_filter(next, s)) return 1;
    return rest != NULL;
}

// MARK: - Growing byte buffer

typedef struct {
    unsigned char *bytes;
    size_t length, capacity;
} buffer;

static void append(buffer *b, const void *data, size_t length) {
    if (b->length + length > b->capacity) {
        b->capacity = (b->length + length) * 2;
        b->bytes = realloc(b->bytes, b->capacity);
        if (!b->bytes) {
            fprintf(stderr, "cfloor-bench: out of memory\n");
            exit(1);
        }
    }
    memcpy(b->bytes + b->length, data, length);
    b->length += length;
}

static cairo_status_t append_cairo(void *closure, const unsigned char *data, unsigned int length) {
    append(closure, data, length);
    return CAIRO_STATUS_SUCCESS;
}

// MARK: - Pixels

static int is_opaque(const unsigned char *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        uint32_t all = 0xFF000000u;
        for (int x = 0; x < width; x++) all &= row[x];
        if ((all & 0xFF000000u) != 0xFF000000u) return 0;
    }
    return 1;
}

/// One image row as PNG bytes: RGB, or RGBA un-premultiplied with cairo's rounding.
static void convert_row(const uint32_t *row, int width, int bpp, unsigned char *out) {
    if (bpp == 3) {
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            out[0] = (unsigned char)(p >> 16);
            out[1] = (unsigned char)(p >> 8);
            out[2] = (unsigned char)p;
            out += 3;
        }
        return;
    }
    for (int x = 0; x < width; x++) {
        uint32_t p = row[x], a = p >> 24;
        if (a == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else {
            out[0] = (unsigned char)((((p >> 16) & 0xFF) * 255 + a / 2) / a);
            out[1] = (unsigned char)((((p >> 8) & 0xFF) * 255 + a / 2) / a);
            out[2] = (unsigned char)(((p & 0xFF) * 255 + a / 2) / a);
            out[3] = (unsigned char)a;
        }
        out += 4;
    }
}

// MARK: - Row filters (PNG specification, filter method 0)

static unsigned char paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (unsigned char)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

/// `type`'s filtered `raw` (with `prior` the row above, or NULL) into `out`; returns libpng's
/// heuristic cost: the sum of the bytes read as signed magnitudes.
static unsigned long filter_row(int type, const unsigned char *raw, const unsigned char *prior, size_t n, int bpp,
                                unsigned char *out) {
    unsigned long cost = 0;
    for (size_t i = 0; i < n; i++) {
        int left = i >= (size_t)bpp ? raw[i - bpp] : 0, up = prior ? prior[i] : 0;
        int corner = i >= (size_t)bpp && prior ? prior[i - bpp] : 0;
        unsigned char v;
        switch (type) {
        case 1: v = (unsigned char)(raw[i] - left); break;
        case 2: v = (unsigned char)(raw[i] - up); break;
        case 3: v = (unsigned char)(raw[i] - ((left + up) >> 1)); break;
        case 4: v = (unsigned char)(raw[i] - paeth(left, up, corner)); break;
        default: v = raw[i]; break;
        }
        out[i] = v;
        cost += v < 128 ? v : 256 - v;
    }
    return cost;
}

// MARK: - Encoding

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

static void chunk(buffer *b, const char *type, const unsigned char *data, size_t length) {
    unsigned char head[8];
    put32(head, (uint32_t)length);
    memcpy(head + 4, type, 4);
    append(b, head, 8);
    if (length) append(b, data, length);
    uLong crc = crc32(crc32(0, (const Bytef *)type, 4), data, (uInt)length);
    unsigned char tail[4];
    put32(tail, (uint32_t)crc);
    append(b, tail, 4);
}

static void png_write_buffer(png_structp png, png_bytep data, size_t length) { append(png_get_io_ptr(png), data, length); }
static void png_flush_buffer(png_structp png) { (void)png; }

/// libpng over rows already converted: `rows` holds `height` rows of `rowbytes` bytes.
static int write_with_libpng(const png_setting *s, const unsigned char *rows, int width, int height, int bpp,
                             buffer *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    static const int masks[] = {PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_PAETH, PNG_ALL_FILTERS};
    png_set_write_fn(png, out, png_write_buffer, png_flush_buffer);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, bpp == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, s->level);
    png_set_compression_strategy(png, s->strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, masks[s->filter]);
    png_write_info(png, info);
    size_t rowbytes = (size_t)width * bpp;
    for (int y = 0; y < height; y++) png_write_row(png, (png_bytep)(rows + (size_t)y * rowbytes));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

static struct libdeflate_compressor *compressors[13];

/// Work buffers kept from one frame to the next: fresh multi-megabyte buffers every frame would
/// cost page faults (glibc returns them to the system) that show up as pixel conversion time.
static unsigned char *work[3];
static size_t work_size[3];
static buffer output;

static unsigned char *scratch(int which, size_t size) {
    if (work_size[which] < size) {
        free(work[which]);
        work[which] = malloc(size);
        work_size[which] = size;
        if (!work[which]) {
            fprintf(stderr, "cfloor-bench: out of memory\n");
            exit(1);
        }
    }
    return work[which];
}

size_t encode_png(cairo_surface_t *surface, const png_setting *s, const unsigned char **bytes, png_timing *timing) {
    double start = now(), mark = start;
    buffer out = output;
    out.length = 0;
    png_timing local = {0, 0, 0, 0};
    if (s->deflate == ENCODER_CAIRO) {
        cairo_status_t status = cairo_surface_write_to_png_stream(surface, append_cairo, &out);
        output = out;
        if (status != CAIRO_STATUS_SUCCESS) return 0;
        local.compress = now() - start;
    } else {
        cairo_surface_flush(surface);
        int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
        int stride = cairo_image_surface_get_stride(surface);
        const unsigned char *pixels = cairo_image_surface_get_data(surface);
        int bpp = is_opaque(pixels, width, height, stride) ? 3 : 4;
        size_t rowbytes = (size_t)width * bpp;
        // Unfiltered rows go straight into the deflate input after their filter byte.
        int direct = s->deflate != ENCODER_LIBPNG && s->filter == FILTER_NONE;
        size_t line = rowbytes + 1, size = (size_t)height * line;
        unsigned char *raw = scratch(0, direct ? size : (size_t)height * rowbytes);
        for (int y = 0; y < height; y++) {
            const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
            if (direct) {
                raw[(size_t)y * line] = 0;
                convert_row(row, width, bpp, raw + (size_t)y * line + 1);
            } else {
                convert_row(row, width, bpp, raw + (size_t)y * rowbytes);
            }
        }
        local.convert = now() - mark;
        mark = now();
        if (s->deflate == ENCODER_LIBPNG) {
            int failed = write_with_libpng(s, raw, width, height, bpp, &out);
            output = out;
            if (failed) return 0;
            local.compress = now() - mark;
        } else {
            unsigned char *filtered = raw;
            if (!direct) {
                filtered = scratch(1, size);
                unsigned char *trial = malloc(rowbytes);
                for (int y = 0; y < height; y++) {
                    const unsigned char *row = raw + (size_t)y * rowbytes, *prior = y ? row - rowbytes : NULL;
                    unsigned char *dest = filtered + (size_t)y * line;
                    if (s->filter != FILTER_ADAPTIVE) {
                        static const int types[] = {0, 1, 2, 4};
                        dest[0] = (unsigned char)types[s->filter];
                        filter_row(dest[0], row, prior, rowbytes, bpp, dest + 1);
                        continue;
                    }
                    unsigned long best = filter_row(0, row, prior, rowbytes, bpp, dest + 1);
                    dest[0] = 0;
                    for (int type = 1; type <= 4; type++) {
                        unsigned long cost = filter_row(type, row, prior, rowbytes, bpp, trial);
                        if (cost < best) {
                            best = cost;
                            dest[0] = (unsigned char)type;
                            memcpy(dest + 1, trial, rowbytes);
                        }
                    }
                }
                free(trial);
            }
            local.filter = now() - mark;
            mark = now();
            unsigned char *compressed;
            size_t compressed_length;
            if (s->deflate == ENCODER_ZLIB) {
                z_stream z = {0};
                deflateInit2(&z, s->level, Z_DEFLATED, 15, 8, s->strategy);
                compressed_length = deflateBound(&z, size);
                compressed = scratch(2, compressed_length);
                z.next_in = filtered;
                z.avail_in = (uInt)size;
                z.next_out = compressed;
                z.avail_out = (uInt)compressed_length;
                int status = deflate(&z, Z_FINISH);
                compressed_length = z.total_out;
                deflateEnd(&z);
                if (status != Z_STREAM_END) return 0;
            } else {
                if (!compressors[s->level]) compressors[s->level] = libdeflate_alloc_compressor(s->level);
                compressed_length = libdeflate_zlib_compress_bound(compressors[s->level], size);
                compressed = scratch(2, compressed_length);
                compressed_length = libdeflate_zlib_compress(compressors[s->level], filtered, size, compressed, compressed_length);
                if (!compressed_length) return 0;
            }
            static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
            unsigned char header[13];
            put32(header, (uint32_t)width);
            put32(header + 4, (uint32_t)height);
            header[8] = 8;
            header[9] = bpp == 3 ? 2 : 6;
            header[10] = header[11] = header[12] = 0;
            append(&out, signature, 8);
            chunk(&out, "IHDR", header, 13);
            chunk(&out, "IDAT", compressed, compressed_length);
            chunk(&out, "IEND", NULL, 0);
            local.compress = now() - mark;
        }
    }
    output = out;
    local.total = now() - start;
    if (timing) {
        timing->convert += local.convert;
        timing->filter += local.filter;
        timing->compress += local.compress;
        timing->total += local.total;
    }
    *bytes = out.bytes;
    return out.length;
}
