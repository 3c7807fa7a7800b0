// Opens JavaScriptCore and fills the table of its functions (include/shim.h).
#include <dlfcn.h>
#include <stdlib.h>
#include "shim.h"

const CJSCFunctions *cjsc_load(const char *file, const char **error) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) { *error = dlerror(); return NULL; }
    CJSCFunctions *table = (CJSCFunctions *) malloc(sizeof(CJSCFunctions));
    if (table == NULL) { *error = "out of memory"; dlclose(library); return NULL; }
#define CJSC_FIND(name) \
    if ((table->name = (__typeof__(name) *) dlsym(library, #name)) == NULL) { \
        *error = "the library has no function " #name; free(table); dlclose(library); return NULL; \
    }
    CJSC_FUNCTIONS(CJSC_FIND)
#undef CJSC_FIND
    return table;
}
