import Foundation

extension MotionCanvas {
    /// The frame's pixels drawn so far in `region` (pixels of a PNG output, `(0, 0)` at its
    /// top-left), straight RGBA: canvas `getImageData`. Pixels outside the frame read as
    /// transparent black, as in a canvas. Nil for SVG and PDF output, which has no pixels, and
    /// inside a filtered drawing. What a layer still being drawn holds is not in the frame yet.
    public func pixels(in region: PixelRegion) -> RasterImage? {
        guard region.maxX >= region.minX, region.maxY >= region.minY, target.isDrawing("pixels(in: \(region))"),
              target.recorder.canReadPixels, let read = target.recorder.pixels else { return nil }
        let width = region.maxX - region.minX + 1, height = region.maxY - region.minY + 1
        guard width * height <= RenderLimits.filterPixels else {
            target.report("pixels(in: \(region)): \(width)x\(height) is over the limit of \(RenderLimits.filterPixels) pixels", nonFinite: false)
            return nil
        }
        return read(region)
    }

    /// Replaces the frame's pixels with `image`, its top-left pixel at `(x, y)` in output pixels
    /// (points in SVG and PDF): canvas `putImageData`. The copy's transform, opacity, blend mode,
    /// filters, masks and clips do not apply (a scene drawn inside another stays in its rectangle).
    public func putPixels(_ image: RasterImage, x: Int, y: Int) {
        guard image.width > 0, image.height > 0 else { return }
        target.record(DisplayItem(state: displayState, operation: .pixels(image, x: x, y: y)),
                      elements: image.rgba.count / 64 + 1, "putPixels")
    }
}
