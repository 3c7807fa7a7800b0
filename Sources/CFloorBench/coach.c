// The C floor of the coach scene (Sources/MotionScenes/CoachScene.swift): the same frame drawn with
// the same cairo calls as MotionCanvas makes for it, the way a careful C program would, so the
// benchmark compares the Swift canvas with its floor:
//   - gradients as cairo patterns, the conic ring computed at every pixel centre;
//   - each filtered drawing recorded, rasterized where it can be seen, blurred by three
//     extended-box passes per axis (Sources/MotionRender/GaussianBlur.swift, the same integer
//     arithmetic), shadows from the blurred alpha through cairo_mask;
//   - the portrait decoded once by gdk-pixbuf and premultiplied as cairo's PNG reader rounds;
//   - text through the fontconfig faces FontLibrary makes.
//
// Commands (after --resources DIR), handled by coach_main:
//   coach-draw T SCALE RUNS REPEAT   RUNS lines "seconds S": the mean of REPEAT draws into one image
//   coach-write T SCALE FILE         one frame as PNG, to compare with the Swift renderer's pixels
#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "floor.h"

// MARK: - Curves and colours (MotionCore)

/// TimingCurve.easeInOut (0.42, 0, 0.58, 1): Newton steps, then bisection.
static double ease_in_out(double x) {
    if (!(x > 0)) return 0;
    if (x >= 1) return 1;
    double cx = 3 * 0.42, bx = 3 * (0.58 - 0.42) - cx, ax = 1 - cx - bx;
    double cy = 0, by = 3 * (1 - 0) - cy, ay = 1 - cy - by;
    double s = x;
    int found = 0;
    for (int i = 0; i < 8 && !found; i++) {
        double error = ((ax * s + bx) * s + cx) * s - x;
        if (fabs(error) < 1e-12) { found = 1; break; }
        double slope = (3 * ax * s + 2 * bx) * s + cx;
        if (fabs(slope) <= 1e-9) break;
        s -= error / slope;
        if (!(s >= 0 && s <= 1)) break;
    }
    if (!found) {
        double low = 0, high = 1;
        s = x;
        for (int i = 0; i < 64; i++) {
            double error = ((ax * s + bx) * s + cx) * s - x;
            if (fabs(error) < 1e-12) break;
            if (error < 0) low = s; else high = s;
            s = (low + high) / 2;
        }
    }
    return ((ay * s + by) * s + cy) * s;
}

static color c_opacity(color c, double f) { return (color){c.r, c.g, c.b, c.a * f}; }

static struct { color background, surface, text, secondary, accent, gold, success, spark; } p;

// MARK: - A canvas copy: transform and opacity (MotionTransform's conventions)

typedef struct { double a, b, c, d, tx, ty; } xform;
typedef struct { xform m; double opacity; } copy_state;

static xform prepended(xform t, xform f) {
    return (xform){f.a * t.a + f.b * t.c, f.a * t.b + f.b * t.d, f.c * t.a + f.d * t.c, f.c * t.b + f.d * t.d,
                   f.tx * t.a + f.ty * t.c + t.tx, f.tx * t.b + f.ty * t.d + t.ty};
}
static void s_translate(copy_state *s, double x, double y) { s->m = prepended(s->m, (xform){1, 0, 0, 1, x, y}); }
static void s_scale(copy_state *s, double x, double y) { s->m = prepended(s->m, (xform){x, 0, 0, y, 0, 0}); }
static void s_fade(copy_state *s, double amount) { s->opacity *= clamp01(amount); }
static void set_matrix(cairo_t *cr, xform t) {
    cairo_matrix_t m = {t.a, t.b, t.c, t.d, t.tx, t.ty};
    cairo_set_matrix(cr, &m);
}
static void set_color(cairo_t *cr, color c, double alpha) {
    cairo_set_source_rgba(cr, clamp01(c.r), clamp01(c.g), clamp01(c.b), clamp01(c.a) * alpha);
}

// MARK: - Paths (MotionPath)

/// MotionPath(roundedRect:cornerRadius:), its radius at most half the shorter side.
static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double radius) {
    rounded_rect_path(cr, x, y, w, h, fmin(radius, fmin(w, h) / 2));
}

// MARK: - Gradients (MotionCanvas+Shading)

typedef struct { double location; color color; } stop;

