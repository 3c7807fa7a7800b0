internal import CJavaScriptCore
import Foundation

/// The native side of `OffscreenCanvas` (also what `document.createElement('canvas')` makes):
/// making one, its `width` and `height` (setting either clears it) and `getContext('2d')`.
enum OffscreenCanvasBinding {
    static let functions: [NativeClass.Function] = [
        ("getContext", { c, _, t, n, a, e in
            NativeCall.run(c, e) { ctx in
                let args = JSArguments(ctx, n, a)
                guard let canvas = NativeObject.this(t, as: OffscreenCanvasObject.self) else { throw ScriptThrow.typeError("Illegal invocation") }
                let type = try args.string(0)
                guard type == "2d" else {
                    throw ScriptThrow.unsupported("OffscreenCanvas.getContext('\(type)') is not supported: only '2d' contexts exist in a scene")
                }
                return NativeClass.instance(ctx, canvas.context2D())
            }
        }),
    ]

    static let attributes: [NativeClass.Attribute] = [
        ("width", { c, _, t, _, _, e in NativeCall.run(c, e) { ctx in
            NativeCall.number(ctx, Double(NativeObject.this(t, as: OffscreenCanvasObject.self)?.width ?? 0))
        } }, { c, _, t, n, a, e in NativeCall.run(c, e) { ctx in
            guard let canvas = NativeObject.this(t, as: OffscreenCanvasObject.self) else { return nil }
            let width = try OffscreenCanvasObject.checkedSide(try JSArguments(ctx, n, a).number(0), "width")
            try checkPixels(width, canvas.height)
            canvas.resize(width: width, height: canvas.height)
            return nil
        } }),
        ("height", { c, _, t, _, _, e in NativeCall.run(c, e) { ctx in
            NativeCall.number(ctx, Double(NativeObject.this(t, as: OffscreenCanvasObject.self)?.height ?? 0))
        } }, { c, _, t, n, a, e in NativeCall.run(c, e) { ctx in
            guard let canvas = NativeObject.this(t, as: OffscreenCanvasObject.self) else { return nil }
            let height = try OffscreenCanvasObject.checkedSide(try JSArguments(ctx, n, a).number(0), "height")
            try checkPixels(canvas.width, height)
            canvas.resize(width: canvas.width, height: height)
            return nil
        } }),
    ]

    private static func checkPixels(_ width: Int, _ height: Int) throws {
        guard width * height <= OffscreenCanvasObject.maximumPixels else {
            throw ScriptThrow.rangeError("a canvas of \(width)x\(height) is over the limit of \(OffscreenCanvasObject.maximumPixels) pixels")
        }
    }

    /// `native.makeCanvas(width, height)`: a new canvas handle.
    static let make: JSObjectCallAsFunctionCallback = { c, _, _, n, a, e in
        NativeCall.run(c, e) { ctx in
            let args = JSArguments(ctx, n, a)
            try args.require(2, "OffscreenCanvas")
            let width = try OffscreenCanvasObject.checkedSide(try args.number(0), "width")
            let height = try OffscreenCanvasObject.checkedSide(try args.number(1), "height")
            try checkPixels(width, height)
            guard let realm = ScriptRealm.of(ctx) else { throw ScriptThrow.typeError("no scene context") }
            let canvas = OffscreenCanvasObject(width: width, height: height, realm: realm)
            realm.made(canvas)
            return NativeClass.instance(ctx, canvas)
        }
    }
}
