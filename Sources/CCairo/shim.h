// Cairo with the surfaces and font backend the renderer uses: image (PNG), SVG, PDF, recording,
// and FreeType fonts selected through fontconfig patterns.
#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
#endif
