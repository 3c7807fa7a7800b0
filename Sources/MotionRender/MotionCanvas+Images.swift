internal import CCairo
import Foundation

extension MotionCanvas {
    /// Draws an SVG asset scaled to fill `rect` (its aspect is not preserved; pass a rect of the
    /// asset's aspect to keep it). In SVG and PDF output the asset stays vector.
    public func image(_ asset: SVGAsset, in rect: CGRect) {
        // Plain comparisons rather than an array: this runs for every image of every frame.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return target.report("image \(asset.name) in \(rect)")
        }
        guard rect.width > 0, rect.height > 0 else { return }
        withState("image") { cr in
            // Raster output: from an image of the asset at its device size when one applies.
            if target.assets.images?.paint(asset, in: rect, transform: context.transform, opacity: opacity, cr) == true { return }
            let surface: OpaquePointer
            do { surface = try target.assets.surface(for: asset, on: cr) } catch {
                return target.report("image \(asset.name): \(error)", nonFinite: false)
            }
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / asset.size.width, rect.height / asset.size.height)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint_with_alpha(cr, opacity)
        }
    }
}
