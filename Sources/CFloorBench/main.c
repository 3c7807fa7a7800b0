// cfloor-bench: the C floor of `make bench`.
//
// Draws the same frames as the Swift scenes (CoinsScene at any time, BotsScene at any time) with
// direct cairo, librsvg and fontconfig calls, the way a careful C program would: pieces and
// avatars parsed once and replayed from recording surfaces, one image reused across frames,
// font faces made once. The Swift benchmark runs it as a child process and reads its timings.
//
// Usage: cfloor-bench [--resources DIR] CASE ARGS...
//   draw SCENE T SCALE RUNS REPEAT    RUNS lines "seconds S": the mean of REPEAT draws into one image
//   png-sequence DIR FRAMES SCALE RUNS  coins at i/30 s, written with cairo's PNG writer, one core;
//                                     RUNS lines "seconds S", then "bytes N" (total size of one run)
//   pdf-sequence FRAMES RUNS          one FRAMES-page PDF of coins, kept in memory; "seconds S", "bytes N"
//   svg-sequence FRAMES RUNS          FRAMES SVG documents of coins, each kept in memory in turn;
//                                     "seconds S", "bytes N" (the documents' total size)
//   write SCENE T SCALE FILE          one frame as PNG, to compare with the Swift renderer's pixels
//   coach-draw, coach-write           the coach scene (coach.c)
// SCENE is coins or bots. Exit status 0, or 1 with a message on stderr.
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// MARK: - Curves (Sources/MotionCore/Motion.swift)

static double clamp01(double v) { return fmin(1, fmax(0, v)); }
static double lerp(double a, double b, double k) { return a + (b - a) * k; }
static double smooth(double a, double b, double x) {
    double u = clamp01((x - a) / (b - a));
    return u * u * (3 - 2 * u);
}
static double spring(double x, double w) {
    if (!(x > 0)) return 0;
    double z = 0.78, wd = w * sqrt(1 - z * z), e = exp(-z * w * x);
    return 1 - e * (cos(wd * x) + (z * w / wd) * sin(wd * x));
}
static double bump(double t, double c, double len, double w) { return spring(t - c, w) - spring(t - c - len, w); }

// MARK: - Colours (Resources/palettes.json, light; Resources/board-themes.json, green)

typedef struct { double r, g, b, a; } color;

static color hex(const char *text) {
    unsigned v[4] = {0, 0, 0, 255};
    sscanf(text + 1, "%2x%2x%2x%2x", &v[0], &v[1], &v[2], &v[3]);
    return (color){v[0] / 255.0, v[1] / 255.0, v[2] / 255.0, v[3] / 255.0};
}
static color mix(color a, color b, double k) {
    return (color){lerp(a.r, b.r, k), lerp(a.g, b.g, k), lerp(a.b, b.b, k), lerp(a.a, b.a, k)};
}
static const color white = {1, 1, 1, 1}, black = {0, 0, 0, 1};

static struct {
    color background, surface, text, secondary_text, accent, gold, spark, ring, shadow;
    color board_light, board_dark, board_highlight;
} palette;

static void load_palette(void) {
    palette.background = hex("#F7F5F0");
    palette.surface = hex("#FFFFFF");
    palette.text = hex("#1F2330");
    palette.secondary_text = hex("#6B7080");
    palette.accent = hex("#3A7BF2");
    palette.gold = hex("#E8A93A");
    palette.spark = hex("#FFC94D");
    palette.ring = hex("#D9DCE4");
    palette.shadow = hex("#1F233022");
    palette.board_light = hex("#EBECD0");
    palette.board_dark = hex("#739552");
    palette.board_highlight = hex("#F5F16A8C");
}

// MARK: - Drawing state: a transform and an opacity, applied around each shape

