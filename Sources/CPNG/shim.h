// libpng, for the benchmark's C floor, which compares its encoders with zlib and libdeflate
// (MotionRender writes PNG files with libdeflate and reads them with cairo).
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#endif
