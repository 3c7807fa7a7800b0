import Foundation
import MotionRender

extension Canvas2DContext {
    /// Web IDL `[EnforceRange] long`: a non-finite value or one outside 32 bits is a TypeError.
    static func enforcedLong(_ value: Double, _ member: String) throws -> Double {
        guard value.isFinite else { throw ScriptThrow.typeError("Failed to execute '\(member)': \(value) is not a finite number.") }
        let whole = value.rounded(.towardZero)
        guard whole >= -2_147_483_648, whole <= 2_147_483_647 else {
            throw ScriptThrow.typeError("Failed to execute '\(member)': \(whole) is outside the range of a long.")
        }
        return whole
    }

    /// `getImageData(sx, sy, sw, sh)`: straight-alpha RGBA of the canvas's pixels, transparent
    /// black outside the canvas; a negative size counts from the other edge. An offscreen canvas is
    /// rasterized at one pixel per canvas pixel; a scene's canvas is read from the frame drawn so
    /// far (PNG output only), each canvas pixel taken from the output pixel under its centre.
    func imageData(_ numbers: [Double]) throws -> RasterImage {
        let values = try numbers.map { try Self.enforcedLong($0, "getImageData") }
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
        if surface.kind == .scene {
            return try sceneImageData(left: left, top: top, width: region, height: regionHeight)
        }
        if width > 0, height > 0, !surface.list.isEmpty {
            let full = try JSCanvasSnapshot(name: "canvas", width: width, height: height, list: surface.list).raster()
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

    /// The scene canvas's pixels from the frame drawn so far.
    private func sceneImageData(left: Int, top: Int, width: Int, height: Int) throws -> RasterImage {
        guard let root = surface.root else {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "this canvas context belongs to a frame that has ended")
        }
        let o = surface.origin
        let corners = [CGPoint(x: left, y: top), CGPoint(x: left + width, y: top + height)].map(o.apply)
        let box = PixelRegion(minX: Int(floor(min(corners[0].x, corners[1].x))), minY: Int(floor(min(corners[0].y, corners[1].y))),
                              maxX: Int(ceil(max(corners[0].x, corners[1].x))), maxY: Int(ceil(max(corners[0].y, corners[1].y))))
        guard let frame = root.pixels(in: box) else {
            throw ScriptThrow.unsupported("getImageData on a scene's canvas reads the frame's pixels, which only PNG output has (SVG and PDF are vector); draw into an OffscreenCanvas to read pixels in every format")
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let limitX = Double(surface.width), limitY = Double(surface.height)
        for row in 0..<height {
            for column in 0..<width {
                let cx = Double(left + column) + 0.5, cy = Double(top + row) + 0.5
                guard cx > 0, cy > 0, cx < limitX, cy < limitY else { continue }
                let p = o.apply(CGPoint(x: cx, y: cy))
                let fx = Int(floor(p.x)) - box.minX, fy = Int(floor(p.y)) - box.minY
                guard fx >= 0, fy >= 0, fx < frame.width, fy < frame.height else { continue }
                let from = (fy * frame.width + fx) * 4, to = (row * width + column) * 4
                rgba[to] = frame.rgba[from]; rgba[to + 1] = frame.rgba[from + 1]
                rgba[to + 2] = frame.rgba[from + 2]; rgba[to + 3] = frame.rgba[from + 3]
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// `putImageData(image, dx, dy[, dirtyX, dirtyY, dirtyWidth, dirtyHeight])` (HTML
    /// §4.12.5.1.16): the dirty rectangle of `image` (the whole of it by default, cut to the
    /// image) replaces the canvas's pixels at `(dx + dirtyX, dy + dirtyY)` in canvas pixels,
    /// whatever the transform, alpha, shadow, blend mode or clip.
    func putImageData(_ image: RasterImage, _ numbers: [Double]) throws {
        let v = try numbers.map { try Self.enforcedLong($0, "putImageData") }
        var x = 0.0, y = 0.0, w = Double(image.width), h = Double(image.height)
        if v.count == 6 { x = v[2]; y = v[3]; w = v[4]; h = v[5] }
        if w < 0 { x += w; w = -w }
        if h < 0 { y += h; h = -h }
        if x < 0 { w += x; x = 0 }
        if y < 0 { h += y; y = 0 }
        w = min(w, Double(image.width) - x)
        h = min(h, Double(image.height) - y)
        guard w > 0, h > 0 else { return }
        var part = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
        for row in 0..<Int(h) {
            let from = ((Int(y) + row) * image.width + Int(x)) * 4
            part.replaceSubrange(row * Int(w) * 4..<(row + 1) * Int(w) * 4, with: image.rgba[from..<from + Int(w) * 4])
        }
        let bitmap: BitmapAsset
        do { bitmap = try BitmapAsset(RasterImage(width: Int(w), height: Int(h), rgba: part), name: "putImageData") } catch {
            throw ScriptThrow.rangeError("putImageData: \(error)")
        }
        let rect = CGRect(x: v[0] + x, y: v[1] + y, width: w, height: h), origin = surface.origin
        try surface.draw { root in
            Self.draw(.pixels(bitmap, in: rect), transform: origin, clips: [], alpha: 1, effects: CanvasEffects(space: origin), on: root)
        }
    }
}
