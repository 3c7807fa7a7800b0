// JavaScriptCore's classic C API as WebKitGTK 4.1 ships it (stable since WebKit 4.0 / 2013):
// the types and the functions the package calls, declared here rather than included, plus a
// few functions the library exports but whose header (JSContextRefPrivate.h, JSBasePrivate.h)
// Debian does not ship: the per-group execution time limit, which stops a script that runs too
// long at its next safe point, and the heap statistics used to bound a script's memory.
//
// Declared rather than included because WebKitGTK installs its headers under a versioned folder
// (/usr/include/webkitgtk-4.1) that only its pkg-config entry names, and that entry would also
// link the library into every program: this header needs no include path and no -dev package,
// so a package that depends on MotionKit builds wherever Swift does. `make test` checks every
// declaration against the library's own headers (scripts/jsc-header-check.sh, run by
// JavaScriptHeaderTests): each function redeclared after the real header (a different type does
// not compile), and the layout of every structure and the value of every constant compared.
//
// The library is opened with dlopen the first time a script runs (loader.c), not linked: linked,
// it would load with every start of `motion`, binding its 14,000 symbols for commands that never
// run a script. The functions are reached through one table, `CJSCFunctions`, whose member
// types are taken from the declarations below with `__typeof__`.

#ifndef CJAVASCRIPTCORE_SHIM_H
#define CJAVASCRIPTCORE_SHIM_H
#include <stdbool.h>
#include <stddef.h>

// The declarations leave nullability unspecified, as the library's own header does (Swift sees
// implicitly unwrapped pointers); only the table below says _Nonnull.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

#ifndef JS_EXPORT
#define JS_EXPORT __attribute__((visibility("default")))
#endif

// The types. Skipped when the library's own header came first (the check's second pass), so
// the functions below are then declared again with the library's types.
#ifndef CJSC_SYSTEM_TYPES
typedef const struct OpaqueJSContextGroup *JSContextGroupRef;
typedef const struct OpaqueJSContext *JSContextRef;
typedef struct OpaqueJSContext *JSGlobalContextRef;
typedef struct OpaqueJSString *JSStringRef;
typedef struct OpaqueJSClass *JSClassRef;
typedef struct OpaqueJSPropertyNameAccumulator *JSPropertyNameAccumulatorRef;
typedef const struct OpaqueJSValue *JSValueRef;
typedef struct OpaqueJSValue *JSObjectRef;
/// A UTF-16 code unit.
typedef unsigned short JSChar;

/// What `typeof` would say of a value (the conversion callback's argument).
typedef enum {
    kJSTypeUndefined, kJSTypeNull, kJSTypeBoolean, kJSTypeNumber, kJSTypeString, kJSTypeObject,
    kJSTypeSymbol, kJSTypeBigInt
} JSType;

/// The element type of a typed array.
typedef enum {
    kJSTypedArrayTypeInt8Array, kJSTypedArrayTypeInt16Array, kJSTypedArrayTypeInt32Array,
    kJSTypedArrayTypeUint8Array, kJSTypedArrayTypeUint8ClampedArray, kJSTypedArrayTypeUint16Array,
    kJSTypedArrayTypeUint32Array, kJSTypedArrayTypeFloat32Array, kJSTypedArrayTypeFloat64Array,
    kJSTypedArrayTypeArrayBuffer, kJSTypedArrayTypeNone, kJSTypedArrayTypeBigInt64Array,
    kJSTypedArrayTypeBigUint64Array
} JSTypedArrayType;

/// Flags of a property set with JSObjectSetProperty.
enum {
    kJSPropertyAttributeNone = 0,
    kJSPropertyAttributeReadOnly = 1 << 1,
    kJSPropertyAttributeDontEnum = 1 << 2,
    kJSPropertyAttributeDontDelete = 1 << 3
};
typedef unsigned JSPropertyAttributes;

/// Flags of a class.
enum {
    kJSClassAttributeNone = 0,
    kJSClassAttributeNoAutomaticPrototype = 1 << 1
};
typedef unsigned JSClassAttributes;

