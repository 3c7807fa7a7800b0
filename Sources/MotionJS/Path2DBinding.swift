internal import CJavaScriptCore
import Foundation
import MotionRender

/// The native side of `Path2D`: making a path (empty, a copy of another, or from SVG path
/// data), `addPath`, and the path methods of ``PathBinding``.
enum Path2DBinding {
    static let functions: [NativeClass.Function] = [
        // The prelude passes the other path's handle and, packed, the matrix (slots 1…6).
        ("addPath", { c, _, t, n, a, e in
            NativeCall.run(c, e) { ctx in
                guard let path = NativeObject.this(t, as: Path2DObject.self) else { throw ScriptThrow.typeError("Illegal invocation") }
                let args = JSArguments(ctx, n, a, packed: path.numbers)
                guard let other = NativeObject.argument(ctx, args[0], as: Path2DObject.self) else {
                    throw ScriptThrow.typeError("Failed to execute 'addPath': parameter 1 is not of type 'Path2D'.")
                }
                let m = MotionTransform(a: try args.number(1), b: try args.number(2), c: try args.number(3), d: try args.number(4),
                                        tx: try args.number(5), ty: try args.number(6))
                guard m.isFinite else { return nil }
                let source = other.path
                try path.path.addPath(source, transform: m)
                return nil
            }
        }),
    ] + PathBinding.functions

    /// `native.makePath(source)`: a new path handle; `source` is another path's handle, SVG path
    /// data, or undefined.
    static let make: JSObjectCallAsFunctionCallback = { c, _, _, n, a, e in
        NativeCall.run(c, e) { ctx in
            let args = JSArguments(ctx, n, a)
            guard let realm = ScriptRealm.of(ctx) else { throw ScriptThrow.typeError("no scene context") }
            let object = Path2DObject(numbers: realm.numbers)
            if let other = NativeObject.argument(ctx, args[0], as: Path2DObject.self) {
                object.path = other.path
            } else if !args.isMissing(0) {
                try SVGPathData.append(try args.string(0), to: &object.path)
            }
            return NativeClass.instance(ctx, object)
        }
    }
}
