extension StrokeStyle {
    /// True when ``dash`` draws dashes: not empty, no negative length, and some length above 0.
    /// Any other pattern strokes a solid line, in every output (the one rule the PNG, PDF and SVG
    /// writers ask).
    public var drawsDashes: Bool { !dash.isEmpty && dash.allSatisfy { $0 >= 0 } && dash.contains { $0 > 0 } }
}
