import Foundation
import MotionCore

/// An image effect applied to what a canvas copy draws after ``MotionCanvas/addFilter(_:)``, as
/// SwiftUI's `GraphicsContext.Filter`.
///
/// Each drawing call of a filtered copy is rendered alone into a transparent layer (without
/// blending, opacity or clipping), the copy's filters are applied to that layer in the order
/// they were added, and the result is composited with the copy's blend mode, opacity, masks and
/// clip. Blurs and shadows are in the coordinates of the copy when the filter was added, so they
/// scale with the output: a shadow at scale 3 looks like the one at scale 1, three times finer.
///
/// Every radius is the standard deviation σ of a Gaussian, in points (CSS `blur(r)` and SwiftUI's
/// `radius`; a canvas `shadowBlur` of `b` is a radius of `b / 2`), finite and in
/// `0...maximumRadius`. Blurs of σ ≥ 2 pixels are three extended-box passes per axis whose
/// variance is exactly σ² (linear in the pixels, whatever the radius), smaller ones a sampled
/// Gaussian kernel; either stays within 2 % of full scale of a true Gaussian.
public struct Filter: Hashable, Sendable, CustomStringConvertible {
    /// The largest radius, in points.
    public static let maximumRadius = 1000.0

    /// What the filter does.
    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// A Gaussian blur of standard deviation `radius` points.
    public static func blur(radius: Double) -> Filter { Filter(.blur(radius: radius)) }

    /// A drop shadow: the drawing's alpha, blurred by `radius`, offset by `(x, y)` points and
    /// coloured with `color`, behind the drawing (see ``ShadowOptions`` for the others).
    /// `blendMode` combines a shadow drawn above (``ShadowOptions/shadowAbove``) with the drawing.
    public static func shadow(color: MotionColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Double,
                              x: Double = 0, y: Double = 0, blendMode: BlendMode = .normal,
                              options: ShadowOptions = []) -> Filter {
        Filter(.shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
    }

    /// An inner shadow: the shadow of everything outside the drawing, cast inside it (SwiftUI's
    /// recipe: `invertsAlpha` and `shadowAbove` with the `sourceAtop` blend mode).
    public static func innerShadow(color: MotionColor = MotionColor(red: 0, green: 0, blue: 0, alpha: 0.55), radius: Double,
                                   x: Double = 0, y: Double = 0) -> Filter {
        shadow(color: color, radius: radius, x: x, y: y, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove])
    }

    /// Applies `matrix` to every pixel's colour.
    public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(.colorMatrix(matrix)) }

    /// Multiplies every component by `color`'s.
    public static func colorMultiply(_ color: MotionColor) -> Filter { colorMatrix(.colorMultiply(color)) }
    /// Multiplies alpha by `amount`.
    public static func opacity(_ amount: Double) -> Filter { colorMatrix(.opacity(amount)) }
    /// 0 leaves colours, 1 makes them grey.
    public static func grayscale(_ amount: Double) -> Filter { colorMatrix(.grayscale(amount)) }
    /// 1 leaves colours, 0 makes them grey, more than 1 more vivid.
    public static func saturation(_ amount: Double) -> Filter { colorMatrix(.saturation(amount)) }
    /// Adds `amount` to red, green and blue (SwiftUI's; CSS `brightness(k)` is `.colorMatrix(.scale(k))`).
    public static func brightness(_ amount: Double) -> Filter { colorMatrix(.brightness(amount)) }
    /// Scales the distance from mid-grey by `amount`.
    public static func contrast(_ amount: Double) -> Filter { colorMatrix(.contrast(amount)) }
    /// Rotates hues by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter { colorMatrix(.hueRotation(angle)) }
    /// Inverts colours (`amount` 1), or part of the way.
    public static func colorInvert(_ amount: Double = 1) -> Filter { colorMatrix(.colorInvert(amount)) }
    /// Alpha becomes the luminance of the colour, the colour black.
    public static let luminanceToAlpha = colorMatrix(.luminanceToAlpha)

    /// What is wrong with the filter's numbers, or nil when it can be applied.
    public var problem: String? {
        switch kind {
        case .blur(let radius):
            return Self.radiusProblem(radius)
        case let .shadow(color, radius, x, y, _, _):
            if let problem = Self.radiusProblem(radius) { return problem }
            guard x.isFinite, y.isFinite else { return "shadow offset (\(x), \(y)) is not finite" }
            guard [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) else { return "shadow colour \(color) is not finite" }
            return nil
        case .colorMatrix(let matrix):
            return matrix.isFinite ? nil : "\(matrix) has a non-finite value"
        }
    }

    /// True when every number of the filter is finite (a problem with a finite value is a range error).
    public var isFinite: Bool {
        switch kind {
        case .blur(let radius): return radius.isFinite
        case let .shadow(color, radius, x, y, _, _):
            return [radius, x, y, color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite)
        case .colorMatrix(let matrix): return matrix.isFinite
        }
    }

    private static func radiusProblem(_ radius: Double) -> String? {
        guard radius.isFinite, radius >= 0, radius <= maximumRadius else {
            return "radius \(radius) is invalid: expected a finite number of points in 0...\(CompactNumber.text(maximumRadius))"
        }
        return nil
    }

    public var description: String {
        switch kind {
        case .blur(let radius): return ".blur(radius: \(radius))"
        case let .shadow(color, radius, x, y, blendMode, options):
            return ".shadow(color: \(color), radius: \(radius), x: \(x), y: \(y), blendMode: .\(blendMode), options: \(options.rawValue))"
        case .colorMatrix(let matrix): return ".colorMatrix(\(matrix))"
        }
    }
}
