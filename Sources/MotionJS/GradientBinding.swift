internal import CJavaScriptCore
import Foundation
import MotionRender

/// The native side of `CanvasGradient` and `CanvasPattern`, and of the context methods that make
/// them. Their arguments are restricted doubles: a non-finite one is a `TypeError`.
enum GradientBinding {
    /// The numbers of a `create…Gradient` call, checked finite.
    private static func finite(_ args: JSArguments, _ count: Int, _ member: String) throws -> [Double] {
        try args.require(count, member)
        let values = try (0..<count).map { try args.number($0) }
        guard values.allSatisfy(\.isFinite) else {
            throw ScriptThrow.typeError("Failed to execute '\(member)': The provided double value is non-finite.")
        }
        return values
    }

    /// Context methods (packed numbers, `this` a context).
    static let contextFunctions: [NativeClass.Function] = [
        ("createLinearGradient", { c, _, t, n, a, e in Canvas2DBinding.method(c, t, n, a, e, packed: true) { _, args in
            let v = try finite(args, 4, "createLinearGradient")
            return NativeClass.instance(args.ctx, CanvasGradientObject(.linear(CGPoint(x: v[0], y: v[1]), CGPoint(x: v[2], y: v[3]))))
        } }),
        ("createRadialGradient", { c, _, t, n, a, e in Canvas2DBinding.method(c, t, n, a, e, packed: true) { _, args in
            let v = try finite(args, 6, "createRadialGradient")
            guard v[2] >= 0, v[5] >= 0 else {
                throw ScriptThrow.dom(name: "IndexSizeError", message: "Failed to execute 'createRadialGradient': The \(v[2] < 0 ? "r0" : "r1") provided is less than 0.")
            }
            return NativeClass.instance(args.ctx, CanvasGradientObject(.radial(CGPoint(x: v[0], y: v[1]), v[2], CGPoint(x: v[3], y: v[4]), v[5])))
        } }),
        ("createConicGradient", { c, _, t, n, a, e in Canvas2DBinding.method(c, t, n, a, e, packed: true) { _, args in
            let v = try finite(args, 3, "createConicGradient")
            return NativeClass.instance(args.ctx, CanvasGradientObject(.conic(angle: v[0], center: CGPoint(x: v[1], y: v[2]))))
        } }),
        // The prelude passes the image's or canvas's handle and the repetition as a string.
        ("createPattern", { c, _, t, n, a, e in Canvas2DBinding.method(c, t, n, a, e) { g, args in
            try args.require(2, "createPattern")
            let source = try Canvas2DBinding.imageSource(args)
            guard source.size.width > 0, source.size.height > 0 else {
                throw ScriptThrow.dom(name: "InvalidStateError", message: "Failed to execute 'createPattern': the image has no pixels")
            }
            let repetition = try CanvasPatternObject.repetition(args.isMissing(1) ? "" : try args.string(1))
            return NativeClass.instance(args.ctx, CanvasPatternObject(asset: try g.patternAsset(source), repetition: repetition))
        } }),
    ]

    /// `CanvasGradient.addColorStop`.
    static let gradientFunctions: [NativeClass.Function] = [
        ("addColorStop", { c, _, t, n, a, e in
            NativeCall.run(c, e) { ctx in
                guard let gradient = NativeObject.this(t, as: CanvasGradientObject.self) else { throw ScriptThrow.typeError("Illegal invocation") }
                let args = JSArguments(ctx, n, a)
                try args.require(2, "addColorStop")
                let offset = try args.number(0), color = try args.string(1)
                guard offset.isFinite else { throw ScriptThrow.typeError("Failed to execute 'addColorStop': The provided double value is non-finite.") }
                try gradient.addColorStop(offset, color)
                return nil
            }
        }),
    ]

    /// `CanvasPattern.setTransform`: the prelude passes the matrix's six numbers, packed.
    static let patternFunctions: [NativeClass.Function] = [
        ("setTransform", { c, _, t, n, a, e in
            NativeCall.run(c, e) { ctx in
                guard let pattern = NativeObject.this(t, as: CanvasPatternObject.self), let realm = ScriptRealm.of(ctx) else {
                    throw ScriptThrow.typeError("Illegal invocation")
                }
                let args = JSArguments(ctx, n, a, packed: realm.numbers)
                let m = MotionTransform(a: try args.number(0), b: try args.number(1), c: try args.number(2), d: try args.number(3),
                                        tx: try args.number(4), ty: try args.number(5))
                if m.isFinite { pattern.transform = m }
                return nil
            }
        }),
    ]
}
