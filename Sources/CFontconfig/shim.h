// fontconfig selects the project's font by family and weight, so text never depends on whatever
// fonts a machine happens to have installed first.
#ifndef CFONTCONFIG_SHIM_H
#define CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
