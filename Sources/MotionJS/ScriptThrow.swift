internal import CJavaScriptCore
import Foundation

/// An exception for JavaScript, raised by native code: a standard error type, a DOMException of
/// a given name, or a JavaScript value already thrown (propagated unchanged).
///
/// `@unchecked Sendable`: a thrown JavaScript value never leaves the thread whose VM made it; the
/// error is caught and turned into a message on that thread.
enum ScriptThrow: Error, @unchecked Sendable {
    case typeError(String)
    case rangeError(String)
    /// A `DOMException` named `name` (`IndexSizeError`, `InvalidStateError`, `SyntaxError`,
    /// `NotSupportedError`, `SecurityError`).
    case dom(name: String, message: String)
    /// A member or value this renderer does not support yet; always a loud `NotSupportedError`.
    case unsupported(String)
    /// An exception JavaScript raised while native code was calling back into it.
    case thrown(JSValueRef)

    /// Runs `body`, turning a thrown JavaScript exception into ``thrown(_:)``.
    static func check<R>(_ ctx: JSContextRef, _ body: (UnsafeMutablePointer<JSValueRef?>) -> R) throws -> R {
        var exception: JSValueRef?
        let result = body(&exception)
        if let exception { throw ScriptThrow.thrown(exception) }
        return result
    }

    /// The JavaScript error object (built with the realm's constructors).
    func value(_ ctx: JSContextRef) -> JSValueRef {
        switch self {
        case .thrown(let value): return value
        case .typeError(let message): return ScriptThrow.construct(ctx, "TypeError", [message])
        case .rangeError(let message): return ScriptThrow.construct(ctx, "RangeError", [message])
        case .dom(let name, let message): return ScriptThrow.construct(ctx, "DOMException", [message, name])
        case .unsupported(let message): return ScriptThrow.construct(ctx, "DOMException", [message, "NotSupportedError"])
        }
    }

    private static func construct(_ ctx: JSContextRef, _ name: String, _ arguments: [String]) -> JSValueRef {
        let global = jsc.JSContextGetGlobalObject(ctx)
        var exception: JSValueRef?
        let constructor = JSText.with(name) { jsc.JSObjectGetProperty(ctx, global, $0, &exception) }
        let values: [JSValueRef?] = arguments.map { JSText.value($0, ctx) }
        if let constructor, jsc.JSValueIsObject(ctx, constructor), let object = jsc.JSValueToObject(ctx, constructor, nil),
           let made = values.withUnsafeBufferPointer({ jsc.JSObjectCallAsConstructor(ctx, object, values.count, $0.baseAddress, &exception) }) {
            return made
        }
        return jsc.JSObjectMakeError(ctx, 1, [values[0]], nil)!
    }
}
