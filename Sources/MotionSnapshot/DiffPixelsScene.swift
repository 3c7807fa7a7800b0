import Foundation
import MotionRender

/// The highlighted pixels of a diff image (``ImageComparator/diffImage(_:_:tolerance:)``: over
/// the tolerance, within it, outside one image) as vector drawing in a scene's box, each row's
/// runs of one colour as one rectangle, so a PDF shows them without bitmaps. The grey of unchanged
/// pixels is left out: the page draws the reference faded beneath instead.
struct DiffPixelsScene: MotionScene {
    let image: RasterImage
    let box: CGSize
    var duration: Double { 1 }
    var stillTime: Double { 0 }
    var name: String { "diff" }

    static func isHighlight(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        [ImageComparator.differingColor, ImageComparator.toleratedColor, ImageComparator.outsideColor].contains { $0 == (p.r, p.g, p.b) }
    }

    func draw(_ canvas: inout MotionCanvas, t: Double) {
        let sx = box.width / Double(image.width), sy = box.height / Double(image.height)
        for y in 0..<image.height {
            var x = 0
            while x < image.width {
                let start = x, pixel = image[x, y]
                while x < image.width, image[x, y] == pixel { x += 1 }
                guard DiffPixelsScene.isHighlight(pixel) else { continue }
                let color = MotionColor(red: Double(pixel.r) / 255, green: Double(pixel.g) / 255, blue: Double(pixel.b) / 255)
                canvas.rect(CGRect(x: Double(start) * sx, y: Double(y) * sy, width: Double(x - start) * sx, height: sy), color)
            }
        }
    }
}