static void use_gradient(cairo_t *cr, cairo_pattern_t *pattern, const stop *stops, int count, double alpha) {
    for (int i = 0; i < count; i++) {
        color c = stops[i].color;
        cairo_pattern_add_color_stop_rgba(pattern, stops[i].location, clamp01(c.r), clamp01(c.g), clamp01(c.b), clamp01(c.a) * alpha);
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    cairo_set_source(cr, pattern);
    cairo_pattern_destroy(pattern);
}
static void linear(cairo_t *cr, double x0, double y0, double x1, double y1, const stop *stops, int count, double alpha) {
    use_gradient(cr, cairo_pattern_create_linear(x0, y0, x1, y1), stops, count, alpha);
}

/// The colours of `count` evenly spaced stops.
static void even_stops(stop *out, const color *colors, int count) {
    for (int i = 0; i < count; i++) out[i] = (stop){(double)i / (double)(count > 1 ? count - 1 : 1), colors[i]};
}

/// A conic gradient's pixels over `region` of the device (ConicRaster.swift).
static cairo_pattern_t *conic_raster(const stop *stops, int count, double cx, double cy, double angle, double alpha, xform t,
                                     double rx, double ry, double rw, double rh) {
    double x0 = floor(rx), y0 = floor(ry);
    int width = (int)(ceil(rx + rw) - x0), height = (int)(ceil(ry + rh) - y0);
    double det = t.a * t.d - t.b * t.c;
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    unsigned char *data = cairo_image_surface_get_data(image);
    int stride = cairo_image_surface_get_stride(image);
    double ia = t.d / det, ib = -t.b / det, ic = -t.c / det, id = t.a / det;
    double itx = (t.c * t.ty - t.d * t.tx) / det, ity = (t.b * t.tx - t.a * t.ty) / det, turn = 2 * M_PI;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + y * stride);
        double py = y0 + y + 0.5;
        for (int x = 0; x < width; x++) {
            double px = x0 + x + 0.5;
            double ux = ia * px + ic * py + itx - cx, uy = ib * px + id * py + ity - cy;
            double f = (atan2(uy, ux) - angle) / turn;
            f -= floor(f);
            color c = stops[count - 1].color;
            if (!(f > stops[0].location)) {
                c = stops[0].color;
            } else {
                for (int i = 0; i + 1 < count; i++) {
                    if (f <= stops[i + 1].location) {
                        if (stops[i + 1].location > stops[i].location) {
                            c = mix(stops[i].color, stops[i + 1].color, (f - stops[i].location) / (stops[i + 1].location - stops[i].location));
                            break;
                        }
                    }
                }
            }
            double a = clamp01(c.a) * alpha;
            row[x] = (uint32_t)round(a * 255) << 24 | (uint32_t)round(clamp01(c.r) * a * 255) << 16
                | (uint32_t)round(clamp01(c.g) * a * 255) << 8 | (uint32_t)round(clamp01(c.b) * a * 255);
        }
    }
    cairo_surface_mark_dirty(image);
    cairo_pattern_t *pattern = cairo_pattern_create_for_surface(image);
    cairo_surface_destroy(image);
    cairo_matrix_t matrix = {t.a, t.b, t.c, t.d, t.tx - x0, t.ty - y0};
    cairo_pattern_set_matrix(pattern, &matrix);
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST);
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    return pattern;
}

// MARK: - Blur (GaussianBlur.swift)

typedef struct { int radius; double alpha; } box;

static box box_for(double sigma) {
    double v = sigma * sigma / 3;
    int r = (int)((sqrt(1 + 12 * v) - 1) / 2);
    while ((double)((r + 1) * (r + 2)) / 3 <= v) r++;
    while (r > 0 && (double)(r * (r + 1)) / 3 > v) r--;
    double rr = r;
    double alpha = (v * (2 * rr + 1) - rr * (rr + 1) * (2 * rr + 1) / 3) / (2 * (rr + 1) * (rr + 1) - 2 * v);
    return (box){r, fmin(fmax(alpha, 0), 1)};
}
static void box_weights(box b, int32_t *whole, int32_t *end) {
    double total = (double)(2 * b.radius + 1) + 2 * b.alpha;
    double w = round((double)(1 << 22) / total);
    *whole = (int32_t)w;
    *end = (int32_t)round(w * b.alpha);
}

