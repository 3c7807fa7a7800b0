// GNU libmicrohttpd parses HTTP for `motion studio`: request lines, headers, query arguments,
// keep-alive, chunked responses and the limits on what a client may send.
//
// The one function here exists because MHD_start_daemon is variadic, which Swift cannot call.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Starts a daemon on `listen_fd`, a socket already bound and listening, with one thread per
/// connection (handlers may block) and an internal polling thread. `connection_limit` bounds the
/// connections open at once, `timeout_seconds` closes an idle connection, and `logger` receives
/// libmicrohttpd's own messages. Returns NULL when the daemon cannot start.
static inline struct MHD_Daemon *cmhd_start(unsigned int flags, int listen_fd, unsigned int connection_limit,
                                            unsigned int timeout_seconds, MHD_AccessHandlerCallback handler,
                                            void *handler_context, MHD_LogCallback logger, void *logger_context) {
    return MHD_start_daemon(flags | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL
                                | MHD_USE_ERROR_LOG,
                            0, NULL, NULL, handler, handler_context,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket) listen_fd,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                            MHD_OPTION_EXTERNAL_LOGGER, logger, logger_context,
                            MHD_OPTION_END);
}
#endif
