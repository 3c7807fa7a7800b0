import MotionCore
/// How a drawing combines with what is already there, as SwiftUI's `GraphicsContext.BlendMode`
/// (canvas `globalCompositeOperation`; see ``canvasName``).
///
/// The separable and non-separable modes follow the W3C Compositing and Blending formulas; the
/// Porter–Duff modes follow the canvas model: the drawing is rendered alone into a transparent
/// image, which is then composited over the whole clip region, so `sourceIn`, `sourceOut`,
/// `destinationIn`, `destinationAtop` and `copy` also clear what lies outside the shape (inside
/// the clip), exactly as in a canvas.
///
/// SwiftUI's `plusDarker` is missing: cairo (and pixman, PDF and SVG) has no operator for it.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    /// Source over destination (the default).
    case normal
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// Clears the shape's area (within its coverage).
    case clear
    /// The drawing replaces everything in the clip region (canvas `copy`).
    case copy
    case sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop
    case xor
    /// Adds source and destination, saturating at 1 (canvas `lighter`).
    case plusLighter
}