typedef struct {
    cairo_matrix_t m;
    double opacity;
} state;

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
static void translate(state *s, double x, double y) { prepend(s, 1, 0, 0, 1, x, y); }
static void scale(state *s, double x, double y) { prepend(s, x, 0, 0, y, 0, 0); }
static void fade(state *s, double amount) { s->opacity *= clamp01(amount); }

static void source(cairo_t *cr, const state *s, color c) {
    cairo_set_source_rgba(cr, clamp01(c.r), clamp01(c.g), clamp01(c.b), clamp01(c.a) * s->opacity);
}

static void circle(cairo_t *cr, const state *s, double x, double y, double radius, color c) {
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

static void rect(cairo_t *cr, const state *s, double x, double y, double w, double h, color c) {
    if (s->opacity <= 0) return;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    cairo_new_path(cr);
    cairo_move_to(cr, x, y);
    cairo_line_to(cr, x + w, y);
    cairo_line_to(cr, x + w, y + h);
    cairo_line_to(cr, x, y + h);
    cairo_close_path(cr);
    source(cr, s, c);
    cairo_fill(cr);
    cairo_restore(cr);
}

static void rounded_rect_path(cairo_t *cr, double x, double y, double w, double h, double r) {
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
static void ellipse_path(cairo_t *cr, double x, double y, double w, double h) {
    double k = 0.5522847498307936, cx = x + w / 2, cy = y + h / 2, rx = w / 2, ry = h / 2;
    cairo_new_path(cr);
    cairo_move_to(cr, cx + rx, cy);
    cairo_curve_to(cr, cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry);
    cairo_curve_to(cr, cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy);
    cairo_curve_to(cr, cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry);
    cairo_curve_to(cr, cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy);
    cairo_close_path(cr);
}

static void stroke_current(cairo_t *cr, const state *s, color c, double width, const double *dash, int dashes) {
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_miter_limit(cr, 10);
    if (dashes > 0) cairo_set_dash(cr, dash, dashes, 0);
    source(cr, s, c);
    cairo_stroke(cr);
}

// MARK: - Text: fontconfig selects the family by name and weight, as FontLibrary does

enum { WEIGHT_MEDIUM, WEIGHT_SEMIBOLD, WEIGHT_BOLD, WEIGHT_COUNT };
static cairo_font_face_t *faces[WEIGHT_COUNT];
static cairo_font_options_t *font_options;

static cairo_font_face_t *make_face(int css_weight) {
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)"Inter");
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(css_weight));
    FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    FcPattern *matched = FcFontMatch(NULL, pattern, &result);
    FcPatternDestroy(pattern);
    if (!matched) {
        fprintf(stderr, "cfloor-bench: fontconfig found no font\n");
        exit(1);
    }
    cairo_font_face_t *face = cairo_ft_font_face_create_for_pattern(matched);
    FcPatternDestroy(matched);
    return face;
}

