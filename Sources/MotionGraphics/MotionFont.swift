/// A font request: family, weight and size in points of the box.
///
/// The family is matched by name through fontconfig; when the machine lacks it, the renderer
/// prints one warning naming the family and the font used instead (never silent tofu).
public struct MotionFont: Hashable, Sendable {
    /// The family the project installs and uses by default.
    public static let defaultFamily = "Inter"

    /// Family name, e.g. "Inter" (default) or "DejaVu Sans".
    public var family: String
    /// Size in points of the box (default 14). Must be finite and > 0.
    public var size: Double
    /// Weight (default `.regular`).
    public var weight: FontWeight

    public init(family: String = MotionFont.defaultFamily, size: Double = 14, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The same font at another size.
    public func size(_ points: Double) -> MotionFont {
        var copy = self
        copy.size = points
        return copy
    }

    /// The same font at another weight.
    public func weight(_ weight: FontWeight) -> MotionFont {
        var copy = self
        copy.weight = weight
        return copy
    }
}
