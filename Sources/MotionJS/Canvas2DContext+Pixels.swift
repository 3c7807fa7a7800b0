import Foundation
import MotionRender

extension Canvas2DContext {
    /// `getImageData(sx, sy, sw, sh)`: the pixels of an offscreen canvas (rasterized at one
    /// pixel per canvas pixel through the renderer), straight-alpha RGBA; pixels outside the
    /// canvas are transparent black. A negative size counts from the other edge.
    func imageData(_ numbers: [Double]) throws -> RasterImage {
        guard surface.kind == .offscreen else {
            throw ScriptThrow.unsupported("getImageData on a scene's own canvas is not supported yet (its pixels exist only once the frame is rendered); draw into an OffscreenCanvas to read pixels")
        }
        // Web IDL `long`: non-finite values become 0, others are truncated.
        let values = numbers.map { $0.isFinite ? $0.rounded(.towardZero) : 0 }
        var x = values[0], y = values[1], w = values[2], h = values[3]
        guard w != 0, h != 0 else { throw ScriptThrow.dom(name: "IndexSizeError", message: "getImageData needs a width and height other than 0") }
        if w < 0 { x += w; w = -w }
        if h < 0 { y += h; h = -h }
        guard w * h <= Double(OffscreenCanvasObject.maximumPixels) else {
            throw ScriptThrow.rangeError("getImageData of \(Int(w))x\(Int(h)) is over the limit of \(OffscreenCanvasObject.maximumPixels) pixels")
        }
        let width = Int(surface.width), height = Int(surface.height)
        let region = Int(w), regionHeight = Int(h), left = Int(x), top = Int(y)
        var rgba = [UInt8](repeating: 0, count: region * regionHeight * 4)
        if width > 0, height > 0, !surface.commands.isEmpty {
            let full = try JSCanvasSnapshot(name: "canvas", width: width, height: height, commands: surface.commands).raster()
            for row in 0..<regionHeight {
                let sy = top + row
                guard sy >= 0, sy < height else { continue }
                for column in 0..<region {
                    let sx = left + column
                    guard sx >= 0, sx < width else { continue }
                    let from = (sy * width + sx) * 4, to = (row * region + column) * 4
                    rgba[to] = full.rgba[from]; rgba[to + 1] = full.rgba[from + 1]
                    rgba[to + 2] = full.rgba[from + 2]; rgba[to + 3] = full.rgba[from + 3]
                }
            }
        }
        return RasterImage(width: region, height: regionHeight, rgba: rgba)
    }
}