static void load_fonts(void) {
    faces[WEIGHT_MEDIUM] = make_face(500);
    faces[WEIGHT_SEMIBOLD] = make_face(600);
    faces[WEIGHT_BOLD] = make_face(700);
    font_options = cairo_font_options_create();
    cairo_font_options_set_hint_style(font_options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(font_options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(font_options, CAIRO_ANTIALIAS_GRAY);
}

static void select_font(cairo_t *cr, int weight, double size) {
    cairo_set_font_face(cr, faces[weight]);
    cairo_set_font_size(cr, size);
    cairo_set_font_options(cr, font_options);
}

/// One line of text centred on (x, y): its advance width and the font's line box.
static void text_centered(cairo_t *cr, const state *s, const char *string, double x, double y, int weight,
                          double size, color c) {
    cairo_text_extents_t extents;
    cairo_font_extents_t line;
    cairo_save(cr);
    cairo_identity_matrix(cr);
    select_font(cr, weight, size);
    cairo_text_extents(cr, string, &extents);
    cairo_font_extents(cr, &line);
    cairo_restore(cr);
    if (s->opacity <= 0) return;
    double left = x - 0.5 * extents.x_advance;
    double baseline = y - 0.5 * (line.ascent + line.descent) + line.ascent;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    select_font(cr, weight, size);
    cairo_move_to(cr, left, baseline);
    source(cr, s, c);
    cairo_show_text(cr, string);
    cairo_restore(cr);
}

// MARK: - SVG assets, parsed once into recording surfaces

typedef struct {
    cairo_surface_t *recording;
    double width, height;
} asset;

static const char *resources = "Resources";

static asset load_asset(const char *relative) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", resources, relative);
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_file(path, &error);
    if (!handle) {
        fprintf(stderr, "cfloor-bench: %s: %s\n", path, error ? error->message : "cannot be parsed");
        exit(1);
    }
    asset a = {NULL, 0, 0};
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &a.width, &a.height)) {
        gboolean has_view_box = FALSE;
        RsvgRectangle view_box;
        rsvg_handle_get_intrinsic_dimensions(handle, NULL, NULL, NULL, NULL, &has_view_box, &view_box);
        a.width = view_box.width;
        a.height = view_box.height;
    }
    cairo_rectangle_t extents = {0, 0, a.width, a.height};
    a.recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents);
    cairo_t *cr = cairo_create(a.recording);
    RsvgRectangle viewport = {0, 0, a.width, a.height};
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
        fprintf(stderr, "cfloor-bench: %s: %s\n", path, error ? error->message : "cannot be drawn");
        exit(1);
    }
    cairo_destroy(cr);
    g_object_unref(handle);
    return a;
}

static void image(cairo_t *cr, const state *s, const asset *a, double x, double y, double w, double h) {
    if (s->opacity <= 0) return;
    cairo_save(cr);
    cairo_set_matrix(cr, &s->m);
    cairo_translate(cr, x, y);
    cairo_scale(cr, w / a->width, h / a->height);
    cairo_set_source_surface(cr, a->recording, 0, 0);
    cairo_paint_with_alpha(cr, s->opacity);
    cairo_restore(cr);
}

// MARK: - CoinsScene (Sources/MotionScenes/CoinsScene.swift)

static void draw_badge(cairo_t *cr, const state *s) {
    color gold = palette.gold;
    circle(cr, s, 0, 0, 56, gold);
    circle(cr, s, 0, 0, 46, mix(gold, white, 0.3));
    if (s->opacity > 0) {
        cairo_save(cr);
        cairo_set_matrix(cr, &s->m);
        ellipse_path(cr, -40, -40, 80, 80);
        stroke_current(cr, s, mix(gold, black, 0.15), 2, NULL, 0);
        cairo_restore(cr);
        cairo_save(cr);
        cairo_set_matrix(cr, &s->m);
        cairo_new_path(cr);
        for (int i = 0; i < 10; i++) {
            double a = -M_PI / 2 + i * M_PI / 5, radius = i % 2 == 0 ? 26.0 : 11.0;
            if (i == 0) cairo_move_to(cr, radius * cos(a), radius * sin(a));
            else cairo_line_to(cr, radius * cos(a), radius * sin(a));
        }
        cairo_close_path(cr);
        source(cr, s, mix(gold, black, 0.2));
        cairo_fill(cr);
        cairo_restore(cr);
    }
}

