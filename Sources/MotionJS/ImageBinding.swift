internal import CJavaScriptCore
import Foundation

/// The native side of `Image`: loading the file `src` names (`native.loadImage(src)` gives a
/// handle) and its intrinsic size (`native.imageSize.call(handle)` gives `[width, height]`).
enum ImageBinding {
    static let load: JSObjectCallAsFunctionCallback = { c, _, _, n, a, e in
        NativeCall.run(c, e) { ctx in
            let args = JSArguments(ctx, n, a)
            guard let realm = ScriptRealm.of(ctx) else { throw ScriptThrow.typeError("no scene context") }
            return NativeClass.instance(ctx, try realm.image(try args.string(0)))
        }
    }

    static let size: JSObjectCallAsFunctionCallback = { c, _, t, _, _, e in
        NativeCall.run(c, e) { ctx in
            guard let image = NativeObject.this(t, as: SceneImage.self) else { throw ScriptThrow.typeError("Illegal invocation") }
            return NativeCall.array(ctx, [Double(image.asset.size.width), Double(image.asset.size.height)])
        }
    }
}
