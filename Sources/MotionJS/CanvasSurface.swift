import Foundation
import MotionRender

/// What a canvas context draws on: the scene's own canvas during a frame (each call is recorded
/// at once into the frame's display list, through the frame's `MotionCanvas`), or an offscreen
/// canvas, whose calls are recorded into a display list of its own (`DisplayCanvas`), drawn as a
/// layer wherever the canvas is drawn (so it stays vector in SVG and PDF) and rasterized for
/// `getImageData`.
final class CanvasSurface {
    /// The most drawing items an offscreen canvas keeps (bounded memory).
    static let maximumItems = 1_000_000

    enum Kind { case scene, offscreen }

    let kind: Kind
    /// Size in CSS pixels (points of the box for a scene's canvas).
    private(set) var width: Double
    private(set) var height: Double
    /// The frame's canvas while a scene draws; nil between frames.
    private(set) var root: MotionCanvas?
    /// The transform every state starts from: the box transform of the frame, or the identity.
    private(set) var origin: MotionTransform = .identity
    /// An offscreen canvas's drawing, made on its first call.
    private var recording: DisplayCanvas?
    /// Makes an offscreen canvas's recording (nil for a scene's canvas).
    private let makeRecording: (() throws -> DisplayCanvas)?
    /// True once something was drawn since the surface was last cleared.
    private(set) var hasDrawn = false
    /// What clearing shows on a scene's canvas: the page behind it, the palette's background.
    private(set) var page: MotionColor?

    /// A surface of `kind`; an offscreen one records into what `makeRecording` makes.
    init(kind: Kind, width: Double, height: Double, makeRecording: (() throws -> DisplayCanvas)? = nil) {
        self.kind = kind
        self.width = width
        self.height = height
        self.makeRecording = makeRecording
    }

    /// An offscreen canvas's drawing so far (empty for a scene's canvas).
    var list: DisplayList { recording?.list ?? DisplayList() }

    /// Starts a frame: later calls draw on `canvas`.
    func bind(_ canvas: MotionCanvas, width: Double, height: Double) {
        root = canvas
        origin = canvas.context.transform
        page = canvas.palette.background
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
        recording?.clear()
        hasDrawn = false
    }

    /// Runs `draw` with the canvas to draw on: the frame's, or the offscreen recording's.
    func draw(_ draw: (MotionCanvas) -> Void) throws {
        switch kind {
        case .scene:
            guard let root else {
                throw ScriptThrow.dom(name: "InvalidStateError", message: "this canvas context belongs to a frame that has ended")
            }
            draw(root)
        case .offscreen:
            guard let canvas = try recording ?? makeRecording?() else { return }
            recording = canvas
            guard canvas.list.totalCount < CanvasSurface.maximumItems else {
                throw ScriptThrow.rangeError("an offscreen canvas holds at most \(CanvasSurface.maximumItems) drawing operations; clear it (clearRect over the whole canvas, or set its width)")
            }
            draw(canvas.canvas)
        }
        hasDrawn = true
    }
}
