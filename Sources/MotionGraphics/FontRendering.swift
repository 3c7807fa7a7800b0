/// How text is rasterized in one render: hinting, hinted metrics and antialiasing.
///
/// The defaults (no hinting, metrics off, grey antialiasing) make text lay out and look the same
/// at every scale and in every format, so a scale-3 still is the scale-1 still drawn finer and
/// the PNG matches the SVG and the PDF. Hinting is applied for the output's own scale (the box's
/// points times the render's scale); text drawn under a further scale of the scene keeps the
/// hinted advances of the unscaled size. SVG and PDF keep outlines, so only metrics hinting
/// changes them.
///
/// ```swift
/// var options = RenderOptions(size: .scale(1))
/// options.fontRendering = FontRendering(hinting: .slight, hintMetrics: true)
/// ```
public struct FontRendering: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The project's defaults: `.none`, false, `.gray`.
    public static let `default` = FontRendering()

    /// Outline fitting (default `.none`).
    public var hinting: FontHinting
    /// Round advances and positions to whole output pixels (default false).
    public var hintMetrics: Bool
    /// Edge rendering (default `.gray`).
    public var antialiasing: TextAntialiasing

    /// Rendering settings; the defaults are the project's (``default``).
    public init(hinting: FontHinting = .none, hintMetrics: Bool = false, antialiasing: TextAntialiasing = .gray) {
        self.hinting = hinting
        self.hintMetrics = hintMetrics
        self.antialiasing = antialiasing
    }

    /// True when layout depends on the output scale (hinting or hinted metrics).
    public var dependsOnScale: Bool { hinting != .none || hintMetrics }

    /// `hinting none, metrics off, antialiasing gray`.
    public var description: String {
        "hinting \(hinting.rawValue), metrics \(hintMetrics ? "on" : "off"), antialiasing \(antialiasing.rawValue)"
    }
}
