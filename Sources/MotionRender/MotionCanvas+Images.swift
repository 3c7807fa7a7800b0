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
        record("image", .image(DisplayImage(asset), source: nil, destination: rect))
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
        record("image", .image(DisplayImage(asset), source: src, destination: dst))
    }
}
