// libwebp decodes the WebP images scenes draw: Debian 12's gdk-pixbuf has no WebP loader.
// WebPGetFeatures reads the size from the header before any pixel is decoded.
#ifndef CWEBP_SHIM_H
#define CWEBP_SHIM_H
#include <webp/decode.h>
#endif