static void draw_coins(cairo_t *cr, state c, double t) {
    const double cx = 180, cy = 124, r = 88, forge = 2.75;
    color accent = palette.accent;
    fade(&c, smooth(0, 0.25, t) * (1 - smooth(5.4, 5.9, t)));
    double melt = smooth(forge, forge + 0.3, t);

    state ring = c;
    fade(&ring, smooth(0.1, 0.5, t) * (1 - melt));
    if (ring.opacity > 0) {
        static const double dash[] = {3, 5};
        cairo_save(cr);
        cairo_set_matrix(cr, &ring.m);
        ellipse_path(cr, cx - r, cy - r, 2 * r, 2 * r);
        stroke_current(cr, &ring, palette.ring, 2, dash, 2);
        cairo_restore(cr);
    }

    for (int i = 0; i < 10; i++) {
        double a = -M_PI / 2 + i * 2 * M_PI / 10;
        double px = cx + r * cos(a), py = cy + r * sin(a);
        double ti = 0.35 + i * 0.2, k = spring(t - ti, 16);
        if (!(t > ti)) continue;
        state coin = c;
        fade(&coin, clamp01((t - ti) * 6) * (1 - melt));
        double pull = smooth(forge - 0.1, forge + 0.3, t);
        double x = lerp(px, cx, pull), y = lerp(lerp(py - 64, py, k), cy, pull);
        circle(cr, &coin, x, y, 10.5, accent);
        circle(cr, &coin, x, y, 6.5, mix(accent, white, 0.35));
    }

    double flip = spring(t - forge - 0.1, 9);
    if (flip > 0) {
        state badge = c;
        fade(&badge, clamp01((t - forge - 0.1) * 5));
        translate(&badge, cx, cy);
        double pop = 1 + 0.12 * bump(t, forge + 0.1, 0.18, 24);
        scale(&badge, cos((1 - flip) * M_PI / 2) * pop, pop);
        draw_badge(cr, &badge);
    }

    for (int i = 0; i < 12; i++) {
        double start = forge + 0.25 + (i % 3) * 0.04;
        double life = clamp01((t - start) / 0.7);
        if (!(life > 0 && life < 1)) continue;
        double a = i * 2 * M_PI / 12 + 0.2, d = 52 + 46 * spring(t - start, 10);
        state spark = c;
        fade(&spark, 1 - life);
        circle(cr, &spark, cx + d * cos(a), cy + d * sin(a), 2.6 * (1 - life) + 0.8, palette.spark);
    }

    int collected = 0;
    for (int i = 0; i < 10; i++) collected += t > 0.35 + i * 0.2 + 0.12;
    state label = c;
    fade(&label, smooth(0.2, 0.5, t));
    char text[64];
    if (t < forge + 0.3) {
        fade(&label, 1 - smooth(forge, forge + 0.3, t));
        snprintf(text, sizeof text, "%d / 10 coins", collected);
    } else {
        fade(&label, smooth(forge + 0.3, forge + 0.6, t));
        snprintf(text, sizeof text, "First badge forged");
    }
    text_centered(cr, &label, text, cx, 252, WEIGHT_SEMIBOLD, 15, palette.text);
}

// MARK: - BotsScene (Sources/MotionScenes/BotsScene.swift) with playBoard (Sources/MotionChess)

static const char *bot_names[3] = {"Pip", "Sofía", "Viktor"};
static const char *bot_levels[3] = {"Beginner", "Intermediate", "Master"};
static const double card_x[3] = {70, 180, 290};
static asset avatars[3];
/// Pieces by square index (rank * 8 + file) of the start position, file a = 0, rank 1 = 0.
static asset *start_pieces[64];
static asset piece_assets[12];

static void load_bots_assets(void) {
    static const char *bots[3] = {"pip", "sofia", "viktor"};
    char path[256];
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "avatars/illustrated/%s.svg", bots[i]);
        avatars[i] = load_asset(path);
    }
    static const char kinds[] = "KQRBNP";
    for (int i = 0; i < 12; i++) {
        snprintf(path, sizeof path, "pieces/classic/%c%c.svg", i < 6 ? 'w' : 'b', kinds[i % 6]);
        piece_assets[i] = load_asset(path);
    }
    static const char back_rank[8] = {'R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'};
    for (int file = 0; file < 8; file++) {
        int kind = (int)(strchr(kinds, back_rank[file]) - kinds);
        start_pieces[0 * 8 + file] = &piece_assets[kind];
        start_pieces[1 * 8 + file] = &piece_assets[5];
        start_pieces[6 * 8 + file] = &piece_assets[6 + 5];
        start_pieces[7 * 8 + file] = &piece_assets[6 + kind];
    }
}

