import Foundation
import MotionRender

/// What a canvas context draws on: the scene's own canvas during a frame (commands are painted
/// at once, through the frame's `MotionCanvas`), or an offscreen canvas (commands are kept and
/// replayed wherever the canvas is drawn, and rasterized for `getImageData`).
final class CanvasSurface {
    /// The most commands an offscreen canvas keeps (bounded memory).
    static let maximumCommands = 1_000_000

    enum Kind { case scene, offscreen }

    let kind: Kind
    /// Size in CSS pixels (points of the box for a scene's canvas).
    private(set) var width: Double
    private(set) var height: Double
    /// The frame's canvas while a scene draws; nil between frames.
    private(set) var root: MotionCanvas?
    /// The transform every state starts from: the box transform of the frame, or the identity.
    private(set) var origin: MotionTransform = .identity
    /// An offscreen canvas's drawing so far.
    private(set) var commands: [CanvasCommand] = []
    /// True once something was drawn since the surface was last cleared.
    private(set) var hasDrawn = false

    init(kind: Kind, width: Double, height: Double) {
        self.kind = kind
        self.width = width
        self.height = height
    }

    /// Starts a frame: later commands paint on `canvas`.
    func bind(_ canvas: MotionCanvas, width: Double, height: Double) {
        root = canvas
        origin = canvas.context.transform
        self.width = width
        self.height = height
        hasDrawn = false
    }

    /// Ends a frame: the surface refuses drawing until the next frame.
    func unbind() {
        root = nil
    }

    /// Resizes an offscreen canvas, which clears it.
    func resize(width: Double, height: Double) {
        self.width = width
        self.height = height
        clear()
    }

    /// Forgets everything drawn (an offscreen canvas cleared as a whole).
    func clear() {
        commands = []
        hasDrawn = false
    }

    /// Paints or records `command`.
    func emit(_ command: CanvasCommand) throws {
        switch kind {
        case .scene:
            guard let root else {
                throw ScriptThrow.dom(name: "InvalidStateError", message: "this canvas context belongs to a frame that has ended")
            }
            command.paint(onto: root, origin: nil)
        case .offscreen:
            guard commands.count < CanvasSurface.maximumCommands else {
                throw ScriptThrow.rangeError("an offscreen canvas holds at most \(CanvasSurface.maximumCommands) drawing operations; clear it (clearRect over the whole canvas, or set its width)")
            }
            commands.append(command)
        }
        hasDrawn = true
    }
}
