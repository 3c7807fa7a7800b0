// libpng writes the PNG frames when a faster zlib setting than cairo's fixed one is wanted.
//
// The one function here exists because libpng reports errors by longjmp to a setjmp buffer, and
// Swift cannot call setjmp. It wraps every libpng call that may fail; Swift only fills rows
// (`fill` returns before libpng runs again, so a longjmp never crosses a Swift frame).
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>

/// Fills `row` (the bytes of image row `y`, top to bottom) for `cpng_write_image`.
typedef void (*cpng_fill_row)(void *context, png_uint_32 y, png_bytep row);

/// Writes a whole 8-bit, non-interlaced PNG through `png` (whose write function is already set):
/// header, `height` rows produced by `fill` into `row`, end. `color_type` is PNG_COLOR_TYPE_RGB or
/// PNG_COLOR_TYPE_RGB_ALPHA; `level` is zlib's 0…9; `filters` a PNG_FILTER_* mask.
/// Returns 0 on success and 1 when libpng reported an error (it has printed the message).
static inline int cpng_write_image(png_structp png, png_infop info, png_uint_32 width, png_uint_32 height,
                                   int color_type, int level, int filters, png_bytep row,
                                   cpng_fill_row fill, void *context) {
    if (setjmp(png_jmpbuf(png))) {
        return 1;
    }
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) {
        fill(context, y, row);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    return 0;
}
#endif
