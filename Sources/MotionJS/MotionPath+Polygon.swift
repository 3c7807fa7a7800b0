import Foundation
import MotionRender

extension MotionPath {
    /// A closed polygon through `points`.
    init(polygon points: [CGPoint]) {
        self.init()
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p) } else { addLine(to: p) }
        }
        closeSubpath()
    }
}
