import Foundation
import MotionRender

extension MotionTransform {
    /// The inverse map, or nil when the transform is singular or not finite.
    var inverted: MotionTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite, isFinite else { return nil }
        return MotionTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
