// The scenes the C floor draws, with the same numbers as their Swift twins: CoinsScene and
// BotsScene (Sources/MotionScenes) and the benchmark's busy frames (Sources/MotionBench/BusyScene.swift
// and LeaderboardScene.swift).
#include "floor.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
static asset *avatars[3];
/// Pieces by square index (rank * 8 + file) of the start position, file a = 0, rank 1 = 0.
static asset *start_pieces[64];
static asset *piece_assets[12];

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
        start_pieces[0 * 8 + file] = piece_assets[kind];
        start_pieces[1 * 8 + file] = piece_assets[5];
        start_pieces[6 * 8 + file] = piece_assets[6 + 5];
        start_pieces[7 * 8 + file] = piece_assets[6 + kind];
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
    image(cr, s, avatars[bot], -28, y + 12, 56, 56);
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


// MARK: - BusyScene (Sources/MotionBench/BusyScene.swift)

typedef struct {
    int from, to;
    double at;
} busy_move;

/// A Ruy Lopez, one move every 0.45 s (square = rank * 8 + file); castling moves king and rook at once.
static const busy_move busy_moves[] = {
    {12, 28, 0.30}, {52, 36, 0.75}, {6, 21, 1.20}, {57, 42, 1.65}, {5, 33, 2.10}, {48, 40, 2.55}, {33, 24, 3.00},
    {62, 45, 3.45}, {4, 6, 3.90},   {7, 5, 3.90},   {61, 52, 4.35}, {5, 4, 4.80},  {49, 33, 5.25},
};
static const int busy_move_count = sizeof busy_moves / sizeof busy_moves[0];

static void draw_busy(cairo_t *cr, state c, double t) {
    const double ox = 14, oy = 48, side = 25, flight = 1;
    asset *board[64];
    memcpy(board, start_pieces, sizeof board);
    int flying[16], flights = 0, played = 0;
    double last = -1;
    for (int i = 0; i < busy_move_count; i++) {
        const busy_move *m = &busy_moves[i];
        if (t < m->at) break;
        // A piece moving again ends its previous flight.
        int kept = 0;
        for (int j = 0; j < flights; j++) {
            if (busy_moves[flying[j]].to != m->from) flying[kept++] = flying[j];
        }
        flights = kept;
        board[m->to] = board[m->from];
        board[m->from] = NULL;
        if (t < m->at + flight) flying[flights++] = i;
        if (m->at != last) played++;
        last = m->at;
    }

    rect(cr, &c, ox, oy, 8 * side, 8 * side, palette.board_light);
    for (int square = 0; square < 64; square++) {
        int file = square % 8, rank = square / 8;
        if ((file + rank) % 2 == 0) rect(cr, &c, ox + file * side, oy + (7 - rank) * side, side, side, palette.board_dark);
    }
    for (int i = 0; i < busy_move_count && busy_moves[i].at <= t; i++) {
        if (busy_moves[i].at != last) continue;
        int squares[2] = {busy_moves[i].from, busy_moves[i].to};
        for (int j = 0; j < 2; j++) {
            rect(cr, &c, ox + squares[j] % 8 * side, oy + (7 - squares[j] / 8) * side, side, side, palette.board_highlight);
        }
    }
    // Pieces at rest, then the ones in flight in move order.
    for (int square = 0; square < 64; square++) {
        if (!board[square]) continue;
        int moving = 0;
        for (int j = 0; j < flights; j++) moving |= busy_moves[flying[j]].to == square;
        if (!moving) image(cr, &c, board[square], ox + square % 8 * side, oy + (7 - square / 8) * side, side, side);
    }
    for (int j = 0; j < flights; j++) {
        const busy_move *m = &busy_moves[flying[j]];
        double k = spring(t - m->at, 14);
        double file = m->from % 8 + (m->to % 8 - m->from % 8) * k, rank = m->from / 8 + (m->to / 8 - m->from / 8) * k;
        image(cr, &c, board[m->to], ox + file * side, oy + (7 - rank) * side, side, side);
    }

    char label[32];
    for (int i = 0; i < 8; i++) {
        snprintf(label, sizeof label, "%c", 'a' + i);
        text_centered(cr, &c, label, ox + (i + 0.5) * side, oy + 8 * side + 9, WEIGHT_MEDIUM, 8, palette.secondary_text);
        snprintf(label, sizeof label, "%d", i + 1);
        text_centered(cr, &c, label, ox - 7, oy + (7 - i + 0.5) * side, WEIGHT_MEDIUM, 8, palette.secondary_text);
    }
    snprintf(label, sizeof label, "Ruy Lopez, move %d", played);
    text_centered(cr, &c, label, ox + 4 * side, 26, WEIGHT_SEMIBOLD, 14, palette.text);

    // The coins scene at 0.6 of its size, its centre at (288, 128.4).
    state coins = c;
    translate(&coins, 180, 54);
    scale(&coins, 0.6, 0.6);
    draw_coins(cr, coins, t);
}

