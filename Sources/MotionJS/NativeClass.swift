internal import CJavaScriptCore
import Foundation

/// The JavaScript side of native objects: one class for every handle (an object whose only
/// content is its Swift ``NativeObject``, released when the handle is collected), and tables of
/// native functions the prelude wraps into the canvas classes.
///
/// Natives are plain functions called with a handle as `this`, not methods of a class with
/// static members: objects with native property callbacks defeat the JIT's property caches, so
/// the objects scenes touch (`g`, paths, canvases) are ordinary JavaScript objects.
enum NativeClass {
    typealias Function = (name: String, call: JSObjectCallAsFunctionCallback)
    typealias Attribute = (name: String, get: JSObjectCallAsFunctionCallback, set: JSObjectCallAsFunctionCallback)

    /// The class of every handle.
    nonisolated(unsafe) static let handle: JSClassRef = {
        var definition = JSClassDefinition()
        // A literal's bytes live as long as the program, as the class does (no allocation).
        let name: StaticString = "NativeHandle"
        definition.className = UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
        definition.finalize = { object in
            guard let raw = jsc.JSObjectGetPrivate(object) else { return }
            Unmanaged<NativeObject>.fromOpaque(raw).release()
        }
        return jsc.JSClassCreate(&definition)!
    }()

    /// A new handle owning `object` (released when the handle is collected).
    static func instance(_ ctx: JSContextRef, _ object: NativeObject) -> JSObjectRef {
        jsc.JSObjectMake(ctx, handle, Unmanaged.passRetained(object).toOpaque())!
    }

    /// `{ name: function, … }`.
    static func functions(_ ctx: JSContextRef, _ list: [Function]) -> JSObjectRef {
        let table = jsc.JSObjectMake(ctx, nil, nil)!
        for entry in list { set(ctx, table, entry.name, function(ctx, entry.name, entry.call)) }
        return table
    }

    /// `{ name: [get, set], … }`.
    static func attributes(_ ctx: JSContextRef, _ list: [Attribute]) -> JSObjectRef {
        let table = jsc.JSObjectMake(ctx, nil, nil)!
        for entry in list {
            let pair: [JSValueRef?] = [function(ctx, entry.name, entry.get), function(ctx, entry.name, entry.set)]
            set(ctx, table, entry.name, pair.withUnsafeBufferPointer { jsc.JSObjectMakeArray(ctx, 2, $0.baseAddress, nil) })
        }
        return table
    }

    static func function(_ ctx: JSContextRef, _ name: String, _ call: JSObjectCallAsFunctionCallback) -> JSObjectRef {
        JSText.with(name) { jsc.JSObjectMakeFunctionWithCallback(ctx, $0, call)! }
    }

    static func set(_ ctx: JSContextRef, _ object: JSObjectRef, _ name: String, _ value: JSValueRef?) {
        JSText.with(name) { jsc.JSObjectSetProperty(ctx, object, $0, value, JSPropertyAttributes(kJSPropertyAttributeNone), nil) }
    }
}
