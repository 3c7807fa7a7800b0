import Foundation
import MotionRender

/// The engine of a `CanvasRenderingContext2D`: its state stack, its current default path, and
/// the drawing operations, with the HTML specification's semantics, drawn through `MotionCanvas`
/// (``CanvasOperation``s, recorded at once into a display list).
///
/// The JavaScript binding (``Canvas2DBinding``) converts arguments and calls these methods;
/// errors are ``ScriptThrow``s, which become JavaScript exceptions.
final class Canvas2DContext: NativeObject {
    let surface: CanvasSurface
    var state: Canvas2DState
    private(set) var stack: [Canvas2DState] = []
    var path = CanvasPath()
    /// Measures text for this context (through the frame's canvas when there is one).
    let measurer: TextMeasurer
    /// The context it belongs to (for objects it hands back to JavaScript).
    private(set) weak var realm: ScriptRealm?
    /// The realm's shared numbers that packed calls read their arguments from.
    let numbers: UnsafeMutablePointer<Double>

    private var paintTokens = 0

    /// A new token for a gradient or pattern assigned to a paint attribute.
    func nextPaintToken() -> Int {
        paintTokens += 1
        return paintTokens
    }

    /// The deepest `save()` nesting accepted (bounded memory).
    static let maximumStackDepth = 10_000

    init(surface: CanvasSurface, measurer: TextMeasurer, realm: ScriptRealm?) {
        self.surface = surface
        self.measurer = measurer
        self.realm = realm
        numbers = realm?.numbers ?? ScriptRealm.scratchNumbers
        state = Canvas2DState(origin: surface.origin)
    }

    /// Back to the initial state with an empty path (the start of a frame, `reset()`, a resize).
    func resetState() {
        state = Canvas2DState(origin: surface.origin)
        stack = []
        path = CanvasPath()
    }

    // MARK: - State

    func save() throws {
        guard stack.count < Canvas2DContext.maximumStackDepth else {
            throw ScriptThrow.rangeError("save() nested more than \(Canvas2DContext.maximumStackDepth) levels deep without restore()")
        }
        stack.append(state)
    }

    func restore() {
        if let previous = stack.popLast() { state = previous }
    }

    /// `reset()`: the initial state, an empty path, and a cleared bitmap (clearing is only
    /// possible while nothing has been drawn on a scene's canvas; see ``clearRect(_:)``).
    func reset() throws {
        try clearEverything(what: "reset()")
        resetState()
    }

    // MARK: - Transforms

    /// Applies `change` to both the canvas matrix and the device transform, in call order.
    private func transform(_ change: (inout MotionContext) -> Void) {
        var relative = MotionContext(transform: state.matrix)
        change(&relative)
        var device = MotionContext(transform: state.device)
        change(&device)
        state.matrix = relative.transform
        state.device = device.transform
    }

    func scale(_ x: Double, _ y: Double) {
        guard x.isFinite, y.isFinite else { return }
        transform { $0.scaleBy(x: x, y: y) }
    }

    func rotate(_ angle: Double) {
        guard angle.isFinite else { return }
        transform { $0.rotate(by: angle) }
    }

    func translate(_ x: Double, _ y: Double) {
        guard x.isFinite, y.isFinite else { return }
        transform { $0.translateBy(x: x, y: y) }
    }

    func transform(_ m: MotionTransform) {
        guard m.isFinite else { return }
        transform { $0.concatenate(m) }
    }

    func setTransform(_ m: MotionTransform) {
        guard m.isFinite else { return }
        state.matrix = m
        state.device = surface.origin.prepending(m)
    }

    func resetTransform() {
        state.matrix = .identity
        state.device = surface.origin
    }

    // MARK: - Emitting

    /// The device transform for drawing a path kept in `space` (nil: canvas coordinates).
    func device(for space: MotionTransform?) -> MotionTransform {
        guard let space else { return surface.origin }
        return space == state.matrix ? state.device : surface.origin.prepending(space)
    }

    /// Clears the whole bitmap: an offscreen canvas forgets its drawing; a scene's canvas is
    /// cleared to the page behind it (the palette's background).
    func clearEverything(what: String) throws {
        switch surface.kind {
        case .offscreen: surface.clear()
        case .scene:
            guard surface.hasDrawn else { return }
            let whole = CGRect(x: 0, y: 0, width: surface.width, height: surface.height), origin = surface.origin, page = surface.page
            try surface.draw { root in
                Self.draw(.clear(whole, page: page), transform: origin, clips: [], alpha: 1, effects: CanvasEffects(), on: root)
            }
        }
    }
}