static void draw_card(cairo_t *cr, const state *s, int bot, double picked) {
    const double w = 100, h = 136, x = -w / 2, y = -h / 2;
    if (s->opacity > 0) {
        cairo_save(cr);
        cairo_set_matrix(cr, &s->m);
        rounded_rect_path(cr, x, y + 2, w, h, 16);
        source(cr, s, palette.shadow);
        cairo_fill(cr);
        cairo_restore(cr);
        cairo_save(cr);
        cairo_set_matrix(cr, &s->m);
        rounded_rect_path(cr, x, y, w, h, 16);
        source(cr, s, palette.surface);
        cairo_fill(cr);
        cairo_restore(cr);
    }
    if (picked > 0) {
        state ring = *s;
        fade(&ring, picked);
        if (ring.opacity > 0) {
            cairo_save(cr);
            cairo_set_matrix(cr, &ring.m);
            rounded_rect_path(cr, x - 1.5, y - 1.5, w + 3, h + 3, 17.5);
            stroke_current(cr, &ring, palette.accent, 3, NULL, 0);
            cairo_restore(cr);
        }
    }
    image(cr, s, &avatars[bot], -28, y + 12, 56, 56);
    text_centered(cr, s, bot_names[bot], 0, y + 84, WEIGHT_BOLD, 15, palette.text);
    text_centered(cr, s, bot_levels[bot], 0, y + 104, WEIGHT_MEDIUM, 10.5, palette.secondary_text);
    color off = palette.secondary_text;
    off.a *= 0.3;
    for (int i = 0; i < 3; i++) circle(cr, s, (i - 1) * 10, y + 121, 3, i < bot + 1 ? palette.accent : off);
}

static void draw_board(cairo_t *cr, const state *s, double t) {
    const double ox = 132, oy = 40, side = 25;
    // The two moves of the scene: e2-e4 at 2.75 s, e7-e5 at 3.65 s (square = rank * 8 + file).
    static const int from[2] = {1 * 8 + 4, 6 * 8 + 4}, to[2] = {3 * 8 + 4, 4 * 8 + 4};
    static const double at[2] = {2.75, 3.65};
    rect(cr, s, ox, oy, 8 * side, 8 * side, palette.board_light);
    for (int square = 0; square < 64; square++) {
        int file = square % 8, rank = square / 8;
        if ((file + rank) % 2 == 0) rect(cr, s, ox + file * side, oy + (7 - rank) * side, side, side, palette.board_dark);
    }
    int last = t >= at[1] ? 1 : t >= at[0] ? 0 : -1;
    if (last >= 0) {
        int squares[2] = {from[last], to[last]};
        for (int i = 0; i < 2; i++) {
            rect(cr, s, ox + squares[i] % 8 * side, oy + (7 - squares[i] / 8) * side, side, side, palette.board_highlight);
        }
    }
    // Pieces that have not moved, then the moved pawns in move order.
    for (int square = 0; square < 64; square++) {
        if (!start_pieces[square] || square == from[0] || square == from[1]) continue;
        image(cr, s, start_pieces[square], ox + square % 8 * side, oy + (7 - square / 8) * side, side, side);
    }
    for (int i = 0; i < 2; i++) {
        double k = spring(t - at[i], 14);
        double file = from[i] % 8 + (to[i] % 8 - from[i] % 8) * k, rank = from[i] / 8 + (to[i] / 8 - from[i] / 8) * k;
        image(cr, s, start_pieces[from[i]], ox + file * side, oy + (7 - rank) * side, side, side);
    }
}

