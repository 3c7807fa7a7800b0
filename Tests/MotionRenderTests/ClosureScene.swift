import Foundation
import MotionRender

/// A scene whose drawing is a closure, so each test draws exactly what it checks.
struct ClosureScene: MotionScene {
    var name: String = "test"
    var duration: Double = 1
    var stillTime: Double = 0.5
    var box: CGSize = CGSize(width: 360, height: 280)
    let body: @Sendable (inout MotionCanvas, Double) -> Void

    func draw(_ canvas: inout MotionCanvas, t: Double) { body(&canvas, t) }
}

/// Opaque primary colours whose pixels are easy to recognise.
enum Pure {
    static let red = MotionColor(red: 1, green: 0, blue: 0)
    static let green = MotionColor(red: 0, green: 1, blue: 0)
    static let blue = MotionColor(red: 0, green: 0, blue: 1)
}

/// Transparent-background PNG rendering for pixel checks.
func pixels(_ scene: ClosureScene, t: Double = 0.5, size: RenderSize = .scale(1)) throws -> RasterImage {
    try MotionRenderer.raster(scene, at: t, options: RenderOptions(size: size, background: false))
}
