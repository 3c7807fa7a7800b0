// The C floor's text: the Pango calls MotionCanvas makes (TextEngine, TextLayout), written the
// way a careful C program would, with a small cache of laid-out lines.
#ifndef CFLOOR_TEXT_H
#define CFLOOR_TEXT_H
#include <pango/pangocairo.h>

/// A laid-out text and the measurements MotionCanvas anchors it by, in points.
typedef struct {
    PangoLayout *layout;
    double width, ascent, descent, first_baseline;
} cfloor_text;

/// One line of `string` in Inter at `css_weight` and `size`, laid out once and then cached.
const cfloor_text *cfloor_line(const char *string, int css_weight, double size);

/// A paragraph wrapped at `width` points, laid out afresh (the caller frees it).
cfloor_text cfloor_paragraph(const char *string, double size, double width);

/// Draws a laid-out text with its top-left corner at (x, y) in the current source and matrix.
void cfloor_show(cairo_t *cr, const cfloor_text *text, double x, double y);

/// Runs a text command (`text-still RUNS REPEAT`, `text-write FILE`) on the `paper` background
/// (RGBA); returns its exit status, or -1 when `name` is not a text command.
int cfloor_text_command(const char *name, int count, char **args, const double paper[4]);

#endif