static void box_row(const unsigned char *in, unsigned char *out, int32_t *prefix, int width, int channels, box b) {
    int count = width * channels;
    for (int j = 0; j < channels; j++) prefix[j] = in[j];
    for (int j = channels; j < count; j++) prefix[j] = prefix[j - channels] + in[j];
    int32_t whole, end, half = 1 << 21;
    box_weights(b, &whole, &end);
    int r = b.radius, first = r + 1, last = width - r - 2;
    for (int i = 0; i < width; i++) {
        if (first <= last && i == first) {
            // The pixels whose window lies inside the row, byte by byte.
            int ahead = r * channels, behind = (r + 1) * channels, stop = (last + 1) * channels;
            for (int k = first * channels; k < stop; k++) {
                int32_t window = prefix[k + ahead] - prefix[k - behind];
                int32_t ends = (int32_t)in[k - behind] + in[k + behind];
                out[k] = (unsigned char)((uint32_t)(window * whole + ends * end + half) >> 22);
            }
            i = last;
            continue;
        }
        int high = (i + r < width ? i + r : width - 1) * channels, low = (i - r - 1) * channels;
        int after = i + r + 1 < width ? (i + r + 1) * channels : -1, o = i * channels;
        for (int c = 0; c < channels; c++) {
            int32_t window = prefix[high + c] - (low >= 0 ? prefix[low + c] : 0);
            int32_t ends = (low >= 0 ? in[low + c] : 0) + (after >= 0 ? in[after + c] : 0);
            out[o + c] = (unsigned char)((uint32_t)(window * whole + ends * end + half) >> 22);
        }
    }
}

static void box_columns(const unsigned char *in, unsigned char *out, int32_t *sums, const unsigned char *zero, int row_bytes,
                        int height, int stride, box b) {
    int r = b.radius;
    int32_t whole, end, half = 1 << 21;
    box_weights(b, &whole, &end);
    memset(sums, 0, sizeof(int32_t) * row_bytes);
    for (int y = 0; y < (r < height ? r : height); y++) {
        const unsigned char *row = in + (size_t)y * stride;
        for (int x = 0; x < row_bytes; x++) sums[x] += row[x];
    }
#define ROW(y) ((y) >= 0 && (y) < height ? in + (size_t)(y) * stride : zero)
    for (int y = 0; y < height; y++) {
        const unsigned char *entering = ROW(y + r), *before = ROW(y - r - 1), *after = ROW(y + r + 1), *leaving = ROW(y - r);
        unsigned char *o = out + (size_t)y * stride;
        for (int x = 0; x < row_bytes; x++) {
            int32_t sum = sums[x] + entering[x];
            o[x] = (unsigned char)((uint32_t)(sum * whole + ((int32_t)before[x] + after[x]) * end + half) >> 22);
            sums[x] = sum - leaving[x];
        }
    }
#undef ROW
}

/// Three extended-box passes along each axis (every σ the scene uses is ≥ 2 pixels).
static void blur(unsigned char *base, int width, int height, int stride, int channels, double sx, double sy) {
    int row_bytes = width * channels;
    if (sx > 0) {
        box b = box_for(sx);
        unsigned char *temp = malloc(row_bytes);
        int32_t *prefix = malloc(sizeof(int32_t) * row_bytes);
        for (int y = 0; y < height; y++) {
            unsigned char *line = base + (size_t)y * stride;
            box_row(line, temp, prefix, width, channels, b);
            box_row(temp, line, prefix, width, channels, b);
            box_row(line, temp, prefix, width, channels, b);
            memcpy(line, temp, row_bytes);
        }
        free(temp);
        free(prefix);
    }
    if (sy > 0) {
        box b = box_for(sy);
        unsigned char *copy = malloc((size_t)height * stride);
        int32_t *sums = malloc(sizeof(int32_t) * row_bytes);
        unsigned char *zero = calloc(row_bytes, 1);
        box_columns(base, copy, sums, zero, row_bytes, height, stride, b);
        box_columns(copy, base, sums, zero, row_bytes, height, stride, b);
        box_columns(base, copy, sums, zero, row_bytes, height, stride, b);
        free(zero);
        for (int y = 0; y < height; y++) memcpy(base + (size_t)y * stride, copy + (size_t)y * stride, row_bytes);
        free(sums);
        free(copy);
    }
}

// MARK: - Filtered drawings (MotionCanvas+Compositing, RasterOperation)

typedef struct {
    int kind;   // 0 blur, 1 shadow
    double sx, sy, dx, dy;
    color color;
    cairo_operator_t op;
    int above, inverted;
} operation;

