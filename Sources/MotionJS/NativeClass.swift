import CJavaScriptCore
import Foundation

/// Builds JavaScriptCore classes for native objects: static functions (on the shared prototype),
/// static values with getters and setters, and a finalizer that releases the Swift object
/// stored as private data. Classes are made once per process and shared by every context.
enum NativeClass {
    typealias Function = (name: String, call: JSObjectCallAsFunctionCallback)
    typealias Value = (name: String, get: JSObjectGetPropertyCallback, set: JSObjectSetPropertyCallback?)

    static func make(_ name: String, functions: [Function] = [], values: [Value] = [],
                     finalize: JSObjectFinalizeCallback? = nil) -> JSClassRef {
        // The names stay allocated for the life of the process, like the class.
        var staticFunctions = functions.map {
            JSStaticFunction(name: strdup($0.name), callAsFunction: $0.call,
                             attributes: JSPropertyAttributes(kJSPropertyAttributeDontDelete))
        }
        staticFunctions.append(JSStaticFunction(name: nil, callAsFunction: nil, attributes: 0))
        var staticValues = values.map {
            JSStaticValue(name: strdup($0.name), getProperty: $0.get, setProperty: $0.set,
                          attributes: JSPropertyAttributes($0.set == nil ? kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontDelete
                                                                        : kJSPropertyAttributeDontDelete))
        }
        staticValues.append(JSStaticValue(name: nil, getProperty: nil, setProperty: nil, attributes: 0))
        var definition = kJSClassDefinitionEmpty
        let className = strdup(name)
        definition.className = UnsafePointer(className)
        definition.finalize = finalize
        return staticFunctions.withUnsafeBufferPointer { functionsPointer in
            staticValues.withUnsafeBufferPointer { valuesPointer in
                definition.staticFunctions = functionsPointer.baseAddress
                definition.staticValues = valuesPointer.baseAddress
                return JSClassCreate(&definition)
            }
        }
    }

    /// A new instance of `jsClass` owning `object` (released when the instance is collected).
    static func instance(_ ctx: JSContextRef, _ jsClass: JSClassRef, _ object: NativeObject) -> JSObjectRef {
        JSObjectMake(ctx, jsClass, Unmanaged.passRetained(object).toOpaque())
    }

    /// The finalizer for classes whose private data is a retained Swift object.
    static let release: JSObjectFinalizeCallback = { object in
        guard let raw = JSObjectGetPrivate(object) else { return }
        Unmanaged<NativeObject>.fromOpaque(raw).release()
    }
}