// MARK: - LeaderboardScene (Sources/MotionBench/LeaderboardScene.swift)

static const char *league_names[8] = {"Pip", "Sofía", "Viktor", "Ana", "Kenji", "Lena", "Omar", "Zoë"};
static const double league_scores[8] = {2480, 2315, 2190, 2055, 1930, 1870, 1745, 1620};

static void draw_leaderboard(cairo_t *cr, state c, double t) {
    text_centered(cr, &c, "Weekly league", 180, 26, WEIGHT_SEMIBOLD, 16, palette.text);
    text_centered(cr, &c, "Top players this week", 180, 46, WEIGHT_MEDIUM, 10.5, palette.secondary_text);
    char text[32];
    for (int i = 0; i < 8; i++) {
        double delay = 0.08 * i;
        state row = c;
        fade(&row, clamp01((t - delay) * 4));
        translate(&row, 40 * (1 - spring(t - delay, 12)), 0);
        double top = 64 + i * 26.0, middle = top + 11;
        fill_rounded_rect(cr, &row, 16, top, 328, 22, 8, palette.surface);
        snprintf(text, sizeof text, "#%d", i + 1);
        text_centered(cr, &row, text, 34, middle, WEIGHT_BOLD, 10, palette.secondary_text);
        image(cr, &row, avatars[i % 3], 46, middle - 9, 18, 18);
        text_centered(cr, &row, league_names[i], 100, middle, WEIGHT_MEDIUM, 11, palette.text);
        double progress = smooth(0.3 + 0.1 * i, 1.8 + 0.1 * i, t) * league_scores[i] / 2500;
        fill_rounded_rect(cr, &row, 150, middle - 3, 70, 6, 3, palette.ring);
        fill_rounded_rect(cr, &row, 150, middle - 3, 70 * progress, 6, 3, palette.accent);
        image(cr, &row, piece_assets[i % 12], 236, middle - 8, 16, 16);
        snprintf(text, sizeof text, "%d XP", (int)(league_scores[i] * smooth(0.3, 2.5, t)));
        text_centered(cr, &row, text, 296, middle, WEIGHT_SEMIBOLD, 11, palette.accent);
    }
}

// MARK: - Frames

/// Background, box transform (the box scaled by `k`), then the scene at `t`.
void draw_frame(cairo_surface_t *surface, scene which, double t, double k) {
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgba(cr, palette.background.r, palette.background.g, palette.background.b, palette.background.a);
    cairo_paint(cr);
    state s = {{k, 0, 0, k, 0, 0}, 1};
    switch (which) {
    case COINS: draw_coins(cr, s, t); break;
    case BOTS: draw_bots(cr, s, t); break;
    case BUSY: draw_busy(cr, s, t); break;
    case LEADERBOARD: draw_leaderboard(cr, s, t); break;
    case LEVEL_UP: draw_level_up(cr, s, t); break;
    }
    cairo_show_page(cr);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cfloor-bench: %s\n", cairo_status_to_string(cairo_status(cr)));
        exit(1);
    }
    cairo_destroy(cr);
}

scene parse_scene(const char *name) {
    if (strcmp(name, "coins") == 0) return COINS;
    static const struct { const char *name; scene which; } with_pieces[] = {{"bots", BOTS}, {"busy", BUSY}, {"leaderboard", LEADERBOARD}};
    for (size_t i = 0; i < sizeof with_pieces / sizeof with_pieces[0]; i++) {
        if (strcmp(name, with_pieces[i].name) == 0) {
            load_bots_assets();
            return with_pieces[i].which;
        }
    }
    if (strcmp(name, "level-up") == 0) {
        load_level_up_assets();
        return LEVEL_UP;
    }
    fprintf(stderr, "cfloor-bench: unknown scene '%s' (coins, bots, busy, leaderboard or level-up)\n", name);
    exit(64);
}
