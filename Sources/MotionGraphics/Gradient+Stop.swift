import MotionCore
extension Gradient {
    /// One colour of a gradient at a location along it, `0` at the start and `1` at the end
    /// (SwiftUI's `Gradient.Stop`, canvas `addColorStop(offset, color)`).
    public struct Stop: Hashable, Sendable {
        /// The colour at ``location``.
        public var color: MotionColor
        /// In `[0, 1]`.
        public var location: Double

        /// `color` at `location` (0 at the start, 1 at the end); checked when the gradient is drawn.
        public init(color: MotionColor, location: Double) {
            self.color = color
            self.location = location
        }
    }
}
