// zlib expands gzip-compressed SVG assets (.svgz) under a size limit, before librsvg sees them
// (librsvg would expand them itself, with no limit). zlib is already linked through libpng.
//
// The one function here exists because zlib's inflateInit2 is a macro (it passes zlib's version
// and the stream's size), which Swift cannot call.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/// Starts `stream` for gzip input only (window bits 15 + 16). Returns Z_OK or zlib's error code.
static inline int czlib_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}
#endif
