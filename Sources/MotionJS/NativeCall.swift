internal import CJavaScriptCore
import Foundation
import MotionRender

/// The boundary of every native callback: converts Swift errors into JavaScript exceptions and
/// JavaScript values into Swift ones, with Web IDL's conversions.
enum NativeCall {
    /// Runs `body`; a thrown ``ScriptThrow`` becomes the callback's exception.
    static func run(_ ctx: JSContextRef?, _ exception: UnsafeMutablePointer<JSValueRef?>?,
                    _ body: (JSContextRef) throws -> JSValueRef?) -> JSValueRef? {
        guard let ctx else { return nil }
        do {
            return try body(ctx) ?? undefined
        } catch {
            exception?.pointee = jsError(error).value(ctx)
            return undefined
        }
    }

    /// `undefined`, `true` and `false`: immediate values, the same in every context, made once
    /// (making them through the API would take the VM lock on every call).
    nonisolated(unsafe) static let undefined: JSValueRef = constants.undefined
    nonisolated(unsafe) static let trueValue: JSValueRef = constants.true
    nonisolated(unsafe) static let falseValue: JSValueRef = constants.false

    nonisolated(unsafe) private static let constants: (undefined: JSValueRef, true: JSValueRef, false: JSValueRef) = {
        EngineStart.once
        let group = jsc.JSContextGroupCreate()!
        let ctx = jsc.JSGlobalContextCreateInGroup(group, nil)!
        defer {
            jsc.JSGlobalContextRelease(ctx)
            jsc.JSContextGroupRelease(group)
        }
        return (jsc.JSValueMakeUndefined(ctx)!, jsc.JSValueMakeBoolean(ctx, true)!, jsc.JSValueMakeBoolean(ctx, false)!)
    }()

    static func boolean(_ value: Bool) -> JSValueRef { value ? trueValue : falseValue }

    /// Runs a setter's `body`; always reports the property as handled.
    static func set(_ ctx: JSContextRef?, _ exception: UnsafeMutablePointer<JSValueRef?>?, _ body: (JSContextRef) throws -> Void) -> Bool {
        guard let ctx else { return true }
        do { try body(ctx) } catch { exception?.pointee = jsError(error).value(ctx) }
        return true
    }

    private static func jsError(_ error: Error) -> ScriptThrow {
        switch error {
        case let thrown as ScriptThrow: return thrown
        case is CanvasPath.TooLarge: return .rangeError("a path may hold at most \(CanvasPath.maximumElements) segments; call beginPath() for each shape")
        default: return .typeError("\(error)")
        }
    }

    static func number(_ ctx: JSContextRef, _ value: JSValueRef?) throws -> Double {
        try ScriptThrow.check(ctx) { jsc.JSValueToNumber(ctx, value ?? jsc.JSValueMakeUndefined(ctx), $0) }
    }

    static func string(_ ctx: JSContextRef, _ value: JSValueRef?) throws -> String {
        var exception: JSValueRef?
        guard let text = JSText.string(of: value ?? jsc.JSValueMakeUndefined(ctx), ctx, &exception) else { throw ScriptThrow.thrown(exception!) }
        return text
    }

    static func number(_ ctx: JSContextRef, _ value: Double) -> JSValueRef { jsc.JSValueMakeNumber(ctx, value)! }

    static func array(_ ctx: JSContextRef, _ numbers: [Double]) -> JSValueRef? {
        let values = numbers.map { jsc.JSValueMakeNumber(ctx, $0) as JSValueRef? }
        return values.withUnsafeBufferPointer { jsc.JSObjectMakeArray(ctx, values.count, $0.baseAddress, nil) }
    }

    /// A `CanvasFillRule` argument: "nonzero" (default) or "evenodd"; other strings are a TypeError.
    static func fillRule(_ args: JSArguments, _ index: Int) throws -> Bool {
        guard !args.isMissing(index) else { return false }
        let rule = try args.string(index)
        switch rule {
        case "nonzero": return false
        case "evenodd": return true
        default: throw ScriptThrow.typeError("The provided value '\(rule)' is not a valid enum value of type CanvasFillRule.")
        }
    }
}
