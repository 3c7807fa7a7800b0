// Curves, colours, drawing state, shapes and text of the C floor: the cairo calls MotionCanvas
// makes for the same scene code, so both sides draw the same pixels.
#include "floor.h"
#include "text.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

// MARK: - Curves (Sources/MotionCore/Motion.swift)

double clamp01(double v) { return fmin(1, fmax(0, v)); }
double lerp(double a, double b, double k) { return a + (b - a) * k; }
double smooth(double a, double b, double x) {
    double u = clamp01((x - a) / (b - a));
    return u * u * (3 - 2 * u);
}
double spring(double x, double w) {
    if (!(x > 0)) return 0;
    double z = 0.78, wd = w * sqrt(1 - z * z), e = exp(-z * w * x);
    return 1 - e * (cos(wd * x) + (z * w / wd) * sin(wd * x));
}
double bump(double t, double c, double len, double w) { return spring(t - c, w) - spring(t - c - len, w); }

// MARK: - Colours (Resources/palettes.json, light; Resources/board-themes.json, green)

color hex(const char *text) {
    unsigned v[4] = {0, 0, 0, 255};
    sscanf(text + 1, "%2x%2x%2x%2x", &v[0], &v[1], &v[2], &v[3]);
    return (color){v[0] / 255.0, v[1] / 255.0, v[2] / 255.0, v[3] / 255.0};
}
color mix(color a, color b, double k) {
    return (color){lerp(a.r, b.r, k), lerp(a.g, b.g, k), lerp(a.b, b.b, k), lerp(a.a, b.a, k)};
}
const color white = {1, 1, 1, 1}, black = {0, 0, 0, 1};

palette_t palette;

void load_palette(void) {
    palette.background = hex("#F7F5F0");
    palette.surface = hex("#FFFFFF");
    palette.text = hex("#1F2330");
    palette.secondary_text = hex("#6B7080");
    palette.accent = hex("#3A7BF2");
    palette.gold = hex("#E8A93A");
    palette.success = hex("#2FA86B");
    palette.spark = hex("#FFC94D");
    palette.ring = hex("#D9DCE4");
    palette.shadow = hex("#1F233022");
    palette.board_light = hex("#EBECD0");
    palette.board_dark = hex("#739552");
    palette.board_highlight = hex("#F5F16A8C");
}

// MARK: - Drawing state: a transform and an opacity, applied around each shape

/// Applies `first` before the current transform (canvas translate/scale/rotate).
static void prepend(state *s, double a, double b, double c, double d, double tx, double ty) {
    cairo_matrix_t t = s->m;
    s->m.xx = a * t.xx + b * t.xy;
    s->m.yx = a * t.yx + b * t.yy;
    s->m.xy = c * t.xx + d * t.xy;
    s->m.yy = c * t.yx + d * t.yy;
    s->m.x0 = tx * t.xx + ty * t.xy + t.x0;
    s->m.y0 = tx * t.yx + ty * t.yy + t.y0;
}
void translate(state *s, double x, double y) { prepend(s, 1, 0, 0, 1, x, y); }
void scale(state *s, double x, double y) { prepend(s, x, 0, 0, y, 0, 0); }
void rotate(state *s, double radians) {
    double c = cos(radians), n = sin(radians);
    prepend(s, c, n, -n, c, 0, 0);
}
void fade(state *s, double amount) { s->opacity *= clamp01(amount); }

void source(cairo_t *cr, const state *s, color c) {
    cairo_set_source_rgba(cr, clamp01(c.r), clamp01(c.g), clamp01(c.b), clamp01(c.a) * s->opacity);
}

void circle(cairo_t *cr, const state *s, double x, double y, double radius, color c) {
    if (s->opacity <= 0 || radius <= 0) return;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    cairo_new_path(cr);
    cairo_arc(cr, x, y, radius, 0, 2 * M_PI);
    cairo_close_path(cr);
    source(cr, s, c);
    cairo_fill(cr);
    cairo_restore(cr);
}

void rect(cairo_t *cr, const state *s, double x, double y, double w, double h, color c) {
    if (s->opacity <= 0) return;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    rect_path(cr, x, y, w, h);
    source(cr, s, c);
    cairo_fill(cr);
    cairo_restore(cr);
}

/// A filled MotionPath(roundedRect:cornerRadius:): the radius at most half the shorter side, a
/// plain rectangle when that leaves none.
void fill_rounded_rect(cairo_t *cr, const state *s, double x, double y, double w, double h, double r, color c) {
    if (s->opacity <= 0) return;
    r = fmin(r, fmin(w, h) / 2);
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    if (r > 0) rounded_rect_path(cr, x, y, w, h, r);
    else rect_path(cr, x, y, w, h);
    source(cr, s, c);
    cairo_fill(cr);
    cairo_restore(cr);
}

/// The rectangle of MotionPath(rect:): four lines from the top-left corner, clockwise.
void rect_path(cairo_t *cr, double x, double y, double w, double h) {
    cairo_new_path(cr);
    cairo_move_to(cr, x, y);
    cairo_line_to(cr, x + w, y);
    cairo_line_to(cr, x + w, y + h);
    cairo_line_to(cr, x, y + h);
    cairo_close_path(cr);
}

void rounded_rect_path(cairo_t *cr, double x, double y, double w, double h, double r) {
    double half = M_PI / 2;
    cairo_new_path(cr);
    cairo_move_to(cr, x + r, y);
    cairo_arc(cr, x + w - r, y + r, r, -half, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, half);
    cairo_arc(cr, x + r, y + h - r, r, half, 2 * half);
    cairo_arc(cr, x + r, y + r, r, 2 * half, 3 * half);
    cairo_close_path(cr);
}

/// The ellipse of MotionPath(ellipseIn:): four cubic quarter arcs.
void ellipse_path(cairo_t *cr, double x, double y, double w, double h) {
    double k = 0.5522847498307936, cx = x + w / 2, cy = y + h / 2, rx = w / 2, ry = h / 2;
    cairo_new_path(cr);
    cairo_move_to(cr, cx + rx, cy);
    cairo_curve_to(cr, cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry);
    cairo_curve_to(cr, cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy);
    cairo_curve_to(cr, cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry);
    cairo_curve_to(cr, cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy);
    cairo_close_path(cr);
}

void stroke_current(cairo_t *cr, const state *s, color c, double width, const double *dash, int dashes) {
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_miter_limit(cr, 10);
    if (dashes > 0) cairo_set_dash(cr, dash, dashes, 0);
    source(cr, s, c);
    cairo_stroke(cr);
}

// MARK: - Text: laid out by Pango as MotionCanvas does (text.c)

static const int css_weights[WEIGHT_COUNT] = {500, 600, 700};

void load_fonts(void) {}

/// One line of text centred on (x, y): its advance width and the first font's line box.
void text_centered(cairo_t *cr, const state *s, const char *string, double x, double y, int weight,
                   double size, color c) {
    const cfloor_text *text = cfloor_line(string, css_weights[weight], size);
    if (s->opacity <= 0) return;
    double left = x - 0.5 * text->width;
    double baseline = y - 0.5 * (text->ascent + text->descent) + text->ascent;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    source(cr, s, c);
    cfloor_show(cr, text, left, baseline - text->first_baseline);
    cairo_restore(cr);
}

double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
