// GNU libmicrohttpd parses HTTP for `motion studio`: request lines, headers, query arguments,
// keep-alive, chunked responses and the limits on what a client may send.
//
// The library is opened with dlopen when a studio starts, not linked: linked, it would load
// with every start of `motion`, and GnuTLS with it, which no other command uses. Its functions
// are reached through one table, `CMHDFunctions`, whose member types are taken from the
// library's header with `__typeof__`.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <stdint.h>
#include <stdlib.h>
#include <dlfcn.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Every function of the library the studio calls.
#define CMHD_FUNCTIONS(F) \
    F(MHD_start_daemon) \
    F(MHD_stop_daemon) \
    F(MHD_lookup_connection_value) \
    F(MHD_get_connection_values) \
    F(MHD_create_response_from_buffer) \
    F(MHD_create_response_from_callback) \
    F(MHD_add_response_header) \
    F(MHD_queue_response) \
    F(MHD_destroy_response)

/// The library's functions, each a pointer of exactly its declared type.
typedef struct CMHDFunctions {
#define CMHD_MEMBER(name) __typeof__(name) * _Nonnull name;
    CMHD_FUNCTIONS(CMHD_MEMBER)
#undef CMHD_MEMBER
} CMHDFunctions;

/// Opens `file` (such as "libmicrohttpd.so.12") and finds every function of the table in it.
/// Returns a table that lives as long as the process, or NULL with `*error` set to the loader's
/// message or to the name of the first function the library lacks. Call it once.
static inline const CMHDFunctions * _Nullable cmhd_load(const char * _Nonnull file, const char * _Nullable * _Nonnull error) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) { *error = dlerror(); return NULL; }
    CMHDFunctions *table = (CMHDFunctions *) malloc(sizeof(CMHDFunctions));
    if (table == NULL) { *error = "out of memory"; dlclose(library); return NULL; }
#define CMHD_FIND(name) \
    if ((table->name = (__typeof__(name) *) dlsym(library, #name)) == NULL) { \
        *error = "the library has no function " #name; free(table); dlclose(library); return NULL; \
    }
    CMHD_FUNCTIONS(CMHD_FIND)
#undef CMHD_FIND
    return table;
}

/// Starts a daemon on `listen_fd`, a socket already bound and listening, with one thread per
/// connection (handlers may block) and an internal polling thread. `connection_limit` bounds the
/// connections open at once, `timeout_seconds` closes an idle connection, and `logger` receives
/// libmicrohttpd's own messages. Returns NULL when the daemon cannot start.
/// (MHD_start_daemon is variadic, which Swift cannot call.)
static inline struct MHD_Daemon *cmhd_start(const CMHDFunctions * _Nonnull mhd, unsigned int flags, int listen_fd,
                                            unsigned int connection_limit, unsigned int timeout_seconds,
                                            MHD_AccessHandlerCallback handler, void *handler_context,
                                            MHD_LogCallback logger, void *logger_context) {
    return mhd->MHD_start_daemon(flags | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL
                                     | MHD_USE_ERROR_LOG,
                                 0, NULL, NULL, handler, handler_context,
                                 MHD_OPTION_LISTEN_SOCKET, (MHD_socket) listen_fd,
                                 MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                                 MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                                 MHD_OPTION_EXTERNAL_LOGGER, logger, logger_context,
                                 MHD_OPTION_END);
}
#endif
