internal import CJavaScriptCore

/// The base of every Swift object a JavaScript object carries as private data. Natives find
/// theirs with one lock-free `JSObjectGetPrivate` and a Swift cast, rather than a class check
/// through the API (each API call takes and drops the VM lock, which costs more than the work
/// of most canvas calls).
class NativeObject {
    /// The object behind `value` when it is one of ours of type `T`. `value` must be an object
    /// (a callback's `this` always is); use ``argument(_:_:as:)`` for arguments.
    static func this<T: NativeObject>(_ value: JSObjectRef?, as type: T.Type) -> T? {
        guard let value, let raw = jsc.JSObjectGetPrivate(value) else { return nil }
        return Unmanaged<NativeObject>.fromOpaque(raw).takeUnretainedValue() as? T
    }

    /// The object behind an argument (any value) when it is one of ours of type `T`.
    static func argument<T: NativeObject>(_ ctx: JSContextRef, _ value: JSValueRef?, as type: T.Type) -> T? {
        guard let value, jsc.JSValueIsObject(ctx, value) else { return nil }
        return this(value, as: type)
    }
}
