import MotionRender

/// The native side of a JavaScript `OffscreenCanvas` (also what `document.createElement('canvas')`
/// makes): its size, its recorded drawing, and its 2D context, made on the first `getContext`.
final class OffscreenCanvasObject: NativeObject {
    /// The largest side accepted, in pixels, and the most pixels (as for renders).
    static let maximumSide = 32_767
    static let maximumPixels = 200_000_000

    let surface: CanvasSurface
    private(set) weak var realm: ScriptRealm?
    private(set) var context: Canvas2DContext?

    init(width: Int, height: Int, realm: ScriptRealm) {
        surface = CanvasSurface(kind: .offscreen, width: Double(width), height: Double(height)) { [weak realm] in
            guard let realm, let environment = realm.canvasEnvironment else {
                throw ScriptThrow.dom(name: "InvalidStateError", message: "an offscreen canvas cannot draw: \(ScriptRealm.environmentProblem)")
            }
            return DisplayCanvas(environment: environment, assets: realm.assets)
        }
        self.realm = realm
    }

    var width: Int { Int(surface.width) }
    var height: Int { Int(surface.height) }

    /// The 2D context, the same one every time.
    func context2D() -> Canvas2DContext {
        if let context { return context }
        let made = Canvas2DContext(surface: surface, measurer: realm?.measurer ?? TextMeasurer(), realm: realm)
        context = made
        return made
    }

    /// Setting `width` or `height` clears the canvas and resets its context's state.
    func resize(width: Int, height: Int) {
        surface.resize(width: Double(width), height: Double(height))
        context?.resetState()
    }

    /// A size as `new OffscreenCanvas(w, h)` and the `width`/`height` setters take it
    /// (`unsigned long`: ToNumber, then modulo 2³²), checked against the limits.
    static func checkedSide(_ value: Double, _ name: String) throws -> Int {
        let wrapped = value.isFinite ? Double(UInt32(truncatingIfNeeded: Int64(value.rounded(.towardZero)))) : 0
        guard wrapped <= Double(maximumSide) else {
            throw ScriptThrow.rangeError("canvas \(name) \(Int(wrapped)) is over the limit of \(maximumSide) pixels")
        }
        return Int(wrapped)
    }
}
