// Pango lays text out (HarfBuzz shapes it, fontconfig selects and falls back per character, the
// Unicode bidi and line-break rules order and wrap it) and pangocairo draws the result with cairo.
// The shim exists for what Swift cannot see through the headers: GObject casts and reference
// counting, and the OpenType tables the canvas baselines come from.
#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <hb.h>
#include <hb-ot.h>

/// Drops one reference to any GObject (font maps, contexts, layouts, fonts).
static inline void cpango_unref(void *object) { g_object_unref(object); }

/// The fontconfig pattern of the font a run was shaped with (owned by the font), or NULL when the
/// font does not come from fontconfig.
static inline FcPattern *cpango_font_pattern(PangoFont *font) {
    return PANGO_IS_FC_FONT(font) ? pango_fc_font_get_pattern(PANGO_FC_FONT(font)) : NULL;
}

/// True when Pango had no glyph for the character (it then draws a box with the code point).
static inline int cpango_glyph_is_unknown(PangoGlyph glyph) { return (glyph & PANGO_GLYPH_UNKNOWN_FLAG) != 0; }

/// The code point of an unknown glyph.
static inline gunichar cpango_unknown_character(PangoGlyph glyph) { return glyph & ~PANGO_GLYPH_UNKNOWN_FLAG; }

/// The glyph Pango places for characters that draw nothing (zero-width spaces, joiners).
static inline PangoGlyph cpango_glyph_empty(void) { return PANGO_GLYPH_EMPTY; }

/// Pango's fixed-point unit: 1024 to the point.
static inline int cpango_scale(void) { return PANGO_SCALE; }

#endif
