import Foundation
import MotionCore

/// A 4 × 5 matrix applied to every pixel's non-premultiplied colour, as SwiftUI's `ColorMatrix`
/// and SVG's `feColorMatrix`: `[r′ g′ b′ a′] = M · [r g b a 1]`, every value in `[0, 1]` (the
/// fifth column is an offset in that unit), results clamped to `[0, 1]`.
///
/// The named constructors are the CSS Filter Effects definitions (which SwiftUI's filters of the
/// same names follow), except ``brightness(_:)``, which is SwiftUI's (it adds); CSS
/// `brightness(k)` multiplies and is ``scale(_:)``.
public struct ColorMatrix: Hashable, Sendable, CustomStringConvertible {
    /// 20 numbers, row by row: the red row first (`r` coefficients of r, g, b, a, then the offset).
    public var values: [Double]

    /// - Precondition: `values` has 20 numbers.
    public init(_ values: [Double]) {
        precondition(values.count == 20, "a ColorMatrix has 4 rows of 5 values")
        self.values = values
    }

    /// Leaves colours as they are.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// Multiplies red, green and blue by `k` (CSS `brightness(k)`).
    public static func scale(_ k: Double) -> ColorMatrix {
        ColorMatrix([k, 0, 0, 0, 0, 0, k, 0, 0, 0, 0, 0, k, 0, 0, 0, 0, 0, 1, 0])
    }

    /// Adds `amount` to red, green and blue (SwiftUI's `brightness`: 0 leaves the colour, 1 makes it white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Scales the distance from mid-grey by `amount` (CSS `contrast`: 1 leaves the colour, 0 is grey).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * amount
        return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    /// CSS `saturate(amount)` (feColorMatrix `saturate`): 1 leaves the colour, 0 is its grey, above 1 more vivid.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    /// CSS `grayscale(amount)`: 0 leaves the colour, 1 is fully grey (amount clamped to `[0, 1]`).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let u = 1 - Motion.clamp(amount)
        return ColorMatrix([0.2126 + 0.7874 * u, 0.7152 - 0.7152 * u, 0.0722 - 0.0722 * u, 0, 0,
                            0.2126 - 0.2126 * u, 0.7152 + 0.2848 * u, 0.0722 - 0.0722 * u, 0, 0,
                            0.2126 - 0.2126 * u, 0.7152 - 0.7152 * u, 0.0722 + 0.9278 * u, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// CSS `sepia(amount)` (amount clamped to `[0, 1]`).
    public static func sepia(_ amount: Double) -> ColorMatrix {
        let u = 1 - Motion.clamp(amount)
        return ColorMatrix([0.393 + 0.607 * u, 0.769 - 0.769 * u, 0.189 - 0.189 * u, 0, 0,
                            0.349 - 0.349 * u, 0.686 + 0.314 * u, 0.168 - 0.168 * u, 0, 0,
                            0.272 - 0.272 * u, 0.534 - 0.534 * u, 0.131 + 0.869 * u, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// CSS `hue-rotate(angle)` (feColorMatrix `hueRotate`).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix([0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0,
                            0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0,
                            0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// CSS `invert(amount)`: `c′ = amount·(1 − c) + (1 − amount)·c` (amount clamped to `[0, 1]`).
    public static func colorInvert(_ amount: Double = 1) -> ColorMatrix {
        let a = Motion.clamp(amount), k = 1 - 2 * a
        return ColorMatrix([k, 0, 0, 0, a, 0, k, 0, 0, a, 0, 0, k, 0, a, 0, 0, 0, 1, 0])
    }

    /// Multiplies every component by the colour's (SwiftUI's `colorMultiply`).
    public static func colorMultiply(_ color: MotionColor) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
    }

    /// Multiplies alpha by `amount` (CSS `opacity`).
    public static func opacity(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, amount, 0])
    }

    /// Alpha becomes the colour's luminance and the colour black (feColorMatrix
    /// `luminanceToAlpha`; the pixel's own alpha is dropped, as in SVG).
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])

    /// True when every value is finite.
    public var isFinite: Bool { values.allSatisfy(\.isFinite) }

    public var description: String { "ColorMatrix(\(values.map { CompactNumber.text($0) }.joined(separator: ", ")))" }
}