static void shadow(cairo_surface_t *surface, const operation *o) {
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    cairo_surface_t *alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height);
    unsigned char *source = cairo_image_surface_get_data(surface), *target = cairo_image_surface_get_data(alpha);
    int source_stride = cairo_image_surface_get_stride(surface), target_stride = cairo_image_surface_get_stride(alpha);
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(source + (size_t)y * source_stride);
        unsigned char *out = target + (size_t)y * target_stride;
        for (int x = 0; x < width; x++) out[x] = (unsigned char)(row[x] >> 24);
    }
    blur(target, width, height, target_stride, 1, o->sx, o->sy);
    if (o->inverted) {
        for (int y = 0; y < height; y++) {
            unsigned char *out = target + (size_t)y * target_stride;
            for (int x = 0; x < width; x++) out[x] = 255 - out[x];
        }
    }
    cairo_surface_mark_dirty(alpha);
    cairo_t *cr = cairo_create(surface);
    cairo_set_operator(cr, o->above ? o->op : CAIRO_OPERATOR_DEST_OVER);
    cairo_set_source_rgba(cr, clamp01(o->color.r), clamp01(o->color.g), clamp01(o->color.b), clamp01(o->color.a));
    cairo_pattern_t *mask = cairo_pattern_create_for_surface(alpha);
    cairo_matrix_t offset = {1, 0, 0, 1, -o->dx, -o->dy};
    cairo_pattern_set_matrix(mask, &offset);
    cairo_pattern_set_extend(mask, o->inverted ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE);
    cairo_pattern_set_filter(mask, o->dx == round(o->dx) && o->dy == round(o->dy) ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR);
    cairo_mask(cr, mask);
    cairo_surface_flush(surface);
    cairo_pattern_destroy(mask);
    cairo_destroy(cr);
    cairo_surface_destroy(alpha);
}

typedef struct { double x, y, w, h; } box_rect;

static box_rect intersect(box_rect a, box_rect b) {
    double x0 = fmax(a.x, b.x), y0 = fmax(a.y, b.y), x1 = fmin(a.x + a.w, b.x + b.w), y1 = fmin(a.y + a.h, b.y + b.h);
    if (x1 < x0 || y1 < y0) return (box_rect){0, 0, -1, -1};
    return (box_rect){x0, y0, x1 - x0, y1 - y0};
}
static box_rect outset(box_rect r, double dx, double dy) { return (box_rect){r.x - dx, r.y - dy, r.w + 2 * dx, r.h + 2 * dy}; }

typedef void (*content_fn)(cairo_t *cr, void *context);

/// Records `content`, renders the visible part grown by the operations' reach into an image,
/// applies the operations, and paints the result with `opacity` (MotionCanvas.composite).
static void filtered(cairo_t *cr, const operation *ops, int count, double opacity, content_fn content, void *context) {
    cairo_save(cr);
    cairo_identity_matrix(cr);
    double vx1, vy1, vx2, vy2;
    cairo_clip_extents(cr, &vx1, &vy1, &vx2, &vy2);
    box_rect visible = {vx1, vy1, vx2 - vx1, vy2 - vy1};
    cairo_surface_t *recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cairo_t *recorder = cairo_create(recording);
    content(recorder, context);
    double ix, iy, iw, ih;
    cairo_recording_surface_ink_extents(recording, &ix, &iy, &iw, &ih);
    box_rect ink = {ix, iy, iw, ih};
    double rx = 0, ry = 0;
    for (int i = 0; i < count; i++) {
        if (ops[i].kind == 0) { rx += 3 * ops[i].sx + 1; ry += 3 * ops[i].sy + 1; }
        else { rx += 3 * ops[i].sx + fabs(ops[i].dx) + 1; ry += 3 * ops[i].sy + fabs(ops[i].dy) + 1; }
    }
    box_rect output = intersect(outset(ink, rx, ry), visible);
    box_rect needed = intersect(ink, outset(output, rx, ry));
    box_rect region = output;
    if (needed.w >= 0) {
        double x0 = fmin(output.x, needed.x), y0 = fmin(output.y, needed.y);
        double x1 = fmax(output.x + output.w, needed.x + needed.w), y1 = fmax(output.y + output.h, needed.y + needed.h);
        region = (box_rect){x0, y0, x1 - x0, y1 - y0};
    }
    double x0 = floor(region.x), y0 = floor(region.y);
    int width = (int)(ceil(region.x + region.w) - x0), height = (int)(ceil(region.y + region.h) - y0);
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_matrix_t placement = {1, 0, 0, 1, -x0, -y0};
    cairo_t *painter = cairo_create(image);
    cairo_set_matrix(painter, &placement);
    cairo_set_source_surface(painter, recording, 0, 0);
    cairo_paint(painter);
    cairo_destroy(painter);
    for (int i = 0; i < count; i++) {
        cairo_surface_flush(image);
        if (ops[i].kind == 0) {
            blur(cairo_image_surface_get_data(image), width, height, cairo_image_surface_get_stride(image), 4, ops[i].sx, ops[i].sy);
            cairo_surface_mark_dirty(image);
        } else {
            shadow(image, &ops[i]);
        }
    }
    cairo_pattern_t *pattern = cairo_pattern_create_for_surface(image);
    cairo_surface_destroy(image);
    cairo_pattern_set_matrix(pattern, &placement);
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST);
    cairo_set_source(cr, pattern);
    cairo_paint_with_alpha(cr, opacity);
    cairo_pattern_destroy(pattern);
    cairo_destroy(recorder);
    cairo_surface_destroy(recording);
    cairo_restore(cr);
}

