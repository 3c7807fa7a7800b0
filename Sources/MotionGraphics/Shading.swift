import Foundation
import MotionCore

/// What fills or strokes a shape, text or path: a colour, a gradient or a tiled image, as
/// SwiftUI's `GraphicsContext.Shading` (and a canvas `fillStyle`/`strokeStyle`).
///
/// Gradient geometry is in the coordinates of the canvas copy that draws (so it follows that
/// copy's transform, as a canvas gradient follows the transform in force when it fills), or
/// relative to the bounds of what is drawn when given as ``UnitPoint``s. Gradients stay vector
/// in SVG and PDF output.
///
/// ```swift
/// c.fill(card, with: .linearGradient(Gradient(colors: [top, bottom]), startPoint: .top, endPoint: .bottom))
/// c.fill(glow, with: .radialGradient(halo, center: CGPoint(x: 180, y: 120), startRadius: 0, endRadius: 90))
/// c.stroke(ring, with: .conicGradient(rainbow, center: CGPoint(x: 180, y: 140)), lineWidth: 6)
/// ```
///
/// Geometry is checked when drawn: non-finite numbers and negative radii are reported with the
/// scene and time (no file is written). Degenerate geometry paints nothing, as in a canvas: a
/// linear gradient whose ends coincide, a radial one whose two circles are the same, an
/// elliptical one in an empty rectangle.
public struct Shading: Hashable, Sendable {
    /// What the shading is made of.
    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// A solid colour.
    public static func color(_ color: MotionColor) -> Shading { Shading(.color(color)) }

    /// The canvas copy's ``foreground`` shading (by default the palette's text colour), as
    /// SwiftUI's `.foreground`.
    public static let foreground = Shading(.foreground)

    /// A linear gradient from `startPoint` (location 0) to `endPoint` (location 1), in the
    /// drawing's coordinates (canvas `createLinearGradient(x0, y0, x1, y1)`). Lines
    /// perpendicular to the axis have one colour.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                      options: GradientOptions = []) -> Shading {
        Shading(.linear(gradient, start: .absolute(startPoint), end: .absolute(endPoint), options: options))
    }

    /// A linear gradient between two points of the drawn bounds (SwiftUI's `LinearGradient`):
    /// `.top` to `.bottom` runs down whatever is filled.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint,
                                      options: GradientOptions = []) -> Shading {
        Shading(.linear(gradient, start: .relative(startPoint), end: .relative(endPoint), options: options))
    }

    /// A radial gradient between two circles, exactly as canvas `createRadialGradient(x0, y0, r0,
    /// x1, y1, r1)`: location ω is the circle whose centre and radius are interpolated between
    /// the two; where circles overlap the one with the larger ω shows, and only circles with a
    /// radius ≥ 0 paint (so when one circle is not inside the other the gradient forms a cone).
    /// Radii in points, ≥ 0.
    public static func radialGradient(_ gradient: Gradient, startCenter: CGPoint, startRadius: Double,
                                      endCenter: CGPoint, endRadius: Double, options: GradientOptions = []) -> Shading {
        Shading(.radial(gradient, startCenter: .absolute(startCenter), startRadius: startRadius,
                        endCenter: .absolute(endCenter), endRadius: endRadius, options: options))
    }

    /// Concentric circles around `center` (SwiftUI's `radialGradient(_:center:startRadius:endRadius:options:)`).
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: Double, endRadius: Double,
                                      options: GradientOptions = []) -> Shading {
        radialGradient(gradient, startCenter: center, startRadius: startRadius, endCenter: center, endRadius: endRadius,
                       options: options)
    }

    /// Concentric circles around a point of the drawn bounds, radii in points (SwiftUI's `RadialGradient`).
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double,
                                      options: GradientOptions = []) -> Shading {
        Shading(.radial(gradient, startCenter: .relative(center), startRadius: startRadius,
                        endCenter: .relative(center), endRadius: endRadius, options: options))
    }

    /// An angular gradient around `center` (canvas `createConicGradient(angle, x, y)`, SwiftUI's
    /// `conicGradient`): location 0 at `angle` (0 points along +x, angles grow clockwise on
    /// screen, as y points down) and 1 after a full turn. PNG pixels are computed at their
    /// centres; PDF gets a mesh of patches of at most 7.5° (vector); SVG has no conic gradients,
    /// so there the mesh becomes an image (see `docs/drawing-model.md`).
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                     options: GradientOptions = []) -> Shading {
        Shading(.conic(gradient, center: .absolute(center), angle: angle.radians, options: options))
    }

    /// An angular gradient around a point of the drawn bounds (SwiftUI's `AngularGradient`).
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero,
                                     options: GradientOptions = []) -> Shading {
        Shading(.conic(gradient, center: .relative(center), angle: angle.radians, options: options))
    }

    /// An elliptical gradient in the drawn bounds (SwiftUI's `EllipticalGradient`): the ellipse
    /// inscribed in the bounds, centred on `center`, with radii as fractions of the bounds' half
    /// width and half height (`0.5` reaches the bounds' edges from the centre).
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5,
                                          options: GradientOptions = []) -> Shading {
        Shading(.elliptical(gradient, rect: nil, center: center, startRadiusFraction: startRadiusFraction,
                            endRadiusFraction: endRadiusFraction, options: options))
    }

    /// An elliptical gradient in `rect` of the drawing's coordinates.
    public static func ellipticalGradient(_ gradient: Gradient, in rect: CGRect, center: UnitPoint = .center,
                                          startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5,
                                          options: GradientOptions = []) -> Shading {
        Shading(.elliptical(gradient, rect: rect, center: center, startRadiusFraction: startRadiusFraction,
                            endRadiusFraction: endRadiusFraction, options: options))
    }

    /// An image repeated like tiles, as SwiftUI's `tiledImage(_:origin:sourceRect:scale:)`: the
    /// part `sourceRect` of the image (in unit coordinates: the whole image is `(0, 0, 1, 1)`),
    /// scaled by `scale`, with a tile's top-left corner at `origin`.
    public static func tiledImage(_ image: any ImageAsset, origin: CGPoint = .zero,
                                  sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: Double = 1,
                                  repetition: TileRepetition = .both) -> Shading {
        tiledImage(image, sourceRect: sourceRect,
                   transform: MotionTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y),
                   repetition: repetition)
    }

    /// An image pattern with a transform from the tile's space (the image's points, top-left at
    /// the origin) to the drawing's coordinates: canvas `createPattern(image, repetition)` with
    /// `pattern.setTransform(matrix)`.
    public static func tiledImage(_ image: any ImageAsset, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                  transform: MotionTransform, repetition: TileRepetition = .both) -> Shading {
        Shading(.tiledImage(ImageTile(image: image, sourceRect: sourceRect, transform: transform, repetition: repetition)))
    }

    /// True when what is drawn must be measured to place the shading (relative gradients).
    public var needsBounds: Bool {
        switch kind {
        case .color, .foreground, .tiledImage: return false
        case let .linear(_, start, end, _): return !start.isAbsolute || !end.isAbsolute
        case let .radial(_, startCenter, _, endCenter, _, _): return !startCenter.isAbsolute || !endCenter.isAbsolute
        case let .conic(_, center, _, _): return !center.isAbsolute
        case let .elliptical(_, rect, _, _, _, _): return rect == nil
        }
    }
}
