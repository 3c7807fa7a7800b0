import MotionCore
extension Gradient {
    /// One colour of a gradient at a location along it, `0` at the start and `1` at the end
    /// (SwiftUI's `Gradient.Stop`, canvas `addColorStop(offset, color)`).
    public struct Stop: Hashable, Sendable {
        public var color: MotionColor
        /// In `[0, 1]`.
        public var location: Double

        public init(color: MotionColor, location: Double) {
            self.color = color
            self.location = location
        }
    }
}
