import CJavaScriptCore
import Foundation
import MotionRender

/// The JavaScript class `Path2D`: `new Path2D()`, `new Path2D(path)` (a copy),
/// `new Path2D(svgPathData)`, `addPath(path, matrix)` and the path methods of ``PathBinding``.
enum Path2DBinding {
    static let jsClass: JSClassRef = NativeClass.make("Path2D", functions: [
        // The prelude passes the path and, packed, the matrix's six numbers (slots 1…6).
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
    ] + PathBinding.functions, finalize: NativeClass.release)

    static func constructor(_ ctx: JSContextRef) -> JSObjectRef {
        JSObjectMakeConstructor(ctx, jsClass, construct)
    }

    private static let construct: JSObjectCallAsConstructorCallback = { c, _, n, a, e in
        guard let c else { return nil }
        var made: JSObjectRef?
        _ = NativeCall.run(c, e) { ctx in
            let args = JSArguments(ctx, n, a)
            guard let realm = ScriptRealm.of(ctx) else { throw ScriptThrow.typeError("no scene context") }
            let object = Path2DObject(numbers: realm.numbers)
            if let other = NativeObject.argument(ctx, args[0], as: Path2DObject.self) {
                object.path = other.path
            } else if !args.isMissing(0) {
                try SVGPathData.append(try args.string(0), to: &object.path)
            }
            made = NativeClass.instance(ctx, jsClass, object)
            return made
        }
        return made
    }
}
