import MotionCore
import Foundation

extension Shading {
    /// The shadings there are; the static functions of ``Shading`` build them.
    public enum Kind: Hashable, Sendable {
        case color(MotionColor)
        case foreground
        case linear(Gradient, start: ShadingPoint, end: ShadingPoint, options: GradientOptions)
        /// Radii in points.
        case radial(Gradient, startCenter: ShadingPoint, startRadius: Double, endCenter: ShadingPoint, endRadius: Double,
                    options: GradientOptions)
        /// `angle` in radians.
        case conic(Gradient, center: ShadingPoint, angle: Double, options: GradientOptions)
        /// `rect` nil means the drawn bounds.
        case elliptical(Gradient, rect: CGRect?, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double,
                        options: GradientOptions)
        case tiledImage(ImageTile)
    }
}
