// gdk-pixbuf decodes the PNG and JPEG images scenes draw (it comes with librsvg). Its loader
// reports an image's size before it allocates pixels, so sizes over the limit are refused first.
#ifndef CGDKPIXBUF_SHIM_H
#define CGDKPIXBUF_SHIM_H
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib-object.h>
#endif
