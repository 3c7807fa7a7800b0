import CJavaScriptCore
import Foundation

/// The native handle of a loaded image: what the prelude's `Image` keeps once its `src` is set,
/// with the image's intrinsic `width` and `height`.
enum ImageBinding {
    static let jsClass: JSClassRef = NativeClass.make("ImageHandle", values: [
        ("width", { c, o, _, e in NativeCall.run(c, e) { ctx in
            NativeCall.number(ctx, NativeObject.this(o, as: SceneImage.self).map { Double($0.asset.size.width) } ?? 0)
        } }, nil),
        ("height", { c, o, _, e in NativeCall.run(c, e) { ctx in
            NativeCall.number(ctx, NativeObject.this(o, as: SceneImage.self).map { Double($0.asset.size.height) } ?? 0)
        } }, nil),
    ], finalize: NativeClass.release)

    /// `native.loadImage(src)`: the image file in the scene's folder, loaded now.
    static let load: JSObjectCallAsFunctionCallback = { c, _, _, n, a, e in
        NativeCall.run(c, e) { ctx in
            let args = JSArguments(ctx, n, a)
            guard let realm = ScriptRealm.of(ctx) else { throw ScriptThrow.typeError("no scene context") }
            let image = try realm.image(try args.string(0))
            return NativeClass.instance(ctx, jsClass, image)
        }
    }
}