static void draw_bots(cairo_t *cr, state c, double t) {
    const double select = 1.35, move = 2.0, board_in = 2.15;
    fade(&c, smooth(0, 0.2, t) * (1 - smooth(5.45, 5.95, t)));
    double leave = smooth(select + 0.3, select + 0.75, t);
    for (int i = 0; i < 3; i++) {
        double enter = spring(t - 0.1 - i * 0.15, 12);
        if (!(enter > 0)) continue;
        state card = c;
        fade(&card, clamp01(enter * 1.5));
        double x = card_x[i], y = 140 + 24 * (1 - enter);
        int sofia = i == 1;
        if (sofia) {
            x = lerp(card_x[1], 62, spring(t - move, 9));
        } else {
            fade(&card, 1 - leave);
            y += 30 * leave;
        }
        double picked = sofia ? smooth(select - 0.05, select + 0.15, t) : 0;
        double pop = sofia ? 1 + 0.08 * bump(t, select, 0.16, 26) : 1;
        translate(&card, x, y);
        scale(&card, pop, pop);
        draw_card(cr, &card, i, picked);
    }
    double bk = spring(t - board_in, 12);
    if (bk > 0) {
        state table = c;
        fade(&table, bk * 1.3);
        translate(&table, 0, 14 * (1 - bk));
        draw_board(cr, &table, t);
    }
    state caption = c;
    fade(&caption, smooth(3.75, 4.05, t));
    text_centered(cr, &caption, "Your move", 62, 232, WEIGHT_SEMIBOLD, 12, palette.secondary_text);
}

// MARK: - Frames

typedef enum { COINS, BOTS } scene;

/// Background, box transform (the box scaled by `k`), then the scene at `t`.
static void draw_frame(cairo_surface_t *surface, scene which, double t, double k) {
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgba(cr, palette.background.r, palette.background.g, palette.background.b, palette.background.a);
    cairo_paint(cr);
    state s = {{k, 0, 0, k, 0, 0}, 1};
    if (which == COINS) draw_coins(cr, s, t); else draw_bots(cr, s, t);
    cairo_show_page(cr);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cfloor-bench: %s\n", cairo_status_to_string(cairo_status(cr)));
        exit(1);
    }
    cairo_destroy(cr);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/// A document's bytes in memory, as the Swift renderer returns them (its buffer is reused).
typedef struct {
    unsigned char *bytes;
    size_t length, capacity;
} buffer;

static cairo_status_t append_bytes(void *closure, const unsigned char *data, unsigned int length) {
    buffer *b = closure;
    if (b->length + length > b->capacity) {
        b->capacity = (b->length + length) * 2;
        b->bytes = realloc(b->bytes, b->capacity);
        if (!b->bytes) return CAIRO_STATUS_NO_MEMORY;
    }
    memcpy(b->bytes + b->length, data, length);
    b->length += length;
    return CAIRO_STATUS_SUCCESS;
}

static scene parse_scene(const char *name) {
    if (strcmp(name, "coins") == 0) return COINS;
    if (strcmp(name, "bots") == 0) {
        load_bots_assets();
        return BOTS;
    }
    fprintf(stderr, "cfloor-bench: unknown scene '%s' (coins or bots)\n", name);
    exit(64);
}

static cairo_surface_t *image_surface(double k) {
    return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)lround(360 * k), (int)lround(280 * k));
}

/// The coach scene's commands (coach.c); -1 for any other command.
int coach_main(const char *resources, const char *command, char **args, int count);

static int usage(void) {
    fprintf(stderr, "usage: cfloor-bench [--resources DIR] draw|png-sequence|pdf-sequence|svg-sequence|write ARGS...\n");
    return 64;
}

