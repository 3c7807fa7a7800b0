import Foundation

extension CGSize {
    /// The box a scene draws in unless it says otherwise: 360 × 280 points, the seed's. Every
    /// default box of the package (``MotionEnvironment``'s, a scene's `box`, a JavaScript scene's
    /// `box`) is this value.
    public static let sceneBox = CGSize(width: 360, height: 280)
}
