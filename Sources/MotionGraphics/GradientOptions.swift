/// How a gradient continues past its ends and how it mixes colours, as SwiftUI's
/// `GraphicsContext.GradientOptions`.
///
/// With no option (the default, and a canvas gradient's only behaviour) the end colours extend
/// for ever ("pad"). Conic gradients go round once and ignore `repeat` and `mirror`.
public struct GradientOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Repeats the gradient past its ends (SVG `spreadMethod="repeat"`).
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// Repeats it reflected, every other copy backwards (SVG `spreadMethod="reflect"`); wins over `repeat`.
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// Interpolates colours in linear light rather than in sRGB (see ``Gradient/linearLightStops(tolerance:)``).
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
}
