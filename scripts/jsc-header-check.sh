#!/usr/bin/env bash
# Checks the JavaScriptCore declarations of Sources/CJavaScriptCore/include/shim.h against the
# library's own headers (WebKitGTK 4.1, found through pkg-config):
#   1. every function the shim declares, declared again after the library's header with the
#      library's types: a different return or parameter type does not compile;
#   2. one program, built once against each header, prints the size and every member offset of
#      the structures and the value of every constant the package uses: the outputs must match.
# Exits 0 when both hold; otherwise prints what differs and exits 1.
#   scripts/jsc-header-check.sh        (CC=... picks another clang)
set -euo pipefail
cd "$(dirname "$0")/.."
# The toolchain's clang, which builds the C target (the header uses clang's nullability keywords).
cc="${CC:-$(dirname "$(command -v swift || echo /opt/swift/usr/bin/swift)")/clang}"
flags=$(pkg-config --cflags javascriptcoregtk-4.1)
include="$PWD/Sources/CJavaScriptCore/include"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

printf '#include <JavaScriptCore/JavaScript.h>\n#define CJSC_SYSTEM_TYPES 1\n#include "shim.h"\n' > "$work/functions.c"
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Werror -Wno-nullability-completeness -fsyntax-only $flags -I"$include" "$work/functions.c"

cat > "$work/layout.c" <<'C'
#include <stdio.h>
#include <stddef.h>
#ifdef SYSTEM
#include <JavaScriptCore/JavaScript.h>
#else
#include "shim.h"
#endif
#define SIZE(t) printf("sizeof(" #t ") %zu\n", sizeof(t));
#define AT(t, m) printf(#t "." #m " %zu\n", offsetof(t, m));
#define VALUE(c) printf(#c " %ld\n", (long) (c));
int main(void) {
    SIZE(JSClassDefinition) SIZE(JSStaticValue) SIZE(JSStaticFunction) SIZE(JSChar) SIZE(JSType) SIZE(JSTypedArrayType)
    SIZE(JSPropertyAttributes) SIZE(JSClassAttributes)
    AT(JSClassDefinition, version) AT(JSClassDefinition, attributes) AT(JSClassDefinition, className)
    AT(JSClassDefinition, parentClass) AT(JSClassDefinition, staticValues) AT(JSClassDefinition, staticFunctions)
    AT(JSClassDefinition, initialize) AT(JSClassDefinition, finalize) AT(JSClassDefinition, hasProperty)
    AT(JSClassDefinition, getProperty) AT(JSClassDefinition, setProperty) AT(JSClassDefinition, deleteProperty)
    AT(JSClassDefinition, getPropertyNames) AT(JSClassDefinition, callAsFunction) AT(JSClassDefinition, callAsConstructor)
    AT(JSClassDefinition, hasInstance) AT(JSClassDefinition, convertToType)
    AT(JSStaticValue, name) AT(JSStaticValue, getProperty) AT(JSStaticValue, setProperty) AT(JSStaticValue, attributes)
    AT(JSStaticFunction, name) AT(JSStaticFunction, callAsFunction) AT(JSStaticFunction, attributes)
    VALUE(kJSTypeUndefined) VALUE(kJSTypeNull) VALUE(kJSTypeBoolean) VALUE(kJSTypeNumber) VALUE(kJSTypeString)
    VALUE(kJSTypeObject) VALUE(kJSTypeSymbol) VALUE(kJSTypeBigInt)
    VALUE(kJSTypedArrayTypeInt8Array) VALUE(kJSTypedArrayTypeInt16Array) VALUE(kJSTypedArrayTypeInt32Array)
    VALUE(kJSTypedArrayTypeUint8Array) VALUE(kJSTypedArrayTypeUint8ClampedArray) VALUE(kJSTypedArrayTypeUint16Array)
    VALUE(kJSTypedArrayTypeUint32Array) VALUE(kJSTypedArrayTypeFloat32Array) VALUE(kJSTypedArrayTypeFloat64Array)
    VALUE(kJSTypedArrayTypeArrayBuffer) VALUE(kJSTypedArrayTypeNone) VALUE(kJSTypedArrayTypeBigInt64Array)
    VALUE(kJSTypedArrayTypeBigUint64Array)
    VALUE(kJSPropertyAttributeNone) VALUE(kJSPropertyAttributeReadOnly) VALUE(kJSPropertyAttributeDontEnum)
    VALUE(kJSPropertyAttributeDontDelete) VALUE(kJSClassAttributeNone) VALUE(kJSClassAttributeNoAutomaticPrototype)
    return 0;
}
C
# shellcheck disable=SC2086
"$cc" -std=c11 -Wno-nullability-completeness -DSYSTEM $flags "$work/layout.c" -o "$work/system"
"$cc" -std=c11 -Wno-nullability-completeness -I"$include" "$work/layout.c" -o "$work/shim"
"$work/system" > "$work/system.txt"
"$work/shim" > "$work/shim.txt"
if ! diff -u --label "JavaScriptCore's headers" --label shim.h "$work/system.txt" "$work/shim.txt"; then
    echo "jsc-header-check: shim.h differs from JavaScriptCore's headers" >&2
    exit 1
fi
echo "jsc-header-check: $(grep -c '^JS_EXPORT' "$include/shim.h") functions and $(wc -l < "$work/shim.txt") sizes, offsets and constants match"
