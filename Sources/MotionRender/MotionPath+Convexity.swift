internal import CCairo
import Foundation

extension MotionPath {
    /// True when `path` flattens to one closed outline that turns one way once round: then
    /// non-zero and even-odd fill the same region, and its inverse is an even-odd clip.
    var isSingleConvexOutline: Bool {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        CairoPath.append(self, cr)
        guard let flat = cairo_copy_path_flat(cr) else { return false }
        defer { cairo_path_destroy(flat) }
        var points: [CGPoint] = []
        var subpaths = 0
        var i = 0
        let data = flat.pointee.data!, count = Int(flat.pointee.num_data)
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // cairo starts a new subpath after a close at the same point; only drawn ones count.
                if i + Int(header.length) < count, data[i + Int(header.length)].header.type != CAIRO_PATH_MOVE_TO { subpaths += 1 }
                points.append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y))
            case CAIRO_PATH_LINE_TO:
                points.append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y))
            default:
                break
            }
            i += Int(header.length)
        }
        guard subpaths == 1 else { return false }
        var outline: [CGPoint] = []
        for p in points where outline.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { outline.append(p) }
        if let first = outline.first, let last = outline.last, outline.count > 1, hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
            outline.removeLast()
        }
        guard outline.count >= 3 else { return false }
        var turning = 0.0, sign = 0.0
        for k in 0..<outline.count {
            let a = outline[k], b = outline[(k + 1) % outline.count], c = outline[(k + 2) % outline.count]
            let u = CGPoint(x: b.x - a.x, y: b.y - a.y), v = CGPoint(x: c.x - b.x, y: c.y - b.y)
            let cross = u.x * v.y - u.y * v.x, dot = u.x * v.x + u.y * v.y
            if abs(cross) > 1e-12 * (hypot(u.x, u.y) * hypot(v.x, v.y)) {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { return false }
            }
            turning += atan2(cross, dot)
        }
        return abs(abs(turning) - 2 * .pi) < 1e-6
    }
}
