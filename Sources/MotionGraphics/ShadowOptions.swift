/// Options of a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions`.
public struct ShadowOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Draws the shadow over the drawing, with the shadow's blend mode, instead of behind it.
    public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
    /// Draws only the shadow, not the drawing (how a canvas shadow is drawn before its shape).
    public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
    /// Inverts the shadow's alpha: the shadow of everything outside the drawing. With
    /// ``shadowAbove`` and the `sourceAtop` blend mode this is an inner shadow
    /// (``Filter/innerShadow(color:radius:x:y:)``).
    public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
}
