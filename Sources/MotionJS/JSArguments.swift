internal import CJavaScriptCore
import Foundation

/// The arguments of a native function called from JavaScript, converted as Web IDL converts
/// them: `unrestricted double` by ToNumber, `DOMString` by ToString, `boolean` by ToBoolean.
/// A conversion that throws in JavaScript (a Symbol, an object whose `valueOf` throws) rethrows.
///
/// Canvas methods that take numbers are called packed: the prelude converts the numbers
/// (ToNumber, in argument order) into the realm's shared `Float64Array` and passes only the
/// other arguments; slot 15 holds the argument count. Reading them costs no call into the
/// engine, which matters because every engine call takes and drops the VM lock.
struct JSArguments {
    let ctx: JSContextRef
    let count: Int
    let values: UnsafePointer<JSValueRef?>?
    let packed: UnsafeMutablePointer<Double>?

    /// Slot of the argument count in the packed numbers.
    static let countSlot = 15

    init(_ ctx: JSContextRef, _ count: Int, _ values: UnsafePointer<JSValueRef?>?, packed: UnsafeMutablePointer<Double>? = nil) {
        self.ctx = ctx
        self.count = packed.map { Int($0[JSArguments.countSlot]) } ?? count
        self.values = values
        self.packed = packed
    }

    subscript(index: Int) -> JSValueRef? {
        index < count ? values?[index] : nil
    }

    /// True when argument `index` was not passed or is `undefined`.
    func isMissing(_ index: Int) -> Bool {
        if packed != nil { return index >= count }
        guard let value = self[index] else { return true }
        return jsc.JSValueIsUndefined(ctx, value)
    }

    /// Throws the TypeError a browser gives when fewer than `required` arguments are passed.
    func require(_ required: Int, _ member: String) throws {
        guard count < required else { return }
        throw ScriptThrow.typeError("Failed to execute '\(member)': \(required) argument\(required == 1 ? "" : "s") required, but only \(count) present.")
    }

    func number(_ index: Int) throws -> Double {
        if let packed { return index < count ? packed[index] : .nan }
        guard let value = self[index] else { return .nan }
        return try ScriptThrow.check(ctx) { jsc.JSValueToNumber(ctx, value, $0) }
    }

    /// Argument `index` as a number, or `fallback` when it is missing or undefined.
    func number(_ index: Int, default fallback: Double) throws -> Double {
        isMissing(index) ? fallback : try number(index)
    }

    func string(_ index: Int) throws -> String {
        let value = self[index] ?? jsc.JSValueMakeUndefined(ctx)
        var exception: JSValueRef?
        guard let text = JSText.string(of: value, ctx, &exception) else { throw ScriptThrow.thrown(exception!) }
        return text
    }

    func bool(_ index: Int) -> Bool {
        if let packed { return index < count && packed[index] != 0 }
        guard let value = self[index] else { return false }
        return jsc.JSValueToBoolean(ctx, value)
    }
}
