// libdeflate compresses PNG frames: a whole frame in one call, about twice as fast as zlib at the
// same size (docs/performance.md), plus the CRC-32 of PNG chunks.
#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
