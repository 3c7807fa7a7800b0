import Foundation
import MotionRender

/// What `drawImage` and `createPattern` take: an image loaded from the scene's folder (SVG, PNG,
/// JPEG or WebP), or another canvas (replayed as vector drawing).
enum CanvasImageSource {
    case image(any ImageAsset)
    case canvas(CanvasSurface)

    /// The natural size in canvas pixels.
    var size: CGSize {
        switch self {
        case .image(let asset): return asset.size
        case .canvas(let canvas): return CGSize(width: canvas.width, height: canvas.height)
        }
    }
}

extension Canvas2DContext {
    /// `drawImage(image, dx, dy)`, `(image, dx, dy, dw, dh)` and
    /// `(image, sx, sy, sw, sh, dx, dy, dw, dh)` (HTML §4.12.5.1.14): `numbers` holds the
    /// numbers after the image, 2, 4 or 8 of them. Non-finite numbers draw nothing; negative
    /// sizes flip their rectangle; the source rectangle is clipped to the image.
    func drawImage(_ source: CanvasImageSource, _ numbers: [Double]) throws {
        guard numbers.allSatisfy(\.isFinite) else { return }
        let natural = source.size
        guard natural.width > 0, natural.height > 0 else {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "drawImage of a canvas with no pixels (width or height 0)")
        }
        var src = CGRect(origin: .zero, size: natural), dst: CGRect
        var whole = true
        switch numbers.count {
        case 2: dst = CGRect(x: numbers[0], y: numbers[1], width: natural.width, height: natural.height)
        case 4: dst = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        default:
            src = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]).standardized
            dst = CGRect(x: numbers[4], y: numbers[5], width: numbers[6], height: numbers[7])
            whole = src == CGRect(origin: .zero, size: natural)
        }
        dst = dst.standardized
        guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { return }
        switch source {
        case .image(let asset):
            // The whole image: exactly what `MotionCanvas.image(_:in:)` draws in a Swift port.
            try emit(.image(asset, source: whole ? nil : src, in: dst))
        case .canvas(let canvas):
            // Source → destination: the whole canvas lands at `placed`; only `visible` shows.
            let scaleX = dst.width / src.width, scaleY = dst.height / src.height
            let mapping = MotionTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: dst.minX - src.minX * scaleX, ty: dst.minY - src.minY * scaleY)
            let placed = CGRect(x: mapping.tx, y: mapping.ty, width: natural.width * scaleX, height: natural.height * scaleY)
            let visible = dst.intersection(placed)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
            let list = canvas.list
            try realm?.chargeCopy(of: list.totalCount)
            try emit(.canvas(list, mapping: mapping, visible: visible))
        }
    }

    /// The asset a pattern tiles: an image as it is, a canvas as its pixels (one per canvas
    /// pixel, as a browser patterns a canvas's bitmap).
    func patternAsset(_ source: CanvasImageSource) throws -> any ImageAsset {
        switch source {
        case .image(let asset): return asset
        case .canvas(let canvas):
            let raster = try JSCanvasSnapshot(name: "pattern", width: Int(canvas.width), height: Int(canvas.height), list: canvas.list).raster()
            do { return try BitmapAsset(raster, name: "canvas pattern") } catch {
                throw ScriptThrow.dom(name: "InvalidStateError", message: "createPattern of a canvas: \(error)")
            }
        }
    }
}