static operation blur_op(xform t, double radius) {
    double kx = sqrt(t.a * t.a + t.c * t.c), ky = sqrt(t.b * t.b + t.d * t.d);
    return (operation){0, radius * kx, radius * ky, 0, 0, {0, 0, 0, 0}, CAIRO_OPERATOR_OVER, 0, 0};
}
static operation shadow_op(xform t, color color, double radius, double x, double y, cairo_operator_t op, int above, int inverted) {
    double kx = sqrt(t.a * t.a + t.c * t.c), ky = sqrt(t.b * t.b + t.d * t.d);
    return (operation){1, radius * kx, radius * ky, t.a * x + t.c * y, t.b * x + t.d * y, color, op, above, inverted};
}

// MARK: - Fonts (FontLibrary) and text (MotionCanvas+Text)

static cairo_font_face_t *face_regular, *face_semibold, *face_bold;
static cairo_font_options_t *options;

static cairo_font_face_t *face(int weight) {
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)"Inter");
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(weight));
    FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    FcPattern *matched = FcFontMatch(NULL, pattern, &result);
    FcPatternDestroy(pattern);
    cairo_font_face_t *f = cairo_ft_font_face_create_for_pattern(matched);
    FcPatternDestroy(matched);
    return f;
}

static void select_face(cairo_t *cr, cairo_font_face_t *f, double size) {
    cairo_set_font_face(cr, f);
    cairo_set_font_size(cr, size);
    cairo_set_font_options(cr, options);
}

/// `text(_:at:font:color:anchor:)`: measured, then drawn from its anchored baseline.
static void text(cairo_t *cr, const copy_state *s, const char *string, double x, double y, cairo_font_face_t *f, double size,
                 color color, double ax, double ay) {
    cairo_text_extents_t extents;
    cairo_font_extents_t line;
    cairo_save(cr);
    cairo_identity_matrix(cr);
    select_face(cr, f, size);
    cairo_text_extents(cr, string, &extents);
    cairo_font_extents(cr, &line);
    cairo_restore(cr);
    double left = x - ax * extents.x_advance, baseline = y - ay * (line.ascent + line.descent) + line.ascent;
    if (s->opacity <= 0) return;
    cairo_save(cr);
    set_matrix(cr, s->m);
    set_color(cr, color, s->opacity);
    select_face(cr, f, size);
    cairo_move_to(cr, left, baseline);
    cairo_show_text(cr, string);
    cairo_restore(cr);
}

// MARK: - The portrait (BitmapDecoder)

static unsigned char *photo_pixels;
static cairo_surface_t *photo;

static uint32_t multiply(uint32_t c, uint32_t a) {
    uint32_t t = c * a + 0x80;
    return (t + (t >> 8)) >> 8;
}

