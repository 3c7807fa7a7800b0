import Foundation

extension MotionPath {
    /// The end angle an arc from `start` to `end` really reaches, as `cairo_arc` (clockwise on
    /// screen: angles increasing) and `cairo_arc_negative` draw it: an end behind the start is
    /// moved forward (backward) by whole turns to within one turn of it. Radians.
    package static func arcEnd(from start: Double, to end: Double, clockwise: Bool) -> Double {
        if clockwise, end < start {
            var sweep = fmod(end - start, 2 * .pi)
            if sweep < 0 { sweep += 2 * .pi }
            return start + sweep
        }
        if !clockwise, end > start {
            var sweep = fmod(end - start, 2 * .pi)
            if sweep > 0 { sweep -= 2 * .pi }
            return start + sweep
        }
        return end
    }
}
