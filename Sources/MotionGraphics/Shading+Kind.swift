import MotionCore
import Foundation

extension Shading {
    /// The shadings there are; the static functions of ``Shading`` build them. Gradients and tiles
    /// are stored out of line, so a shading (and every drawing call holding one) stays the size of
    /// a colour.
    public enum Kind: Hashable, Sendable {
        /// A solid colour.
        case color(MotionColor)
        /// The canvas copy's foreground shading.
        case foreground
        /// A gradient along the line from `start` to `end`.
        indirect case linear(Gradient, start: ShadingPoint, end: ShadingPoint, options: GradientOptions)
        /// Radii in points.
        indirect case radial(Gradient, startCenter: ShadingPoint, startRadius: Double, endCenter: ShadingPoint, endRadius: Double,
                    options: GradientOptions)
        /// `angle` in radians.
        indirect case conic(Gradient, center: ShadingPoint, angle: Double, options: GradientOptions)
        /// `rect` nil means the drawn bounds.
        indirect case elliptical(Gradient, rect: CGRect?, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double,
                        options: GradientOptions)
        /// An image repeated as a pattern.
        indirect case tiledImage(ImageTile)
    }
}
