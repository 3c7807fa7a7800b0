// The C floor's shared declarations: curves, colours, drawing state, shapes, text, SVG assets,
// scenes and PNG encoders. See main.c for what the program measures.
#ifndef CFLOOR_H
#define CFLOOR_H
#include <cairo.h>
#include <stddef.h>

// MARK: - Curves (Sources/MotionCore/Motion.swift)

double clamp01(double v);
double lerp(double a, double b, double k);
double smooth(double a, double b, double x);
double spring(double x, double w);
double bump(double t, double c, double len, double w);

// MARK: - Colours (Resources/palettes.json, light; Resources/board-themes.json, green)

typedef struct { double r, g, b, a; } color;

color hex(const char *text);
color mix(color a, color b, double k);
extern const color white, black;

typedef struct {
    color background, surface, text, secondary_text, accent, gold, success, spark, ring, shadow;
    color board_light, board_dark, board_highlight;
} palette_t;
extern palette_t palette;
void load_palette(void);

// MARK: - Drawing state: a transform and an opacity, applied around each shape

typedef struct {
    cairo_matrix_t m;
    double opacity;
} state;

void translate(state *s, double x, double y);
void scale(state *s, double x, double y);
/// Rotates by `radians` before the current transform (CGAffineTransform.rotated(by:)).
void rotate(state *s, double radians);
void fade(state *s, double amount);
void source(cairo_t *cr, const state *s, color c);

void circle(cairo_t *cr, const state *s, double x, double y, double radius, color c);
void rect(cairo_t *cr, const state *s, double x, double y, double w, double h, color c);
void rect_path(cairo_t *cr, double x, double y, double w, double h);
void rounded_rect_path(cairo_t *cr, double x, double y, double w, double h, double r);
void fill_rounded_rect(cairo_t *cr, const state *s, double x, double y, double w, double h, double r, color c);
void ellipse_path(cairo_t *cr, double x, double y, double w, double h);
void stroke_current(cairo_t *cr, const state *s, color c, double width, const double *dash, int dashes);

// MARK: - Text (fontconfig selects Inter by weight, as FontLibrary does)

enum { WEIGHT_MEDIUM, WEIGHT_SEMIBOLD, WEIGHT_BOLD, WEIGHT_COUNT };
void load_fonts(void);
/// One line of text centred on (x, y): its advance width and the font's line box.
void text_centered(cairo_t *cr, const state *s, const char *string, double x, double y, int weight, double size,
                   color c);

// MARK: - SVG assets (assets.c)

/// How `image` draws an asset onto an image surface (PDF and SVG always replay the recording).
typedef enum {
    /// Replay the asset's recording surface on every draw (what MotionCanvas does today).
    RASTER_RECORDING,
    /// Composite a cached image of the asset at its device size: a plain copy where the asset
    /// lands on whole pixels; a moving asset as `raster_moving` says.
    RASTER_CACHE,
    /// Render the SVG with librsvg on every draw (no cache at all).
    RASTER_LIBRSVG,
} raster_mode;

/// How RASTER_CACHE draws an asset whose device origin is not on whole pixels.
typedef enum {
    /// The whole-pixel image, composited at the fractional offset with bilinear filtering.
    MOVING_BILINEAR,
    /// An image rendered at the origin's sub-pixel phase rounded to 1/`raster_phases` pixel,
    /// composited at whole pixels (error: at most half a phase step of position); assets under
    /// 40 pixels a side replay the recording. The default, with 32 phases.
    MOVING_PHASES,
    /// Replay the recording (exact; no cache for moving assets).
    MOVING_RECORDING,
} moving_mode;

extern raster_mode raster_assets;
/// When set, each vector document draws fresh copies of the recordings (a recording surface
/// that paints the original), as MotionRender's per-document AssetScope does; `asset_document_end`
/// drops them after the document is finished. Off: documents draw the originals.
extern int vector_copies;
extern moving_mode raster_moving;
extern int raster_phases;
extern const char *resources;
/// The example package's resource folder (the trophy of level-up).
extern const char *example_resources;

typedef struct asset asset;

/// Parses `relative` (under `resources`; a path starting with / as it is) once into a recording surface; exits with a message on failure.
asset *load_asset(const char *relative);
/// Draws `a` scaled into the rect (x, y, w, h) in the coordinates of `s`.
void image(cairo_t *cr, const state *s, asset *a, double x, double y, double w, double h);
/// Drops the copies one document drew (see `vector_copies`); call after the surface is finished.
void asset_document_end(void);
/// How many document copies were made and how many cairo has freed since (see `vector_copies`).
void asset_copy_counts(long *made, long *freed);
/// Drops every cached image; `raster_cache_stats` reports hits, misses and cached bytes so far.
void raster_cache_clear(void);
void raster_cache_stats(long *hits, long *misses, long *bytes);

// MARK: - Scenes (scenes.c)

typedef enum { COINS, BOTS, BUSY, LEADERBOARD, LEVEL_UP } scene;

/// The scene named `name` (coins, bots, busy, leaderboard, level-up) with its assets loaded; exits 64 for another name.
scene parse_scene(const char *name);
/// Background, box transform (the box scaled by `k`), then the scene at `t`, then the page.
void draw_frame(cairo_surface_t *surface, scene which, double t, double k);

// MARK: - The example package's scene (levelup.c)

void load_level_up_assets(void);
void draw_level_up(cairo_t *cr, state c, double t);

// MARK: - PNG (png.c)

/// One way to write a PNG. `deflate` is cairo's writer, libpng, zlib or libdeflate; `level` its level (zlib 0…9,
/// libdeflate 0…12); `strategy` zlib's (Z_DEFAULT_STRATEGY, Z_RLE, …; ignored by libdeflate);
/// `filter` "none", "sub", "up", "paeth" or "adaptive" (minimum sum of absolute differences per row).
typedef struct {
    const char *name;
    enum { ENCODER_CAIRO, ENCODER_LIBPNG, ENCODER_ZLIB, ENCODER_LIBDEFLATE } deflate;
    int level;
    int strategy;
    enum { FILTER_NONE, FILTER_SUB, FILTER_UP, FILTER_PAETH, FILTER_ADAPTIVE } filter;
} png_setting;

/// Parses "cairo", "libpng:LEVEL[:STRATEGY][:FILTER]", "zlib:LEVEL[:STRATEGY][:FILTER]" or
/// "libdeflate:LEVEL[:FILTER]"; 0 on success.
int parse_png_setting(const char *text, png_setting *setting);

/// Time spent in each stage of the last `encode_png` calls, in seconds (accumulated).
typedef struct {
    double convert, filter, compress, total;
} png_timing;

/// Encodes an ARGB32 image surface as PNG: RGB when every pixel is opaque, otherwise RGBA
/// un-premultiplied as cairo does. `bytes` points to the file's bytes until the next call (the
/// buffers are reused). Returns the length, or 0 on failure. `timing` (may be NULL) accumulates
/// the stages.
size_t encode_png(cairo_surface_t *surface, const png_setting *setting, const unsigned char **bytes, png_timing *timing);

double now(void);

#endif