static void load_photo(const char *resources) {
    char path[4096];
    snprintf(path, sizeof path, "%s/photos/coach.jpg", resources);
    GError *error = NULL;
    GdkPixbuf *loaded = gdk_pixbuf_new_from_file(path, &error);
    if (!loaded) {
        fprintf(stderr, "cfloor-bench: %s: %s\n", path, error ? error->message : "cannot be decoded");
        exit(1);
    }
    GdkPixbuf *pixbuf = gdk_pixbuf_apply_embedded_orientation(loaded);
    int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
    int channels = gdk_pixbuf_get_n_channels(pixbuf), row_bytes = gdk_pixbuf_get_rowstride(pixbuf);
    int alpha = gdk_pixbuf_get_has_alpha(pixbuf);
    const unsigned char *source = gdk_pixbuf_read_pixels(pixbuf);
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    photo_pixels = malloc((size_t)stride * height);
    for (int y = 0; y < height; y++) {
        const unsigned char *row = source + (size_t)y * row_bytes;
        uint32_t *out = (uint32_t *)(photo_pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            const unsigned char *q = row + x * channels;
            uint32_t r = q[0], g = q[1], b = q[2], a = alpha ? q[3] : 255;
            out[x] = a == 255 ? 0xFF000000u | r << 16 | g << 8 | b
                : a == 0 ? 0 : a << 24 | multiply(r, a) << 16 | multiply(g, a) << 8 | multiply(b, a);
        }
    }
    photo = cairo_image_surface_create_for_data(photo_pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    g_object_unref(pixbuf);
    g_object_unref(loaded);
}

// MARK: - The scene

typedef struct { const copy_state *s; double t; } blob_context;

static void blobs(cairo_t *cr, void *context) {
    const blob_context *b = context;
    double drift = 8 * sin(b->t * 1.3);
    struct { double x, y, r; color c; } discs[3] = {{82 + drift, 64, 64, p.accent}, {296, 56 - drift, 54, p.spark}, {260 - drift, 236, 72, p.success}};
    for (int i = 0; i < 3; i++) {
        cairo_save(cr);
        set_matrix(cr, b->s->m);
        set_color(cr, discs[i].c, 1);
        cairo_new_path(cr);
        cairo_arc(cr, discs[i].x, discs[i].y, discs[i].r, 0, 2 * M_PI);
        cairo_close_path(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        cairo_fill(cr);
        cairo_restore(cr);
    }
}

typedef struct { xform m; } shape_context;

static void card_body(cairo_t *cr, void *context) {
    const shape_context *c = context;
    cairo_save(cr);
    set_matrix(cr, c->m);
    set_color(cr, c_opacity(p.surface, 0.86), 1);
    rounded_rect(cr, 36, 58, 288, 164, 24);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    cairo_restore(cr);
}

static void glow_disc(cairo_t *cr, void *context) {
    const shape_context *c = context;
    cairo_save(cr);
    set_matrix(cr, c->m);
    set_color(cr, p.accent, 1);
    cairo_new_path(cr);
    cairo_arc(cr, 0, 0, 44, 0, 2 * M_PI);
    cairo_close_path(cr);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    cairo_restore(cr);
}

static void pill(cairo_t *cr, void *context) {
    const shape_context *c = context;
    cairo_save(cr);
    set_matrix(cr, c->m);
    stop stops[2];
    color colors[2] = {p.accent, mix(p.accent, white, 0.35)};
    even_stops(stops, colors, 2);
    linear(cr, 152, 91, 194, 91, stops, 2, 1);
    rounded_rect(cr, 152, 82, 42, 18, 9);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    cairo_restore(cr);
}

static void button(cairo_t *cr, void *context) {
    const shape_context *c = context;
    cairo_save(cr);
    set_matrix(cr, c->m);
    stop stops[2];
    color colors[2] = {mix(p.accent, white, 0.15), p.accent};
    even_stops(stops, colors, 2);
    linear(cr, 0, -14, 0, 14, stops, 2, 1);
    rounded_rect(cr, -60, -14, 120, 28, 14);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    cairo_restore(cr);
}

static void draw_coach(cairo_t *cr, copy_state c, double t) {
    s_fade(&c, smooth(0, 0.25, t) * (1 - smooth(4.5, 4.95, t)));
    if (c.opacity <= 0) return;

    color top = mix(p.accent, p.background, 0.82), bottom = mix(p.gold, p.background, 0.78);
    color background_colors[3] = {top, p.background, bottom};
    stop background_stops[3];
    even_stops(background_stops, background_colors, 3);
    cairo_save(cr);
    set_matrix(cr, c.m);
    linear(cr, 0, 0, 360, 280, background_stops, 3, c.opacity);
    rect_path(cr, 0, 0, 360, 280);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    cairo_restore(cr);

    // The backdrop: a layer blurred by 22 pt, at 0.7.
    blob_context blob = {&c, t};
    operation backdrop = blur_op(c.m, 22);
    filtered(cr, &backdrop, 1, c.opacity * 0.7, blobs, &blob);

    double rise = spring(t - 0.3, 10);
    if (!(rise > 0)) return;
    copy_state card = c;
    s_fade(&card, smooth(0.3, 0.55, t));
    s_translate(&card, 0, 36 * (1 - rise));
    shape_context body = {card.m};
    operation card_shadow = shadow_op(card.m, (color){0.05, 0.07, 0.15, 0.22}, 14, 0, 10, CAIRO_OPERATOR_OVER, 0, 0);
    filtered(cr, &card_shadow, 1, card.opacity, card_body, &body);
    // The sheen.
    cairo_save(cr);
    set_matrix(cr, card.m);
    stop sheen_stops[2];
    color sheen_colors[2] = {c_opacity(white, 0.9), c_opacity(white, 0)};
    even_stops(sheen_stops, sheen_colors, 2);
    linear(cr, 180, 58, 180, 140, sheen_stops, 2, card.opacity);
    rounded_rect(cr, 36, 58, 288, 164, 24);
    cairo_set_line_width(cr, 1.5);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_miter_limit(cr, 10);
    cairo_stroke(cr);
    cairo_restore(cr);

    // The avatar.
    double pop = spring(t - 0.7, 13);
    if (pop > 0) {
        copy_state avatar = card;
        s_fade(&avatar, clamp01((t - 0.7) * 5));
        s_translate(&avatar, 98, 140);
        s_scale(&avatar, pop, pop);
        double r = 40;
        copy_state glow = avatar;
        s_fade(&glow, 0.55 + 0.25 * sin(t * 2.4));
        shape_context disc = {glow.m};
        operation glow_blur = blur_op(glow.m, 9);
        if (glow.opacity > 0) filtered(cr, &glow_blur, 1, glow.opacity, glow_disc, &disc);

        double progress = ease_in_out(clamp01((t - 1.1) / 1.2));
        if (progress > 0 && avatar.opacity > 0) {
            cairo_save(cr);
            set_matrix(cr, avatar.m);
            cairo_new_path(cr);
            cairo_move_to(cr, 0, 0);
            cairo_arc(cr, 0, 0, r + 12, -M_PI / 2, -M_PI / 2 + 2 * M_PI * progress);
            cairo_close_path(cr);
            cairo_clip(cr);
            set_matrix(cr, avatar.m);
            color ring_colors[4] = {p.accent, p.spark, p.gold, p.accent};
            stop ring_stops[4];
            even_stops(ring_stops, ring_colors, 4);
            // The pixels where the stroke can reach: its bounds grown by half its width at miters, and a pixel.
            double reach = 5.0 / 2 * 10 + 1, lo = -r - 6 - reach, size = 2 * r + 12 + 2 * reach;
            double xs[4], ys[4];
            double corners[4][2] = {{lo, lo}, {lo + size, lo}, {lo, lo + size}, {lo + size, lo + size}};
            for (int i = 0; i < 4; i++) {
                xs[i] = avatar.m.a * corners[i][0] + avatar.m.c * corners[i][1] + avatar.m.tx;
                ys[i] = avatar.m.b * corners[i][0] + avatar.m.d * corners[i][1] + avatar.m.ty;
            }
            box_rect device = {fmin(fmin(xs[0], xs[1]), fmin(xs[2], xs[3])), fmin(fmin(ys[0], ys[1]), fmin(ys[2], ys[3])), 0, 0};
            device.w = fmax(fmax(xs[0], xs[1]), fmax(xs[2], xs[3])) - device.x;
            device.h = fmax(fmax(ys[0], ys[1]), fmax(ys[2], ys[3])) - device.y;
            cairo_save(cr);
            cairo_identity_matrix(cr);
            double cx1, cy1, cx2, cy2;
            cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2);
            cairo_restore(cr);
            box_rect region = intersect(device, (box_rect){cx1, cy1, cx2 - cx1, cy2 - cy1});
            cairo_pattern_t *conic = conic_raster(ring_stops, 4, 0, 0, -90 * M_PI / 180, avatar.opacity, avatar.m,
                                                  region.x, region.y, region.w, region.h);
            cairo_set_source(cr, conic);
            cairo_pattern_destroy(conic);
            ellipse_path(cr, -r - 6, -r - 6, 2 * r + 12, 2 * r + 12);
            cairo_set_line_width(cr, 5);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
            cairo_set_miter_limit(cr, 10);
            cairo_stroke(cr);
            cairo_restore(cr);
        }
        if (avatar.opacity > 0) {
            cairo_save(cr);
            set_matrix(cr, avatar.m);
            ellipse_path(cr, -r, -r, 2 * r, 2 * r);
            cairo_clip(cr);
            set_matrix(cr, avatar.m);
            cairo_new_path(cr);
            cairo_rectangle(cr, -r, -r, 2 * r, 2 * r);
            cairo_clip(cr);
            cairo_translate(cr, -r, -r);
            cairo_scale(cr, 2 * r / 256, 2 * r / 256);
            cairo_translate(cr, -0.0, -0.0);
            cairo_set_source_surface(cr, photo, 0, 0);
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BEST);
            cairo_paint_with_alpha(cr, avatar.opacity);
            cairo_restore(cr);

            cairo_save(cr);
            set_matrix(cr, avatar.m);
            set_color(cr, c_opacity(white, 0.9), avatar.opacity);
            ellipse_path(cr, -r, -r, 2 * r, 2 * r);
            cairo_set_line_width(cr, 2);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
            cairo_set_miter_limit(cr, 10);
            cairo_stroke(cr);
            cairo_restore(cr);
        }
    }

    // The text.
    copy_state words = card;
    s_fade(&words, smooth(0.8, 1.15, t));
    if (words.opacity > 0) {
        shape_context pill_context = {words.m};
        operation inner = shadow_op(words.m, (color){0, 0, 0, 0.35}, 1.5, 0, 1, CAIRO_OPERATOR_ATOP, 1, 1);
        filtered(cr, &inner, 1, words.opacity, pill, &pill_context);
        text(cr, &words, "NEW", 152 + 21, 82 + 9, face_bold, 10, white, 0.5, 0.5);
        text(cr, &words, "Meet your coach", 152, 118, face_bold, 19, p.text, 0, 0.5);
        text(cr, &words, "Sofía reviews every game", 152, 142, face_regular, 12, p.secondary, 0, 0.5);
        text(cr, &words, "and shows your best move.", 152, 159, face_regular, 12, p.secondary, 0, 0.5);
        double press = 1 - 0.04 * bump(t, 2.9, 0.12, 30);
        copy_state b = words;
        s_translate(&b, 152 + 60, 190);
        s_scale(&b, press, press);
        shape_context button_context = {b.m};
        operation button_shadow = shadow_op(b.m, c_opacity(p.accent, 0.45), 5, 0, 3, CAIRO_OPERATOR_OVER, 0, 0);
        filtered(cr, &button_shadow, 1, b.opacity, button, &button_context);
        text(cr, &b, "Start a lesson", 0, 0, face_semibold, 12.5, white, 0.5, 0.5);
    }

    // The sparkles, multiplied in.
    struct { double x, y, size, start; } spots[4] = {{52, 92, 7, 1.7}, {146, 104, 5, 2.1}, {140, 186, 6, 2.5}, {60, 192, 4.5, 2.3}};
    for (int i = 0; i < 4; i++) {
        double k = smooth(spots[i].start, spots[i].start + 0.3, t) * (0.75 + 0.25 * sin(t * 5 + spots[i].size));
        if (!(k > 0)) continue;
        copy_state spark = card;
        s_fade(&spark, k);
        s_translate(&spark, spots[i].x, spots[i].y);
        if (spark.opacity <= 0) continue;
        cairo_save(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY);
        set_matrix(cr, spark.m);
        color colors[2] = {p.gold, c_opacity(p.accent, 0.7)};
        stop stops[2];
        even_stops(stops, colors, 2);
        use_gradient(cr, cairo_pattern_create_radial(0, 0, 0, 0, 0, spots[i].size), stops, 2, spark.opacity);
        cairo_new_path(cr);
        for (int j = 0; j < 8; j++) {
            double a = j * M_PI / 4 - M_PI / 2, radius = j % 2 == 0 ? spots[i].size : spots[i].size * 0.28;
            if (j == 0) cairo_move_to(cr, radius * cos(a), radius * sin(a)); else cairo_line_to(cr, radius * cos(a), radius * sin(a));
        }
        cairo_close_path(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        cairo_fill(cr);
        cairo_restore(cr);
    }
}

static void coach_frame(cairo_surface_t *surface, double t, double k) {
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgba(cr, p.background.r, p.background.g, p.background.b, p.background.a);
    cairo_paint(cr);
    copy_state c = {{k, 0, 0, k, 0, 0}, 1};
    draw_coach(cr, c, t);
    cairo_show_page(cr);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cfloor-bench: %s\n", cairo_status_to_string(cairo_status(cr)));
        exit(1);
    }
    cairo_destroy(cr);
}