// A class's callbacks, each NULL for the default behaviour.
typedef void (*JSObjectInitializeCallback)(JSContextRef ctx, JSObjectRef object);
typedef void (*JSObjectFinalizeCallback)(JSObjectRef object);
typedef bool (*JSObjectHasPropertyCallback)(JSContextRef ctx, JSObjectRef object, JSStringRef propertyName);
typedef JSValueRef (*JSObjectGetPropertyCallback)(JSContextRef ctx, JSObjectRef object, JSStringRef propertyName, JSValueRef *exception);
typedef bool (*JSObjectSetPropertyCallback)(JSContextRef ctx, JSObjectRef object, JSStringRef propertyName, JSValueRef value,
                                            JSValueRef *exception);
typedef bool (*JSObjectDeletePropertyCallback)(JSContextRef ctx, JSObjectRef object, JSStringRef propertyName, JSValueRef *exception);
typedef void (*JSObjectGetPropertyNamesCallback)(JSContextRef ctx, JSObjectRef object, JSPropertyNameAccumulatorRef propertyNames);
typedef JSValueRef (*JSObjectCallAsFunctionCallback)(JSContextRef ctx, JSObjectRef function, JSObjectRef thisObject,
                                                     size_t argumentCount, const JSValueRef arguments[], JSValueRef *exception);
typedef JSObjectRef (*JSObjectCallAsConstructorCallback)(JSContextRef ctx, JSObjectRef constructor, size_t argumentCount,
                                                         const JSValueRef arguments[], JSValueRef *exception);
typedef bool (*JSObjectHasInstanceCallback)(JSContextRef ctx, JSObjectRef constructor, JSValueRef possibleInstance, JSValueRef *exception);
typedef JSValueRef (*JSObjectConvertToTypeCallback)(JSContextRef ctx, JSObjectRef object, JSType type, JSValueRef *exception);

/// A property with a getter and a setter, in a class's NULL-named-terminated list.
typedef struct {
    const char *name;
    JSObjectGetPropertyCallback getProperty;
    JSObjectSetPropertyCallback setProperty;
    JSPropertyAttributes attributes;
} JSStaticValue;

/// A function property, in a class's NULL-named-terminated list.
typedef struct {
    const char *name;
    JSObjectCallAsFunctionCallback callAsFunction;
    JSPropertyAttributes attributes;
} JSStaticFunction;

/// What JSClassCreate makes a class from; `version` is 0, every other member may be 0/NULL.
typedef struct {
    int version;
    JSClassAttributes attributes;
    const char *className;
    JSClassRef parentClass;
    const JSStaticValue *staticValues;
    const JSStaticFunction *staticFunctions;
    JSObjectInitializeCallback initialize;
    JSObjectFinalizeCallback finalize;
    JSObjectHasPropertyCallback hasProperty;
    JSObjectGetPropertyCallback getProperty;
    JSObjectSetPropertyCallback setProperty;
    JSObjectDeletePropertyCallback deleteProperty;
    JSObjectGetPropertyNamesCallback getPropertyNames;
    JSObjectCallAsFunctionCallback callAsFunction;
    JSObjectCallAsConstructorCallback callAsConstructor;
    JSObjectHasInstanceCallback hasInstance;
    JSObjectConvertToTypeCallback convertToType;
} JSClassDefinition;
#endif

// The public functions the package calls (a pointer may be NULL where the library allows it).
JS_EXPORT JSClassRef JSClassCreate(const JSClassDefinition *definition);
JS_EXPORT JSObjectRef JSContextGetGlobalObject(JSContextRef ctx);
JS_EXPORT JSContextGroupRef JSContextGroupCreate(void);
JS_EXPORT void JSContextGroupRelease(JSContextGroupRef group);
JS_EXPORT JSValueRef JSEvaluateScript(JSContextRef ctx, JSStringRef script, JSObjectRef thisObject, JSStringRef sourceURL,
                                      int startingLineNumber, JSValueRef *exception);
JS_EXPORT JSGlobalContextRef JSGlobalContextCreateInGroup(JSContextGroupRef group, JSClassRef globalObjectClass);
JS_EXPORT void JSGlobalContextRelease(JSGlobalContextRef ctx);
JS_EXPORT JSObjectRef JSObjectCallAsConstructor(JSContextRef ctx, JSObjectRef object, size_t argumentCount,
                                                const JSValueRef arguments[], JSValueRef *exception);
