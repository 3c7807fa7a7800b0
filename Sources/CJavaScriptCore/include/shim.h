// JavaScriptCore's classic C API (JavaScriptCore/JavaScript.h) from WebKitGTK 4.1, plus a few
// functions the library exports but whose header (JSContextRefPrivate.h, JSBasePrivate.h) Debian
// does not ship: the per-group execution time limit, which stops a script that runs too long at
// its next safe point, and the heap statistics used to bound a script's memory. Their
// declarations below match the library's symbols (stable since WebKit 4.0 / 2013).
//
// The library is opened with dlopen the first time a script runs (loader.c), not linked: linked,
// it would load with every start of `motion`, binding its 14,000 symbols for commands that never
// run a script. The functions are reached through one table, `CJSCFunctions`, whose member
// types are taken from the library's own declarations with `__typeof__`, so every call is
// checked against the real header.
//
// `include/JavaScriptCore` links to the folder WebKitGTK installs its headers in on every
// distribution, /usr/include/webkitgtk-4.1/JavaScriptCore: the header is found through this
// target's include folder, which SwiftPM passes to every module that imports it, without the
// pkg-config entry that would also link the library into every program.

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

/// The signal the collector suspends threads with (SIGUSR1 by default on Linux); only before
/// the process's first context group is created.
JS_EXPORT void JSConfigureSignalForGC(int signal);


/// Every function of the library the package calls, in one list (the table and the loader are
/// made from it).
#define CJSC_FUNCTIONS(F) \
    F(JSClassCreate) \
    F(JSConfigureSignalForGC) \
    F(JSContextGetGlobalObject) \
    F(JSContextGroupClearExecutionTimeLimit) \
    F(JSContextGroupCreate) \
    F(JSContextGroupRelease) \
    F(JSContextGroupSetExecutionTimeLimit) \
    F(JSEvaluateScript) \
    F(JSGetMemoryUsageStatistics) \
    F(JSGlobalContextCreateInGroup) \
    F(JSGlobalContextRelease) \
    F(JSObjectCallAsConstructor) \
    F(JSObjectCallAsFunction) \
    F(JSObjectGetPrivate) \
    F(JSObjectGetProperty) \
    F(JSObjectGetTypedArrayBytesPtr) \
    F(JSObjectGetTypedArrayLength) \
    F(JSObjectMake) \
    F(JSObjectMakeArray) \
    F(JSObjectMakeError) \
    F(JSObjectMakeFunctionWithCallback) \
    F(JSObjectMakeTypedArray) \
    F(JSObjectSetProperty) \
    F(JSStringCreateWithUTF8CString) \
    F(JSStringGetCharactersPtr) \
    F(JSStringGetLength) \
    F(JSStringRelease) \
    F(JSSynchronousGarbageCollectForDebugging) \
    F(JSValueCreateJSONString) \
    F(JSValueIsNumber) \
    F(JSValueIsObject) \
    F(JSValueIsString) \
    F(JSValueIsUndefined) \
    F(JSValueMakeBoolean) \
    F(JSValueMakeFromJSONString) \
    F(JSValueMakeNumber) \
    F(JSValueMakeString) \
    F(JSValueMakeUndefined) \
    F(JSValueProtect) \
    F(JSValueToBoolean) \
    F(JSValueToNumber) \
    F(JSValueToObject) \
    F(JSValueToStringCopy) \
    F(JSValueUnprotect)

/// The library's functions, each a pointer of exactly its declared type.
typedef struct CJSCFunctions {
#define CJSC_MEMBER(name) __typeof__(name) * _Nonnull name;
    CJSC_FUNCTIONS(CJSC_MEMBER)
#undef CJSC_MEMBER
} CJSCFunctions;

/// Opens `file` (a library name the dynamic loader looks up, such as
/// "libjavascriptcoregtk-4.1.so.0") and finds every function of the table in it. Returns a table
/// that lives as long as the process, or NULL with `*error` set to the loader's message or to
/// the name of the first function the library lacks (a static string, or the loader's, valid
/// until its next call on this thread). Each call opens the library again: call it once.
const CJSCFunctions * _Nullable cjsc_load(const char * _Nonnull file, const char * _Nullable * _Nonnull error);
#endif
