import Foundation
import MotionRender

/// A scene whose drawing is a closure, so each test draws exactly what it checks.
public struct ClosureScene: MotionScene {
    public var name: String = "test"
    public var duration: Double = 1
    public var stillTime: Double = 0.5
    public var box: CGSize = CGSize(width: 360, height: 280)
    public let body: @Sendable (inout MotionCanvas, Double) -> Void

    public init(name: String = "test", duration: Double = 1, stillTime: Double = 0.5, box: CGSize = CGSize(width: 360, height: 280),
                body: @escaping @Sendable (inout MotionCanvas, Double) -> Void) {
        self.name = name
        self.duration = duration
        self.stillTime = stillTime
        self.box = box
        self.body = body
    }

    public func draw(_ canvas: inout MotionCanvas, t: Double) { body(&canvas, t) }
}

/// Transparent-background PNG rendering for pixel checks.
public func pixels(_ scene: ClosureScene, t: Double = 0.5, size: RenderSize = .scale(1)) throws -> RasterImage {
    try MotionRenderer.raster(scene, at: t, options: RenderOptions(size: size, background: false))
}
