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
    /// Source × destination: darkens; white leaves the destination as it is (canvas `multiply`).
    case multiply
    /// 1 − (1 − source)(1 − destination): lightens; black leaves the destination as it is.
    case screen
    /// Multiply or screen, by the destination's value: contrast up, the destination's light and
    /// shade kept.
    case overlay
    /// The darker of source and destination, per channel.
    case darken
    /// The lighter of source and destination, per channel.
    case lighten
    /// Brightens the destination to reflect the source (canvas `color-dodge`).
    case colorDodge
    /// Darkens the destination to reflect the source (canvas `color-burn`).
    case colorBurn
    /// Darkens or lightens by the source's value, gently (canvas `soft-light`).
    case softLight
    /// Multiply or screen, by the source's value (canvas `hard-light`).
    case hardLight
    /// |source − destination|, per channel.
    case difference
    /// source + destination − 2 · source · destination: a softer ``difference``.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Clears the shape's area (within its coverage).
    case clear
    /// The drawing replaces everything in the clip region (canvas `copy`).
    case copy
    /// The drawing only where the destination is; everything else in the clip region is cleared
    /// (canvas `source-in`).
    case sourceIn
    /// The drawing only where the destination is not; everything else in the clip region is
    /// cleared (canvas `source-out`).
    case sourceOut
    /// The drawing on top of the destination, only where the destination is; the destination is
    /// kept (canvas `source-atop`).
    case sourceAtop
    /// The drawing behind the destination (canvas `destination-over`).
    case destinationOver
    /// The destination kept only where the drawing is; the rest of the clip region is cleared
    /// (canvas `destination-in`).
    case destinationIn
    /// The destination erased where the drawing is (canvas `destination-out`).
    case destinationOut
    /// The destination kept where the drawing is, on top of it; the drawing shows elsewhere in its
    /// shape and the rest of the clip region is cleared (canvas `destination-atop`).
    case destinationAtop
    /// Drawing and destination where only one of them is; cleared where both are (canvas `xor`).
    case xor
    /// Adds source and destination, saturating at 1 (canvas `lighter`).
    case plusLighter
}
