import CCairo
import Foundation

/// The cairo context one render draws into, shared by every copy of a ``MotionCanvas``.
///
/// Owned by one thread for the duration of one frame. It also collects the first problem a scene
/// causes (non-finite geometry), so the renderer can report it with the scene name and time.
final class CanvasTarget {
    let cr: OpaquePointer
    let environment: MotionEnvironment
    /// The document's asset copies, shared by every frame drawn into the same document.
    let assets: AssetScope
    /// The first problem reported while drawing, and whether it was non-finite geometry.
    private(set) var firstProblem: (detail: String, nonFinite: Bool)?

    init(cr: OpaquePointer, environment: MotionEnvironment, assets: AssetScope = AssetScope()) {
        self.cr = cr
        self.environment = environment
        self.assets = assets
    }

    func report(_ problem: @autoclosure () -> String, nonFinite: Bool = true) {
        if firstProblem == nil { firstProblem = (problem(), nonFinite) }
    }

    /// Cairo's status as a Swift error, or nil when the context is healthy.
    func statusError(stage: String) -> RenderError? {
        let status = cairo_status(cr)
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        return .cairo(stage: stage, message: String(cString: cairo_status_to_string(status)))
    }
}
