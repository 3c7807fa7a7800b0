import Foundation

/// A canvas whose drawing is kept as a display list instead of being part of a frame: what a
/// script's offscreen canvas draws, to be drawn into frames later (``MotionCanvas/drawLayer(_:mapping:opacity:)``),
/// read back as pixels (``MotionRenderer/raster(_:width:height:)``) or written as a document.
///
/// Its canvas starts with the identity transform (canvas pixels are points) and stays valid
/// until ``clear()``. Used by one thread at a time.
package final class DisplayCanvas {
    private let environment: MotionEnvironment
    private let assets: AssetScope
    private var recorder = DisplayRecorder()
    private var target: CanvasTarget
    /// The canvas to draw on.
    package private(set) var canvas: MotionCanvas

    /// A canvas whose drawing reads `environment` (palette, locale) and lays texts out with `assets`'
    /// text engine (pass one scope for every canvas of a script).
    package init(environment: MotionEnvironment, assets: AssetScope) {
        self.environment = environment
        self.assets = assets
        target = CanvasTarget(recorder: recorder, environment: environment, assets: assets)
        canvas = MotionCanvas(target: target, transform: .identity)
    }

    /// What was drawn so far.
    package var list: DisplayList { recorder.list }

    /// The first problem the drawing caused (a limit, non-finite geometry), as the render error's
    /// detail, or nil.
    package var problem: String? {
        target.error(scene: "canvas", time: 0).map { "\($0)" }
    }

    /// Forgets everything drawn; the canvas handed out before is ended (draws nothing).
    package func clear() {
        target.end()
        recorder = DisplayRecorder()
        target = CanvasTarget(recorder: recorder, environment: environment, assets: assets)
        canvas = MotionCanvas(target: target, transform: .identity)
    }
}
