internal import CCairo
import Foundation

extension MotionCanvas {
    /// Draws an image (an ``SVGAsset`` or a ``BitmapAsset``) scaled to fill `rect` (canvas
    /// `drawImage(image, x, y, w, h)`); its aspect is not preserved, so pass a rect of the image's
    /// aspect to keep it. SVG assets stay vector in SVG and PDF output; bitmaps are stored once
    /// per document. Scaled bitmaps are resampled as ``imageInterpolation`` says, and their edge
    /// pixels extend to the rectangle's edge as in a canvas (no fading border).
    public func image(_ asset: any ImageAsset, in rect: CGRect) {
        // Plain comparisons rather than an array: this runs for every image of every frame.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return target.report("image \(asset.name) in \(rect)")
        }
        guard rect.width > 0, rect.height > 0 else { return }
        guard asset is SVGAsset else {
            return image(asset, from: CGRect(origin: .zero, size: asset.size), in: rect)
        }
        withState("image") { cr, alpha in
            // Raster output: from an image of the asset at its device size when one applies. The
            // image is composited at whole pixels, unscaled, so the smoothing setting changes
            // nothing (a recording replays as vectors with any of them) but `.none`, which is
            // left to the recording.
            if imageInterpolation != .none, let svg = asset as? SVGAsset,
               target.assets.paintFromImage(svg, in: rect, transform: context.transform, alpha: alpha, cr) { return }
            guard let surface = surface(for: asset, on: cr) else { return }
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / asset.size.width, rect.height / asset.size.height)
            cairo_set_source_surface(cr, surface, 0, 0)
            if imageInterpolation != .medium { cairo_pattern_set_filter(cairo_get_source(cr), imageInterpolation.cairo) }
            target.paint(cr, alpha: alpha)
        }
    }

    /// Draws an image at its natural size with its top-left corner at `point` (canvas
    /// `drawImage(image, x, y)`).
    public func image(_ asset: any ImageAsset, at point: CGPoint) {
        image(asset, in: CGRect(origin: point, size: asset.size))
    }

    /// Draws the part `source` of an image (in the image's points: a bitmap's pixels) scaled
    /// into `rect`: the canvas nine-argument `drawImage(image, sx, sy, sw, sh, dx, dy, dw, dh)`.
    ///
    /// As in a canvas, both rectangles are normalised (negative sizes flip nothing), a source
    /// reaching past the image is cut to the image and the destination cut in proportion, and an
    /// empty source or destination draws nothing. Resampling may read pixels just outside
    /// `source` that lie inside the image, and repeats the image's edge beyond it.
    public func image(_ asset: any ImageAsset, from source: CGRect, in rect: CGRect) {
        guard [source.minX, source.minY, source.width, source.height, rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return target.report("image \(asset.name) from \(source) in \(rect)")
        }
        let src = source.standardized, dst = rect.standardized
        guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { return }
        let kept = src.intersection(CGRect(origin: .zero, size: asset.size))
        guard !kept.isNull, kept.width > 0, kept.height > 0 else { return }
        let sx = dst.width / src.width, sy = dst.height / src.height
        let shown = CGRect(x: dst.minX + (kept.minX - src.minX) * sx, y: dst.minY + (kept.minY - src.minY) * sy,
                           width: kept.width * sx, height: kept.height * sy)
        withState("image") { cr, alpha in
            guard let surface = surface(for: asset, on: cr) else { return }
            cairo_new_path(cr)
            cairo_rectangle(cr, shown.minX, shown.minY, shown.width, shown.height)
            cairo_clip(cr)
            cairo_translate(cr, dst.minX, dst.minY)
            cairo_scale(cr, sx, sy)
            cairo_translate(cr, -src.minX, -src.minY)
            cairo_set_source_surface(cr, surface, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, imageInterpolation.cairo)
            target.paint(cr, alpha: alpha)
        }
    }

    /// The surface to paint `asset` with on `cr` (``AssetScope/surface(for:on:)``), or nil after
    /// reporting why it cannot be drawn.
    private func surface(for asset: any ImageAsset, on cr: OpaquePointer) -> OpaquePointer? {
        do { return try target.assets.surface(for: asset, on: cr) } catch {
            target.report("image \(asset.name): \(error)", nonFinite: false)
            return nil
        }
    }
}