/// Handles the coach commands; -1 when `command` is not one of them.
int coach_main(const char *resources, const char *command, char **args, int count) {
    int draw = strcmp(command, "coach-draw") == 0 && count == 4, write = strcmp(command, "coach-write") == 0 && count == 3;
    if (!draw && !write) return -1;
    p.background = hex("#F7F5F0"); p.surface = hex("#FFFFFF"); p.text = hex("#1F2330");
    p.secondary = hex("#6B7080"); p.accent = hex("#3A7BF2"); p.gold = hex("#E8A93A");
    p.success = hex("#2FA86B"); p.spark = hex("#FFC94D");
    face_regular = face(400);
    face_semibold = face(600);
    face_bold = face(700);
    options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    load_photo(resources);
    double t = atof(args[0]), k = atof(args[1]);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)lround(360 * k), (int)lround(280 * k));
    coach_frame(surface, t, k);
    if (write) {
        if (cairo_surface_write_to_png(surface, args[2]) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "cfloor-bench: cannot write %s\n", args[2]);
            return 1;
        }
    } else {
        int runs = atoi(args[2]), repeat = atoi(args[3]);
        for (int run = 0; run < runs; run++) {
            double start = now();
            for (int i = 0; i < repeat; i++) coach_frame(surface, t, k);
            cairo_surface_flush(surface);
            printf("seconds %.9f\n", (now() - start) / repeat);
        }
    }
    cairo_surface_destroy(surface);
    return 0;
}