int main(int argc, char **argv) {
    int first = 1;
    if (argc > 2 && strcmp(argv[1], "--resources") == 0) {
        resources = argv[2];
        first = 3;
    }
    if (argc <= first) return usage();
    const char *name = argv[first];
    char **args = argv + first + 1;
    int count = argc - first - 1;
    int coach = coach_main(resources, name, args, count);
    if (coach >= 0) return coach;
    load_palette();
    load_fonts();

    if (strcmp(name, "draw") == 0 && count == 5) {
        scene which = parse_scene(args[0]);
        double t = atof(args[1]), k = atof(args[2]);
        int runs = atoi(args[3]), repeat = atoi(args[4]);
        cairo_surface_t *surface = image_surface(k);
        draw_frame(surface, which, t, k);
        for (int run = 0; run < runs; run++) {
            double start = now();
            for (int i = 0; i < repeat; i++) draw_frame(surface, which, t, k);
            cairo_surface_flush(surface);
            printf("seconds %.9f\n", (now() - start) / repeat);
        }
        cairo_surface_destroy(surface);
    } else if (strcmp(name, "png-sequence") == 0 && count == 4) {
        const char *folder = args[0];
        int frames = atoi(args[1]), runs = atoi(args[3]);
        double k = atof(args[2]);
        size_t total = 0;
        char path[4096];
        cairo_surface_t *surface = image_surface(k);
        for (int run = 0; run < runs; run++) {
            double start = now();
            total = 0;
            for (int i = 0; i < frames; i++) {
                draw_frame(surface, COINS, i / 30.0, k);
                snprintf(path, sizeof path, "%s/frame-%05d.png", folder, i);
                if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) {
                    fprintf(stderr, "cfloor-bench: cannot write %s\n", path);
                    return 1;
                }
                FILE *file = fopen(path, "rb");
                fseek(file, 0, SEEK_END);
                total += (size_t)ftell(file);
                fclose(file);
            }
            printf("seconds %.9f\n", now() - start);
        }
        printf("bytes %zu\n", total);
        cairo_surface_destroy(surface);
    } else if (strcmp(name, "pdf-sequence") == 0 && count == 2) {
        int frames = atoi(args[0]), runs = atoi(args[1]);
        buffer output = {NULL, 0, 0};
        for (int run = 0; run < runs; run++) {
            output.length = 0;
            double start = now();
            cairo_surface_t *pdf = cairo_pdf_surface_create_for_stream(append_bytes, &output, 360, 280);
            cairo_pdf_surface_set_metadata(pdf, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z");
            for (int i = 0; i < frames; i++) draw_frame(pdf, COINS, i / 30.0, 1);
            cairo_surface_finish(pdf);
            cairo_surface_destroy(pdf);
            printf("seconds %.9f\n", now() - start);
        }
        printf("bytes %zu\n", output.length);
        free(output.bytes);
    } else if (strcmp(name, "svg-sequence") == 0 && count == 2) {
        int frames = atoi(args[0]), runs = atoi(args[1]);
        size_t total = 0;
        buffer output = {NULL, 0, 0};
        for (int run = 0; run < runs; run++) {
            total = 0;
            double start = now();
            for (int i = 0; i < frames; i++) {
                output.length = 0;
                cairo_surface_t *svg = cairo_svg_surface_create_for_stream(append_bytes, &output, 360, 280);
                cairo_svg_surface_set_document_unit(svg, CAIRO_SVG_UNIT_PX);
                draw_frame(svg, COINS, i / 30.0, 1);
                cairo_surface_finish(svg);
                cairo_surface_destroy(svg);
                total += output.length;
            }
            printf("seconds %.9f\n", now() - start);
        }
        printf("bytes %zu\n", total);
        free(output.bytes);
    } else if (strcmp(name, "write") == 0 && count == 4) {
        scene which = parse_scene(args[0]);
        double k = atof(args[2]);
        cairo_surface_t *surface = image_surface(k);
        draw_frame(surface, which, atof(args[1]), k);
        if (cairo_surface_write_to_png(surface, args[3]) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "cfloor-bench: cannot write %s\n", args[3]);
            return 1;
        }
        cairo_surface_destroy(surface);
    } else {
        return usage();
    }
    return 0;
}
