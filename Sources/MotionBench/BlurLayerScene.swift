import Foundation
import MotionRender

/// A layer covering the whole frame (a gradient and three discs) blurred by `radius` points:
/// the work of a blur over every pixel, so its time shows whether the blur depends on the radius.
struct BlurLayerScene: MotionScene {
    let radius: Double
    var duration: Double { 1 }
    var stillTime: Double { 0 }
    var name: String { "blur-\(Int(radius))pt" }

    func draw(_ c: inout MotionCanvas, t: Double) {
        var blurred = c
        blurred.addFilter(.blur(radius: radius))
        blurred.drawLayer { layer in
            layer.rect(CGRect(origin: .zero, size: box),
                       .linearGradient(Gradient(colors: [c.palette.accent, c.palette.gold]), startPoint: .topLeading, endPoint: .bottomTrailing))
            layer.circle(CGPoint(x: 90, y: 80), 60, c.palette.spark)
            layer.circle(CGPoint(x: 250, y: 150), 80, c.palette.surface)
            layer.circle(CGPoint(x: 180, y: 240), 50, c.palette.text)
        }
    }
}
