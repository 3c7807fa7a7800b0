// The C floor's text: the same Pango calls as MotionCanvas's TextEngine and TextLayout.
#include "text.h"
#include <pango/pangofc-font.h>
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *families = "Inter,Noto Sans,Noto Sans Arabic,Noto Sans Hebrew,Noto Sans Devanagari,Noto Sans Thai,"
                              "Noto Sans CJK JP,Noto Sans CJK KR,Noto Sans CJK SC,Noto Sans CJK TC,Noto Sans CJK HK";
static PangoContext *context;

static PangoContext *shared_context(void) {
    if (context) return context;
    PangoFontMap *map = pango_cairo_font_map_new();
    context = pango_font_map_create_context(map);
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR);
    pango_context_set_round_glyph_positions(context, FALSE);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    return context;
}

static double points(int units) { return units / (double)PANGO_SCALE; }

/// Lays `string` out as TextLayout does: family list, size, weight, language, wrapping, the
/// missing-glyph scan over every run, extents, and the first font's metrics and OS/2 em box.
static cfloor_text lay_out(const char *string, int css_weight, double size, double width) {
    PangoLayout *layout = pango_layout_new(shared_context());
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, families);
    pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
    pango_font_description_set_weight(description, (PangoWeight)css_weight);
    pango_font_description_set_style(description, PANGO_STYLE_NORMAL);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string("en")));
    pango_layout_set_text(layout, string, (int)strlen(string));
    pango_layout_set_font_description(layout, description);
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_width(layout, width > 0 ? (int)(width * PANGO_SCALE + 0.5) : -1);
    pango_layout_set_spacing(layout, 0);
    pango_layout_set_auto_dir(layout, TRUE);
    pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT);

    int missing = 0;
    PangoLayoutIter *iterator = pango_layout_get_iter(layout);
    do {
        PangoRectangle ink, logical;
        pango_layout_iter_get_line_extents(iterator, &ink, &logical);
        (void)pango_layout_iter_get_baseline(iterator);
        PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iterator);
        for (GSList *run = line->runs; run; run = run->next) {
            PangoGlyphString *glyphs = ((PangoGlyphItem *)run->data)->glyphs;
            for (int i = 0; i < glyphs->num_glyphs; i++) missing += (glyphs->glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG) != 0;
        }
    } while (pango_layout_iter_next_line(iterator));
    pango_layout_iter_free(iterator);
    if (missing) fprintf(stderr, "cfloor-bench: %d glyphs missing\n", missing);

    PangoRectangle ink, logical;
    pango_layout_get_extents(layout, &ink, &logical);
    cfloor_text text = {layout, points(logical.width), 0, 0, points(pango_layout_get_baseline(layout))};
    PangoFont *font = pango_context_load_font(shared_context(), description);
    PangoFontMetrics *metrics = pango_font_get_metrics(font, pango_language_from_string("en"));
    text.ascent = points(pango_font_metrics_get_ascent(metrics));
    text.descent = points(pango_font_metrics_get_descent(metrics));
    hb_blob_t *os2 = hb_face_reference_table(hb_font_get_face(pango_font_get_hb_font(font)), HB_TAG('O', 'S', '/', '2'));
    hb_blob_destroy(os2);
    pango_font_metrics_unref(metrics);
    g_object_unref(font);
    pango_font_description_free(description);
    return text;
}

#define LINE_CACHE 64
static struct { char *string; int weight; double size; cfloor_text text; } lines[LINE_CACHE];
static int line_count;

const cfloor_text *cfloor_line(const char *string, int css_weight, double size) {
    for (int i = 0; i < line_count; i++) {
        if (lines[i].weight == css_weight && lines[i].size == size && strcmp(lines[i].string, string) == 0) return &lines[i].text;
    }
    int slot = line_count < LINE_CACHE ? line_count++ : 0;
    if (lines[slot].string) {
        free(lines[slot].string);
        g_object_unref(lines[slot].text.layout);
    }
    lines[slot].string = strdup(string);
    lines[slot].weight = css_weight;
    lines[slot].size = size;
    lines[slot].text = lay_out(string, css_weight, size, 0);
    return &lines[slot].text;
}

cfloor_text cfloor_paragraph(const char *string, double size, double width) { return lay_out(string, 400, size, width); }

void cfloor_show(cairo_t *cr, const cfloor_text *text, double x, double y) {
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, text->layout);
}

// MARK: - The text benchmark: a six-line paragraph in three scripts at 1080 × 840

/// The same paragraph, size and width as the Swift side (Sources/MotionBench/TextWorkload.swift).
static const char *paragraph =
    "Stills for every store, in every language: 日本語のスクリーンショットも、العربية من اليمين إلى اليسار، "
    "and English side by side in one card, shaped, kerned and wrapped the way the prototype's browser did it.";
static const double paragraph_size = 15, paragraph_width = 270, paragraph_x = 30, paragraph_y = 40;

static double background[4];

/// Background, box scaled by 3, the paragraph laid out afresh and drawn in the bench's ink.
static void paragraph_frame(cairo_surface_t *surface) {
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgba(cr, background[0], background[1], background[2], background[3]);
    cairo_paint(cr);
    cfloor_text text = cfloor_paragraph(paragraph, paragraph_size, paragraph_width);
    cairo_save(cr);
    cairo_matrix_t m = {3, 0, 0, 3, 0, 0};
    cairo_set_matrix(cr, &m);
    cairo_set_source_rgba(cr, 0.1, 0.1, 0.12, 1);
    cfloor_show(cr, &text, paragraph_x, paragraph_y);
    cairo_restore(cr);
    g_object_unref(text.layout);
    cairo_show_page(cr);
    cairo_destroy(cr);
}

static double seconds_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int cfloor_text_command(const char *name, int count, char **args, const double paper[4]) {
    memcpy(background, paper, sizeof background);
    if (strcmp(name, "text-still") == 0 && count == 2) {
        int runs = atoi(args[0]), repeat = atoi(args[1]);
        cairo_surface_t *warm = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1080, 840);
        paragraph_frame(warm);
        cairo_surface_destroy(warm);
        for (int run = 0; run < runs; run++) {
            double start = seconds_now();
            for (int i = 0; i < repeat; i++) {
                // A still: a new image each time, as MotionRenderer.raster makes one.
                cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1080, 840);
                paragraph_frame(surface);
                cairo_surface_flush(surface);
                cairo_surface_destroy(surface);
            }
            printf("seconds %.9f\n", (seconds_now() - start) / repeat);
        }
        return 0;
    }
    if (strcmp(name, "text-write") == 0 && count == 1) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1080, 840);
        paragraph_frame(surface);
        int failed = cairo_surface_write_to_png(surface, args[0]) != CAIRO_STATUS_SUCCESS;
        cairo_surface_destroy(surface);
        if (failed) fprintf(stderr, "cfloor-bench: cannot write %s\n", args[0]);
        return failed;
    }
    return -1;
}
