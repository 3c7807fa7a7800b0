internal import CCairo
import Foundation

/// Paths, shapes and transforms handed to cairo: the one place MotionKit's geometry becomes
/// cairo's (the replay of display lists, and the path measures that need cairo's flattening).
enum CairoPath {
    /// Sets `cr`'s matrix to `t`.
    static func setMatrix(_ t: MotionTransform, _ cr: OpaquePointer) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &matrix)
    }

    /// Sets `color` (components clamped to `[0, 1]`) with its alpha times `alpha` as `cr`'s source.
    static func setSource(_ color: MotionColor, alpha: Double, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Motion.clamp(color.red), Motion.clamp(color.green), Motion.clamp(color.blue),
                              Motion.clamp(color.alpha) * alpha)
    }

    /// Replaces the current path with `path`.
    static func append(_ path: MotionPath, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        appendSubpaths(path, cr)
    }

    /// Replaces the current path with `shape`.
    static func append(_ shape: DisplayShape, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        appendSubpaths(shape, cr)
    }

    /// Adds `shape` to the current path: a circle as one arc, a rectangle as cairo's.
    static func appendSubpaths(_ shape: DisplayShape, _ cr: OpaquePointer) {
        switch shape {
        case .path(let path): appendSubpaths(path, cr)
        case let .circle(center, radius):
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * .pi)
            cairo_close_path(cr)
        case .rectangle(let r): cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        }
    }

    /// Adds `path` to the current path.
    static func appendSubpaths(_ path: MotionPath, _ cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let a0, let a1, let clockwise):
                if clockwise { cairo_arc(cr, c.x, c.y, max(0, r), a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, max(0, r), a0, a1) }
            case .close: cairo_close_path(cr)
            }
        }
    }

}
