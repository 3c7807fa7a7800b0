// SVG assets of the C floor: each file parsed once by librsvg into a recording surface (vector for
// PDF and SVG, where each asset is then stored once per document), and, for image surfaces, a
// cache of images of the asset at exactly the device size it is drawn at.
//
// The raster cache. When the asset's transform to device pixels is a scale and a translation
// (no rotation, skew or flip), its key is (asset, device scale x and y, sub-pixel phase):
// - The image is the recording replayed into a new ARGB32 image with
//   cairo_translate(phase) + cairo_scale(device scale) + cairo_set_source_surface + cairo_paint,
//   sized to cover the asset's rect; it is composited with cairo_identity_matrix +
//   cairo_set_source_surface(image, whole-pixel x, whole-pixel y) + cairo_paint_with_alpha.
// - An asset whose origin is on whole pixels uses phase 0 and gives the pixels the recording
//   gives: cairo itself replays a recording source into a scratch image at the device transform
//   and composites that, so the cache only skips the replay.
// - A moving asset (origin between pixels) is drawn as `raster_moving` says: by default from the
//   image rendered at the nearest 1/32-pixel phase of its origin (the recording when it is under
//   40 pixels a side).
// A key is cached on its second use (its first draws the recording), so an asset whose size
// animates does not fill the cache with images used once. Anything else replays the recording.
#include "floor.h"
#include <librsvg/rsvg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

raster_mode raster_assets = RASTER_CACHE;
int vector_copies = 0;
moving_mode raster_moving = MOVING_PHASES;
int raster_phases = 32;
const char *resources = "Resources";

struct asset {
    RsvgHandle *handle;
    cairo_surface_t *recording;
    /// This document's copy of the recording when `vector_copies` is set, else NULL.
    cairo_surface_t *copy;
    double width, height;
};

enum { MAX_ASSETS = 64 };
static asset *loaded[MAX_ASSETS];
static int loaded_count;

asset *load_asset(const char *relative) {
    char path[4096];
    if (relative[0] == '/') snprintf(path, sizeof path, "%s", relative);
    else snprintf(path, sizeof path, "%s/%s", resources, relative);
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_file(path, &error);
    if (!handle) {
        fprintf(stderr, "cfloor-bench: %s: %s\n", path, error ? error->message : "cannot be parsed");
        exit(1);
    }
    asset *a = calloc(1, sizeof *a);
    a->handle = handle;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &a->width, &a->height)) {
        gboolean has_view_box = FALSE;
        RsvgRectangle view_box;
        rsvg_handle_get_intrinsic_dimensions(handle, NULL, NULL, NULL, NULL, &has_view_box, &view_box);
        a->width = view_box.width;
        a->height = view_box.height;
    }
    cairo_rectangle_t extents = {0, 0, a->width, a->height};
    a->recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
    cairo_t *cr = cairo_create(a->recording);
    RsvgRectangle viewport = {0, 0, a->width, a->height};
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
        fprintf(stderr, "cfloor-bench: %s: %s\n", path, error ? error->message : "cannot be drawn");
        exit(1);
    }
    cairo_destroy(cr);
    if (loaded_count < MAX_ASSETS) loaded[loaded_count++] = a;
    return a;
}

void asset_document_end(void) {
    for (int i = 0; i < loaded_count; i++) {
        if (loaded[i]->copy) cairo_surface_destroy(loaded[i]->copy);
        loaded[i]->copy = NULL;
    }
}

static long copies_made, copies_freed;
static cairo_user_data_key_t freed_key;
static void count_freed(void *data) { (void)data; copies_freed++; }
void asset_copy_counts(long *made, long *freed) {
    *made = copies_made;
    *freed = copies_freed;
}

/// What a vector document draws for `a`: the recording, or this document's copy of it.
static cairo_surface_t *document_surface(asset *a) {
    if (!vector_copies) return a->recording;
    if (!a->copy) {
        cairo_rectangle_t extents = {0, 0, a->width, a->height};
        a->copy = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
        cairo_surface_set_user_data(a->copy, &freed_key, NULL, count_freed);
        copies_made++;
        cairo_t *cr = cairo_create(a->copy);
        cairo_set_source_surface(cr, a->recording, 0, 0);
        cairo_paint(cr);
        cairo_destroy(cr);
    }
    return a->copy;
}

// MARK: - The raster cache

typedef struct {
    const asset *a;
    double sx, sy;
    int phase_x, phase_y;
    /// NULL until the key's second use.
    cairo_surface_t *image;
} entry;

enum { CACHE_ENTRIES = 256 };
static const long cache_byte_limit = 64L << 20;
static entry cache[CACHE_ENTRIES];
static int cache_count;
static long cache_bytes, cache_hits, cache_misses;

void raster_cache_clear(void) {
    for (int i = 0; i < cache_count; i++) {
        if (cache[i].image) cairo_surface_destroy(cache[i].image);
    }
    cache_count = 0;
    cache_bytes = 0;
}