JS_EXPORT JSValueRef JSObjectCallAsFunction(JSContextRef ctx, JSObjectRef object, JSObjectRef thisObject, size_t argumentCount,
                                            const JSValueRef arguments[], JSValueRef *exception);
JS_EXPORT void *JSObjectGetPrivate(JSObjectRef object);
JS_EXPORT JSValueRef JSObjectGetProperty(JSContextRef ctx, JSObjectRef object, JSStringRef propertyName, JSValueRef *exception);
JS_EXPORT void *JSObjectGetTypedArrayBytesPtr(JSContextRef ctx, JSObjectRef object, JSValueRef *exception);
JS_EXPORT size_t JSObjectGetTypedArrayLength(JSContextRef ctx, JSObjectRef object, JSValueRef *exception);
JS_EXPORT JSObjectRef JSObjectMake(JSContextRef ctx, JSClassRef jsClass, void *data);
JS_EXPORT JSObjectRef JSObjectMakeArray(JSContextRef ctx, size_t argumentCount, const JSValueRef arguments[], JSValueRef *exception);
JS_EXPORT JSObjectRef JSObjectMakeError(JSContextRef ctx, size_t argumentCount, const JSValueRef arguments[], JSValueRef *exception);
JS_EXPORT JSObjectRef JSObjectMakeFunctionWithCallback(JSContextRef ctx, JSStringRef name, JSObjectCallAsFunctionCallback callAsFunction);
JS_EXPORT JSObjectRef JSObjectMakeTypedArray(JSContextRef ctx, JSTypedArrayType arrayType, size_t length, JSValueRef *exception);
JS_EXPORT void JSObjectSetProperty(JSContextRef ctx, JSObjectRef object, JSStringRef propertyName, JSValueRef value,
                                   JSPropertyAttributes attributes, JSValueRef *exception);
JS_EXPORT JSStringRef JSStringCreateWithUTF8CString(const char *string);
JS_EXPORT const JSChar *JSStringGetCharactersPtr(JSStringRef string);
JS_EXPORT size_t JSStringGetLength(JSStringRef string);
JS_EXPORT void JSStringRelease(JSStringRef string);
JS_EXPORT JSStringRef JSValueCreateJSONString(JSContextRef ctx, JSValueRef value, unsigned indent, JSValueRef *exception);
JS_EXPORT bool JSValueIsNumber(JSContextRef ctx, JSValueRef value);
JS_EXPORT bool JSValueIsObject(JSContextRef ctx, JSValueRef value);
JS_EXPORT bool JSValueIsString(JSContextRef ctx, JSValueRef value);
JS_EXPORT bool JSValueIsUndefined(JSContextRef ctx, JSValueRef value);
JS_EXPORT JSValueRef JSValueMakeBoolean(JSContextRef ctx, bool boolean);
JS_EXPORT JSValueRef JSValueMakeFromJSONString(JSContextRef ctx, JSStringRef string);
JS_EXPORT JSValueRef JSValueMakeNumber(JSContextRef ctx, double number);
JS_EXPORT JSValueRef JSValueMakeString(JSContextRef ctx, JSStringRef string);
JS_EXPORT JSValueRef JSValueMakeUndefined(JSContextRef ctx);
JS_EXPORT void JSValueProtect(JSContextRef ctx, JSValueRef value);
JS_EXPORT bool JSValueToBoolean(JSContextRef ctx, JSValueRef value);
JS_EXPORT double JSValueToNumber(JSContextRef ctx, JSValueRef value, JSValueRef *exception);
JS_EXPORT JSObjectRef JSValueToObject(JSContextRef ctx, JSValueRef value, JSValueRef *exception);
JS_EXPORT JSStringRef JSValueToStringCopy(JSContextRef ctx, JSValueRef value, JSValueRef *exception);
JS_EXPORT void JSValueUnprotect(JSContextRef ctx, JSValueRef value);

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
#pragma clang diagnostic pop
#endif
