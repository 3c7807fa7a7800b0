// librsvg parses the SVG assets (piece sets, avatars, icons) and draws them into a cairo context.
// glib's object and error functions come along because every librsvg call takes or returns them.
#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#include <glib-object.h>
#endif
