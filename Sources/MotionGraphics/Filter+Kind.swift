import MotionCore

extension Filter {
    /// The effects there are; the static functions of ``Filter`` build them.
    public enum Kind: Hashable, Sendable {
        /// σ in points.
        case blur(radius: Double)
        /// σ and offset in points.
        case shadow(color: MotionColor, radius: Double, x: Double, y: Double, blendMode: BlendMode, options: ShadowOptions)
        case colorMatrix(ColorMatrix)
    }
}
