internal import CJavaScriptCore
import Foundation
import MotionRender

/// The `CanvasPath` methods (moveTo, lineTo, arc, …), shared by `CanvasRenderingContext2D`
/// (points transformed by the current transform) and `Path2D` (points as given). All are
/// called packed (see ``JSArguments``).
enum PathBinding {
    typealias Body = (inout CanvasPath, MotionTransform, JSArguments) throws -> Void

    static func method(_ ctx: JSContextRef?, _ this: JSObjectRef?, _ count: Int, _ arguments: UnsafePointer<JSValueRef?>?,
                       _ exception: UnsafeMutablePointer<JSValueRef?>?, _ required: Int, _ name: String, _ body: Body) -> JSValueRef? {
        NativeCall.run(ctx, exception) { ctx in
            if let context = NativeObject.this(this, as: Canvas2DContext.self) {
                let args = JSArguments(ctx, count, arguments, packed: context.numbers)
                try args.require(required, name)
                let ctm = context.state.matrix
                try body(&context.path, ctm, args)
            } else if let path = NativeObject.this(this, as: Path2DObject.self) {
                let args = JSArguments(ctx, count, arguments, packed: path.numbers)
                try args.require(required, name)
                try body(&path.path, .identity, args)
            } else {
                throw ScriptThrow.typeError("Illegal invocation")
            }
            return nil
        }
    }

    private static func point(_ args: JSArguments, _ i: Int) throws -> CGPoint {
        CGPoint(x: try args.number(i), y: try args.number(i + 1))
    }

    /// A radius argument: IndexSizeError when negative (NaN and infinities are ignored later).
    private static func radius(_ value: Double, _ member: String) throws -> Double {
        guard !(value < 0) else { throw ScriptThrow.dom(name: "IndexSizeError", message: "\(member): the radius \(value) is negative") }
        return value
    }

    static let functions: [NativeClass.Function] = [
        ("closePath", { c, _, t, n, a, e in method(c, t, n, a, e, 0, "closePath") { path, _, _ in path.closePath() } }),
        ("moveTo", { c, _, t, n, a, e in method(c, t, n, a, e, 2, "moveTo") { path, m, args in try path.moveTo(try point(args, 0), m) } }),
        ("lineTo", { c, _, t, n, a, e in method(c, t, n, a, e, 2, "lineTo") { path, m, args in try path.lineTo(try point(args, 0), m) } }),
        ("quadraticCurveTo", { c, _, t, n, a, e in method(c, t, n, a, e, 4, "quadraticCurveTo") { path, m, args in
            try path.quadraticCurveTo(try point(args, 0), try point(args, 2), m)
        } }),
        ("bezierCurveTo", { c, _, t, n, a, e in method(c, t, n, a, e, 6, "bezierCurveTo") { path, m, args in
            try path.bezierCurveTo(try point(args, 0), try point(args, 2), try point(args, 4), m)
        } }),
        ("arcTo", { c, _, t, n, a, e in method(c, t, n, a, e, 5, "arcTo") { path, m, args in
            let p1 = try point(args, 0), p2 = try point(args, 2), r = try args.number(4)
            guard p1.isFinitePoint, p2.isFinitePoint, r.isFinite else { return }
            try path.arcTo(p1, p2, radius: try radius(r, "arcTo"), m)
        } }),
        ("rect", { c, _, t, n, a, e in method(c, t, n, a, e, 4, "rect") { path, m, args in
            try path.rect(CGRect(x: try args.number(0), y: try args.number(1), width: try args.number(2), height: try args.number(3)), m)
        } }),
        // The prelude normalises the radii to eight numbers.
        ("roundRect", { c, _, t, n, a, e in method(c, t, n, a, e, 12, "roundRect") { path, m, args in
            let values = try (0..<12).map { try args.number($0) }
            let radii = (0..<4).map { CGPoint(x: values[4 + 2 * $0], y: values[5 + 2 * $0]) }
            try path.roundRect(CGRect(x: values[0], y: values[1], width: values[2], height: values[3]), radii: radii, m)
        } }),
        ("arc", { c, _, t, n, a, e in method(c, t, n, a, e, 5, "arc") { path, m, args in
            let center = try point(args, 0), r = try args.number(2), start = try args.number(3), end = try args.number(4)
            let anticlockwise = args.bool(5)
            guard center.isFinitePoint, r.isFinite, start.isFinite, end.isFinite else { return }
            try path.arc(center: center, radius: try radius(r, "arc"), start: start, end: end, anticlockwise: anticlockwise, m)
        } }),
        ("ellipse", { c, _, t, n, a, e in method(c, t, n, a, e, 7, "ellipse") { path, m, args in
            let center = try point(args, 0), rx = try args.number(2), ry = try args.number(3)
            let rotation = try args.number(4), start = try args.number(5), end = try args.number(6)
            let anticlockwise = args.bool(7)
            guard center.isFinitePoint, rx.isFinite, ry.isFinite, rotation.isFinite, start.isFinite, end.isFinite else { return }
            try path.ellipse(center: center, radiusX: try radius(rx, "ellipse"), radiusY: try radius(ry, "ellipse"),
                             rotation: rotation, start: start, end: end, anticlockwise: anticlockwise, m)
        } }),
    ]
}
