internal import CCairo
import Foundation

extension CairoReplay {
    /// An image item: an SVG asset's whole drawing scaled into `destination` (`source` nil), or
    /// the part `source` of any image, cut to the image, scaled into `destination`.
    func drawImage(_ state: DisplayState, _ asset: any ImageAsset, source: CGRect?, destination rect: CGRect) {
        guard let src = source else {
            withState(state, "image") { cr, alpha in
                // Raster output: from an image of the asset at its device size when one applies. The
                // image is composited at whole pixels, unscaled, so the smoothing setting changes
                // nothing (a recording replays as vectors with any of them) but `.none`, which is
                // left to the recording.
                if state.interpolation != .none, let svg = asset as? SVGAsset,
                   assets.paintFromImage(svg, in: rect, transform: state.transform, alpha: alpha, cr) { return }
                guard let surface = surface(for: asset, on: cr) else { return }
                cairo_translate(cr, rect.minX, rect.minY)
                cairo_scale(cr, rect.width / asset.size.width, rect.height / asset.size.height)
                cairo_set_source_surface(cr, surface, 0, 0)
                if state.interpolation != .medium { cairo_pattern_set_filter(cairo_get_source(cr), state.interpolation.cairo) }
                paintSource(cr, alpha: alpha)
            }
            return
        }
        let dst = rect
        let kept = src.intersection(CGRect(origin: .zero, size: asset.size))
        let sx = dst.width / src.width, sy = dst.height / src.height
        let shown = CGRect(x: dst.minX + (kept.minX - src.minX) * sx, y: dst.minY + (kept.minY - src.minY) * sy,
                           width: kept.width * sx, height: kept.height * sy)
        withState(state, "image") { cr, alpha in
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
            cairo_pattern_set_filter(pattern, state.interpolation.cairo)
            paintSource(cr, alpha: alpha)
        }
    }

    /// The surface to paint `asset` with on `cr` (``AssetScope/surface(for:on:)``), or nil after
    /// reporting why it cannot be drawn.
    private func surface(for asset: any ImageAsset, on cr: OpaquePointer) -> OpaquePointer? {
        do { return try assets.surface(for: asset, on: cr) } catch {
            report("image \(asset.name): \(error)")
            return nil
        }
    }

    /// Pixels replacing the frame's, their top-left at `(x, y)` in device units, whatever the
    /// clip, transform or blend mode (canvas `putImageData`).
    func putPixels(_ image: RasterImage, x: Int, y: Int) {
        guard image.width > 0, image.height > 0 else { return }
        let stride = BitmapDecoder.stride(image.width)
        let pixels = image.rgba.withUnsafeBufferPointer {
            BitmapDecoder.premultiplied($0.baseAddress!, width: image.width, height: image.height, rowBytes: image.width * 4,
                                        channels: 4, hasAlpha: true)
        }
        defer { pixels.deallocate() }
        let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(image.width), Int32(image.height), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(x), Double(y), Double(image.width), Double(image.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, Double(x), Double(y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint(cr)
        cairo_restore(cr)
        // The pixels are freed when this returns; a vector surface must have its own copy.
        cairo_surface_finish(surface)
    }
}

extension CairoReplay {
    /// The pixels of `surface` (an ARGB32 image, the frame) in `region`, straight RGBA, with
    /// transparent black outside the image.
    static func pixels(of surface: OpaquePointer, in region: PixelRegion) -> RasterImage {
        cairo_surface_flush(surface)
        let frame = RasterImage(surface: surface)
        let width = region.maxX - region.minX + 1, height = region.maxY - region.minY + 1
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height where region.minY + y >= 0 && region.minY + y < frame.height {
            for x in 0..<width where region.minX + x >= 0 && region.minX + x < frame.width {
                let from = ((region.minY + y) * frame.width + region.minX + x) * 4, to = (y * width + x) * 4
                rgba[to] = frame.rgba[from]; rgba[to + 1] = frame.rgba[from + 1]
                rgba[to + 2] = frame.rgba[from + 2]; rgba[to + 3] = frame.rgba[from + 3]
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }
}
