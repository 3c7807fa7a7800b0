import CJavaScriptCore
import Foundation

/// The JavaScript class `OffscreenCanvas` (also made by `document.createElement('canvas')`):
/// `width`, `height` (setting either clears the canvas) and `getContext('2d')`.
enum OffscreenCanvasBinding {
    static let jsClass: JSClassRef = NativeClass.make("OffscreenCanvas", functions: [
        ("getContext", { c, _, t, n, a, e in
            NativeCall.run(c, e) { ctx in
                let args = JSArguments(ctx, n, a)
                guard let canvas = NativeObject.this(t, as: OffscreenCanvasObject.self) else { throw ScriptThrow.typeError("Illegal invocation") }
                let type = try args.string(0)
                guard type == "2d" else {
                    throw ScriptThrow.unsupported("OffscreenCanvas.getContext('\(type)') is not supported: only '2d' contexts exist in a scene")
                }
                return NativeClass.instance(ctx, Canvas2DBinding.jsClass, canvas.context2D())
            }
        }),
    ], values: [
        ("width", { c, o, _, e in NativeCall.run(c, e) { ctx in
            NativeCall.number(ctx, Double(NativeObject.this(o, as: OffscreenCanvasObject.self)?.width ?? 0))
        } }, { c, o, _, v, e in NativeCall.set(c, e) { ctx in
            guard let canvas = NativeObject.this(o, as: OffscreenCanvasObject.self) else { return }
            let width = try OffscreenCanvasObject.checkedSide(try NativeCall.number(ctx, v), "width")
            try checkPixels(width, canvas.height)
            canvas.resize(width: width, height: canvas.height)
        } }),
        ("height", { c, o, _, e in NativeCall.run(c, e) { ctx in
            NativeCall.number(ctx, Double(NativeObject.this(o, as: OffscreenCanvasObject.self)?.height ?? 0))
        } }, { c, o, _, v, e in NativeCall.set(c, e) { ctx in
            guard let canvas = NativeObject.this(o, as: OffscreenCanvasObject.self) else { return }
            let height = try OffscreenCanvasObject.checkedSide(try NativeCall.number(ctx, v), "height")
            try checkPixels(canvas.width, height)
            canvas.resize(width: canvas.width, height: height)
        } }),
    ], finalize: NativeClass.release)

    static func constructor(_ ctx: JSContextRef) -> JSObjectRef {
        JSObjectMakeConstructor(ctx, jsClass, construct)
    }

    private static func checkPixels(_ width: Int, _ height: Int) throws {
        guard width * height <= OffscreenCanvasObject.maximumPixels else {
            throw ScriptThrow.rangeError("a canvas of \(width)x\(height) is over the limit of \(OffscreenCanvasObject.maximumPixels) pixels")
        }
    }

    private static let construct: JSObjectCallAsConstructorCallback = { c, _, n, a, e in
        guard let c else { return nil }
        var made: JSObjectRef?
        _ = NativeCall.run(c, e) { ctx in
            let args = JSArguments(ctx, n, a)
            try args.require(2, "OffscreenCanvas")
            let width = try OffscreenCanvasObject.checkedSide(try args.number(0), "width")
            let height = try OffscreenCanvasObject.checkedSide(try args.number(1), "height")
            try checkPixels(width, height)
            guard let realm = ScriptRealm.of(ctx) else { throw ScriptThrow.typeError("no scene context") }
            let canvas = OffscreenCanvasObject(width: width, height: height, realm: realm)
            realm.made(canvas)
            made = NativeClass.instance(ctx, jsClass, canvas)
            return made
        }
        return made
    }
}
