import Foundation
import MotionRender

/// What a script drew on one of its canvases, as a scene: a box of the canvas's size whose
/// every frame replays the drawing, so `MotionRenderer` renders it to PNG, SVG or PDF like any
/// scene (vector in SVG and PDF). `getImageData` reads pixels the same way.
public struct JSCanvasSnapshot: MotionScene, @unchecked Sendable {
    /// `canvas-1`, `canvas-2`, … in the order the script made them.
    public let name: String
    /// The canvas width in pixels (the box's width in points).
    public let width: Int
    /// The canvas height in pixels (the box's height in points).
    public let height: Int
    /// What the script drew on it, in canvas pixels.
    let list: DisplayList

    init(name: String, width: Int, height: Int, list: DisplayList) {
        self.name = name
        self.width = width
        self.height = height
        self.list = list
    }

    public var duration: Double { 1 }
    public var stillTime: Double { 0 }
    public var box: CGSize { CGSize(width: max(1, width), height: max(1, height)) }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        canvas.insert(list)
    }

    /// The canvas's pixels at 1 pixel per canvas pixel (transparent where nothing was drawn).
    func raster() throws -> RasterImage {
        do { return try MotionRenderer.raster(list, width: max(1, width), height: max(1, height)) } catch {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "the canvas cannot be read: \(error)")
        }
    }
}
