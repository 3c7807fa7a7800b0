import Foundation

extension MotionCanvas {
    /// A filled circle (the seed's `circle(g, x, y, r, colour)`); radius in points, ≤ 0 draws nothing.
    public func circle(_ center: CGPoint, _ radius: Double, _ color: MotionColor) {
        circle(center, radius, .color(color))
    }

    /// A circle filled with `shading` (relative gradients use the circle's bounding square).
    public func circle(_ center: CGPoint, _ radius: Double, _ shading: Shading) {
        guard radius > 0 || radius.isNaN else { return }
        // Recorded as a circle rather than a path: scenes draw many circles a frame, and this
        // keeps each to one item without building a path.
        guard center.x.isFinite, center.y.isFinite, radius.isFinite else {
            return target.report("fill of a path with non-finite points")
        }
        record("fill", shading: shading) { .fill(.circle(center: center, radius: radius), $0, FillStyle()) }
    }

    /// A filled rectangle.
    public func rect(_ rect: CGRect, _ color: MotionColor) {
        fill(MotionPath(rect: rect), with: color)
    }

    /// A rectangle filled with `shading`.
    public func rect(_ rect: CGRect, _ shading: Shading) {
        fill(MotionPath(rect: rect), with: shading)
    }

    /// A filled rectangle with circular corners (radius limited to half the shorter side).
    public func roundedRect(_ rect: CGRect, cornerRadius: Double, _ color: MotionColor) {
        fill(MotionPath(roundedRect: rect, cornerRadius: cornerRadius), with: color)
    }

    /// A rounded rectangle filled with `shading`.
    public func roundedRect(_ rect: CGRect, cornerRadius: Double, _ shading: Shading) {
        fill(MotionPath(roundedRect: rect, cornerRadius: cornerRadius), with: shading)
    }

    /// Fills `path` with the non-zero winding rule (canvas default), or even-odd when asked.
    public func fill(_ path: MotionPath, with color: MotionColor, evenOdd: Bool = false) {
        fill(path, with: .color(color), style: FillStyle(eoFill: evenOdd))
    }

    /// Fills `path` with `shading` (SwiftUI's `fill(_:with:style:)`): a colour, a gradient
    /// (relative ones placed in the path's bounds) or a tiled image, with this copy's blend mode,
    /// filters, masks, clip and opacity.
    public func fill(_ path: MotionPath, with shading: Shading, style: FillStyle = FillStyle()) {
        guard path.isFinite else { return target.report("fill of a path with non-finite points") }
        record("fill", shading: shading, elements: path.elements.count) { .fill(.path(path), $0, style) }
    }

    /// Strokes `path` with `style` (width, caps, joins, dash), in points of the current coordinates.
    public func stroke(_ path: MotionPath, with color: MotionColor, style: StrokeStyle = StrokeStyle()) {
        stroke(path, with: .color(color), style: style)
    }

    /// Strokes `path` with `shading` (relative gradients are placed in the path's bounds, as in
    /// SwiftUI, not in the stroke's outline).
    public func stroke(_ path: MotionPath, with shading: Shading, style: StrokeStyle = StrokeStyle()) {
        guard style.lineWidth.isFinite, style.miterLimit.isFinite, style.dashPhase.isFinite,
              style.dash.allSatisfy(\.isFinite) else {
            return target.report("stroke style \(style)")
        }
        guard style.lineWidth > 0 else { return }
        guard path.isFinite else { return target.report("stroke of a path with non-finite points") }
        record("stroke", shading: shading, elements: path.elements.count + style.dash.count) { .stroke(path, $0, style) }
    }

    /// Strokes `path` with a solid line `lineWidth` points wide.
    public func stroke(_ path: MotionPath, with color: MotionColor, lineWidth: Double) {
        stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` and a solid line `lineWidth` points wide.
    public func stroke(_ path: MotionPath, with shading: Shading, lineWidth: Double) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}
