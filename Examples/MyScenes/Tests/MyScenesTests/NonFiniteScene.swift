import Foundation
import MotionRender

/// A broken scene for the bad-input tests: from `t = 1` it divides by zero and draws a circle
/// at NaN. Earlier instants are fine, so one scene has both good and bad frames.
struct NonFiniteScene: MotionScene {
    var duration: Double { 2 }
    var stillTime: Double { 0.5 }
    var name: String { "non-finite" }

    func draw(_ c: inout MotionCanvas, t: Double) {
        let spread = t >= 1 ? 0.0 / 0.0 : 40
        c.circle(CGPoint(x: 180, y: 140), 10, c.palette.accent)
        c.circle(CGPoint(x: 180 + spread, y: 140), 10, c.palette.gold)
    }
}
