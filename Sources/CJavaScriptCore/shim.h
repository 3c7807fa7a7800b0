// JavaScriptCore's classic C API (JavaScriptCore/JavaScript.h) from WebKitGTK 4.1, plus three
// functions the library exports but whose header (JSContextRefPrivate.h, JSBasePrivate.h) Debian
// does not ship: the per-group execution time limit, which stops a script that runs too long at
// its next safe point, and the heap statistics used to bound a script's memory. Their
// declarations below match the library's symbols (stable since WebKit 4.0 / 2013).
#ifndef CJAVASCRIPTCORE_SHIM_H
#define CJAVASCRIPTCORE_SHIM_H
#include <stdbool.h>
#include <JavaScriptCore/JavaScript.h>

/// Called on the script's thread when the time limit has passed: true stops the script (its
/// caller gets a termination exception), false lets it run on; call
/// JSContextGroupSetExecutionTimeLimit again inside to arm the next period.
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);

JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                                   JSShouldTerminateCallback callback, void *context);
JS_EXPORT void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

/// An object with `heapSize`, `heapCapacity`, `extraMemorySize` (bytes) and `objectCount`;
/// costs time proportional to the number of live objects.
JS_EXPORT JSObjectRef JSGetMemoryUsageStatistics(JSContextRef ctx);

/// A full, synchronous garbage collection (so a heap measurement counts live memory only).
JS_EXPORT void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);
#endif
