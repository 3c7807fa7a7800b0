/// How big the output is.
public enum RenderSize: Hashable, Sendable, Codable {
    /// The box times a factor: 360 × 280 at scale 3 is 1080 × 840 pixels (PNG), px (SVG) or pt (PDF).
    case scale(Double)
    /// An exact output size; the box is aspect-fitted and centred inside it.
    case size(width: Double, height: Double)
}
