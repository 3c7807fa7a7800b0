/// How a path is stroked. Every value defaults to the canvas default.
public struct StrokeStyle: Hashable, Sendable {
    /// Width in points of the box (default 1).
    public var lineWidth: Double
    /// End caps (default `.butt`).
    public var lineCap: LineCap
    /// Corners (default `.miter`).
    public var lineJoin: LineJoin
    /// Ratio at which a miter becomes a bevel (default 10, as canvas).
    public var miterLimit: Double
    /// Alternating on/off lengths in points; empty means solid (default). All must be ≥ 0 and not all 0.
    public var dash: [Double]
    /// Offset into the dash pattern in points (default 0).
    public var dashPhase: Double

    /// A stroke style; each default is the property's (1 pt, butt caps, miter joins, miter limit
    /// 10, solid). Values are checked when a path is stroked.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
