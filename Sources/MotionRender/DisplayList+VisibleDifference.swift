internal import CCairo
import Foundation

extension DisplayList {
    /// The first place where `self` and `other` draw differently, skipping items that differ in
    /// how they are written but not in what they draw: two items at the same place that differ
    /// (a circle and the same circle as a path of arcs, a shape built the other way round) are
    /// each drawn alone, with their state, into a transparent `width × height` image, and only a
    /// pair whose pixels differ counts. Layers that differ are looked into. At most `limit` pairs
    /// are drawn; past it, the next differing pair counts. Nil when every pair draws the same.
    package func firstVisibleDifference(from other: DisplayList, width: Int, height: Int, limit: Int = 200) -> DisplayDifference? {
        var drawn = 0
        return visibleDifference(from: other, width: width, height: height, drawn: &drawn, limit: limit)
    }

    private func visibleDifference(from other: DisplayList, width: Int, height: Int, drawn: inout Int, limit: Int) -> DisplayDifference? {
        let shared = Swift.min(items.count, other.items.count)
        for i in 0..<shared where items[i] != other.items[i] {
            let a = items[i], b = other.items[i]
            if a.state == b.state, case .layer(let x) = a.operation, case .layer(let y) = b.operation, x.clip == y.clip {
                if let deeper = x.content.visibleDifference(from: y.content, width: width, height: height, drawn: &drawn, limit: limit) {
                    return DisplayDifference(path: [i] + deeper.path, first: deeper.first, second: deeper.second)
                }
                continue
            }
            if drawn < limit {
                drawn += 1
                if let p = DisplayList([a]).alone(width: width, height: height), let q = DisplayList([b]).alone(width: width, height: height), p == q {
                    continue
                }
            }
            return DisplayDifference(path: [i], first: a, second: b)
        }
        guard items.count != other.items.count else { return nil }
        return DisplayDifference(path: [shared], first: items.count > shared ? items[shared] : nil,
                                 second: other.items.count > shared ? other.items[shared] : nil)
    }

    /// The list drawn alone into a transparent image (its masks, made elsewhere, left out), as
    /// bytes; nil when it cannot be drawn.
    private func alone(width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, width * height <= RenderLimits.filterPixels else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        CairoReplay(cr: cr, assets: AssetScope()).replay(self)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height))
    }
}
