// The example package's scene (Examples/MyScenes/Sources/MyScenes/LevelUpScene.swift) with its
// default props, in C: the floor `make bench` holds a user's own tool (`my-motion`) to.
#include "floor.h"
#include "text.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const double level_up = 2.1, fill_start = 0.6, fill_end = 2.0, exit_start = 4.4;
static const double center_x = 180, center_y = 112;
static asset *trophy;
const char *example_resources = "Examples/MyScenes/Sources/MyScenes/Resources";

void load_level_up_assets(void) {
    // The trophy is the example package's own resource, not MotionKit's.
    char path[4096], absolute[4096];
    snprintf(path, sizeof path, "%s/trophy.svg", example_resources);
    if (!realpath(path, absolute)) {
        fprintf(stderr, "cfloor-bench: %s: no such file (give the example's resources with --example-resources DIR)\n", path);
        exit(1);
    }
    trophy = load_asset(absolute);
}

/// Starts a shape: nothing when `s` is invisible, else the matrix of `s` set (cairo_save'd; the
/// shape ends with cairo_restore).
static int begin(cairo_t *cr, const state *s) {
    if (s->opacity <= 0) return 0;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    return 1;
}

static void draw_title(cairo_t *cr, const state *c, double t) {
    state old = *c;
    fade(&old, 1 - smooth(level_up - 0.1, level_up + 0.1, t));
    text_centered(cr, &old, "Level 4", 180, 40, WEIGHT_SEMIBOLD, 18, palette.secondary_text);
    state new = *c;
    fade(&new, smooth(level_up, level_up + 0.25, t));
    double pop = 1 + 0.18 * bump(t, level_up, 0.16, 24);
    translate(&new, 180, 40);
    scale(&new, pop, pop);
    text_centered(cr, &new, "Level 5", 0, 0, WEIGHT_SEMIBOLD, 18, palette.text);
}

static void draw_badge(cairo_t *cr, const state *c, double t) {
    double size = 1 - smooth(level_up - 0.1, level_up + 0.15, t);
    if (!(size > 0)) return;
    state badge = *c;
    translate(&badge, center_x, center_y);
    scale(&badge, size, size);
    circle(cr, &badge, 0, 0, 38, palette.accent);
    circle(cr, &badge, 0, 0, 31, mix(palette.accent, white, 0.2));
    text_centered(cr, &badge, "4", 0, 0, WEIGHT_BOLD, 34, white);
}

static void draw_star_burst(cairo_t *cr, const state *c, double t) {
    double open = spring(t - level_up - 0.05, 8);
    if (!(open > 0)) return;
    state burst = *c;
    fade(&burst, 0.55);
    translate(&burst, center_x, center_y);
    rotate(&burst, 0.35 * (t - level_up));
    scale(&burst, open, open);
    if (!begin(cr, &burst)) return;
    cairo_new_path(cr);
    for (int i = 0; i < 24; i++) {
        double a = i * M_PI / 12, r = i % 2 == 0 ? 58.0 : 44.0;
        if (i == 0) cairo_move_to(cr, r * cos(a), r * sin(a));
        else cairo_line_to(cr, r * cos(a), r * sin(a));
    }
    cairo_close_path(cr);
    source(cr, &burst, palette.spark);
    cairo_fill(cr);
    cairo_restore(cr);
}

static void draw_sparks(cairo_t *cr, const state *c, double t) {
    for (int i = 0; i < 10; i++) {
        double start = level_up + 0.1 + (i % 2) * 0.05;
        double life = clamp01((t - start) / 0.8);
        if (!(life > 0 && life < 1)) continue;
        double a = i * 2 * M_PI / 10 + 0.3, d = 48 + 44 * spring(t - start, 9);
        state spark = *c;
        fade(&spark, 1 - life);
        circle(cr, &spark, center_x + d * cos(a), center_y + d * sin(a), 3 * (1 - life) + 0.8, palette.gold);
    }
}

static void draw_trophy(cairo_t *cr, const state *c, double t) {
    double grow = spring(t - level_up, 10);
    if (!(grow > 0)) return;
    state cup = *c;
    translate(&cup, center_x, center_y);
    rotate(&cup, 0.3 * (1 - spring(t - level_up, 6)));
    scale(&cup, grow, grow);
    image(cr, &cup, trophy, -36, -38, 72, 72);
}

static void draw_chevrons(cairo_t *cr, const state *c, double t) {
    double rise = smooth(level_up + 0.05, level_up + 0.9, t);
    if (!(rise > 0 && rise < 1)) return;
    state arrows = *c;
    fade(&arrows, sin(rise * M_PI));
    if (!begin(cr, &arrows)) return;
    cairo_new_path(cr);
    static const double xs[2] = {116, 244};
    for (int i = 0; i < 2; i++) {
        for (int step = 0; step < 2; step++) {
            double x = xs[i], y = 146 - 36 * rise + step * 9;
            cairo_move_to(cr, x - 8, y + 5);
            cairo_line_to(cr, x, y - 3);
            cairo_line_to(cr, x + 8, y + 5);
        }
    }
    cairo_set_line_width(cr, 3);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_miter_limit(cr, 10);
    source(cr, &arrows, palette.success);
    cairo_stroke(cr);
    cairo_restore(cr);
}

static void draw_pill(cairo_t *cr, const state *c, double t) {
    double k = spring(t - level_up - 0.35, 12);
    if (!(k > 0)) return;
    const char *label = "LEVEL UP";
    double width = cfloor_line(label, 700, 12)->width + 24, height = 22;
    state pill = *c;
    fade(&pill, k * 1.5);
    translate(&pill, 180, 174);
    scale(&pill, k, k);
    fill_rounded_rect(cr, &pill, -width / 2, -height / 2, width, height, height / 2, palette.success);
    text_centered(cr, &pill, label, 0, 0, WEIGHT_BOLD, 12, white);
}

static void draw_bar(cairo_t *cr, const state *c, double t) {
    double fill = smooth(fill_start, fill_end, t), xp = lerp(120, 300, fill);
    const double x = 100, y = 204, w = 160, h = 10, r = h / 2;
    fill_rounded_rect(cr, c, x, y, w, h, r, palette.ring);
    color level = mix(palette.accent, palette.success, smooth(fill_end, fill_end + 0.3, t));
    cairo_save(cr);
    cairo_set_matrix(cr, &c->m);
    rounded_rect_path(cr, x, y, w, h, r);
    cairo_clip(cr);
    rect(cr, c, x, y, w * xp / 300, h, level);
    cairo_restore(cr);
    char text[32];
    snprintf(text, sizeof text, "%d / 300 XP", (int)round(xp));
    text_centered(cr, c, text, 180, 232, WEIGHT_MEDIUM, 13, palette.secondary_text);
}

void draw_level_up(cairo_t *cr, state c, double t) {
    fade(&c, smooth(0, 0.3, t) * (1 - smooth(exit_start, exit_start + 0.5, t)));
    state card = c;
    translate(&card, 0, 26 * (1 - spring(t, 11)));
    fill_rounded_rect(cr, &card, 70, 19, 220, 248, 20, palette.shadow);
    fill_rounded_rect(cr, &card, 70, 16, 220, 248, 20, palette.surface);
    draw_title(cr, &card, t);
    draw_badge(cr, &card, t);
    draw_star_burst(cr, &card, t);
    draw_sparks(cr, &card, t);
    draw_trophy(cr, &card, t);
    draw_chevrons(cr, &card, t);
    draw_pill(cr, &card, t);
    draw_bar(cr, &card, t);
}