void raster_cache_stats(long *hits, long *misses, long *bytes) {
    *hits = cache_hits;
    *misses = cache_misses;
    *bytes = cache_bytes;
}

/// The asset replayed at scale (sx, sy), its origin `phase` pixels into a new image.
static cairo_surface_t *render_image(const asset *a, double sx, double sy, double px, double py) {
    int width = (int)ceil(px + sx * a->width), height = (int)ceil(py + sy * a->height);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width < 1 ? 1 : width, height < 1 ? 1 : height);
    cairo_t *cr = cairo_create(surface);
    cairo_translate(cr, px, py);
    cairo_scale(cr, sx, sy);
    cairo_set_source_surface(cr, a->recording, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    return surface;
}

/// The cached image for the key, or NULL when the recording must be drawn this time.
static cairo_surface_t *cached_image(const asset *a, double sx, double sy, int phase_x, int phase_y, double px, double py) {
    for (int i = 0; i < cache_count; i++) {
        entry *e = &cache[i];
        if (e->a != a || e->sx != sx || e->sy != sy || e->phase_x != phase_x || e->phase_y != phase_y) continue;
        if (!e->image) {
            e->image = render_image(a, sx, sy, px, py);
            cache_bytes += (long)cairo_image_surface_get_stride(e->image) * cairo_image_surface_get_height(e->image);
            cache_misses++;
        } else {
            cache_hits++;
        }
        return e->image;
    }
    if (cache_count == CACHE_ENTRIES || cache_bytes > cache_byte_limit) raster_cache_clear();
    cache[cache_count++] = (entry){a, sx, sy, phase_x, phase_y, NULL};
    cache_misses++;
    return NULL;
}

/// Draws `a` from the cache when its device transform allows; false when the recording must be drawn.
static int draw_cached(cairo_t *cr, const state *s, const asset *a, double x, double y, double w, double h) {
    const cairo_matrix_t *m = &s->m;
    double ux = w / a->width, uy = h / a->height;
    if (m->xy != 0 || m->yx != 0) return 0;
    double sx = m->xx * ux, sy = m->yy * uy;
    if (!(sx > 0 && sy > 0)) return 0;
    double ox = m->xx * x + m->x0, oy = m->yy * y + m->y0;
    double fx = ox - floor(ox), fy = oy - floor(oy);
    double ix = floor(ox), iy = floor(oy);
    int phase_x = 0, phase_y = 0;
    int bilinear = 0;
    if (fx != 0 || fy != 0) {
        switch (raster_moving) {
        case MOVING_RECORDING:
            return 0;
        case MOVING_BILINEAR:
            bilinear = 1;
            break;
        case MOVING_PHASES:
            // Under 40 pixels a side the rounding shows more against the asset's few pixels, and
            // replaying the recording costs little: draw it exactly.
            if (sx * a->width < 40 || sy * a->height < 40) return 0;
            phase_x = (int)lround(fx * raster_phases);
            phase_y = (int)lround(fy * raster_phases);
            if (phase_x == raster_phases) { phase_x = 0; ix += 1; }
            if (phase_y == raster_phases) { phase_y = 0; iy += 1; }
            break;
        }
    }
    double px = (double)phase_x / raster_phases, py = (double)phase_y / raster_phases;
    cairo_surface_t *img = cached_image(a, sx, sy, phase_x, phase_y, px, py);
    if (!img) return 0;
    cairo_save(cr);
    cairo_identity_matrix(cr);
    if (bilinear) {
        cairo_set_source_surface(cr, img, ox, oy);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
    } else {
        cairo_set_source_surface(cr, img, ix, iy);
    }
    cairo_paint_with_alpha(cr, s->opacity);
    cairo_restore(cr);
    return 1;
}

// MARK: - Drawing

void image(cairo_t *cr, const state *s, asset *a, double x, double y, double w, double h) {
    if (s->opacity <= 0) return;
    int raster = cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE;
    if (raster && raster_assets == RASTER_CACHE && draw_cached(cr, s, a, x, y, w, h)) return;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    cairo_translate(cr, x, y);
    cairo_scale(cr, w / a->width, h / a->height);
    if (raster && raster_assets == RASTER_LIBRSVG) {
        RsvgRectangle viewport = {0, 0, a->width, a->height};
        if (s->opacity < 1) cairo_push_group(cr);
        rsvg_handle_render_document(a->handle, cr, &viewport, NULL);
        if (s->opacity < 1) {
            cairo_pop_group_to_source(cr);
            cairo_paint_with_alpha(cr, s->opacity);
        }
    } else {
        cairo_set_source_surface(cr, raster ? a->recording : document_surface(a), 0, 0);
        cairo_paint_with_alpha(cr, s->opacity);
    }
    cairo_restore(cr);
}
