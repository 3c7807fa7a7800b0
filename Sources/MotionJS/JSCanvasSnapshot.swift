import Foundation
import MotionRender

/// What a script drew on one of its canvases, as a scene: a box of the canvas's size whose
/// every frame replays the drawing, so `MotionRenderer` renders it to PNG, SVG or PDF like any
/// scene (vector in SVG and PDF). `getImageData` reads pixels the same way.
public struct JSCanvasSnapshot: MotionScene, @unchecked Sendable {
    /// `canvas-1`, `canvas-2`, … in the order the script made them.
    public let name: String
    /// The canvas size in pixels.
    public let width: Int
    public let height: Int
    let commands: [CanvasCommand]

    init(name: String, width: Int, height: Int, commands: [CanvasCommand]) {
        self.name = name
        self.width = width
        self.height = height
        self.commands = commands
    }

    public var duration: Double { 1 }
    public var stillTime: Double { 0 }
    public var box: CGSize { CGSize(width: max(1, width), height: max(1, height)) }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        let origin = canvas.context.transform
        for command in commands { command.paint(onto: canvas, origin: origin) }
    }

    /// The canvas's pixels at 1 pixel per canvas pixel (transparent where nothing was drawn).
    func raster() throws -> RasterImage {
        try MotionRenderer.raster(self, at: 0, options: RenderOptions(size: .scale(1), background: false))
    }
}
