import Foundation

/// One filled or stroked outline of a plain SVG image (``SVGAsset/shapes()``), in the image's
/// points (its viewBox already mapped to its size).
package struct SVGShape: Hashable, Sendable {
    /// The outline.
    package let path: MotionPath
    /// What paints it: a fill (with its rule) or a stroke (with its style).
    package let paint: Paint
    /// The outline it is clipped to (a group's `clip-path`), in the same units, or nil.
    package let clip: MotionPath?

    package enum Paint: Hashable, Sendable {
        case fill(MotionColor, evenOdd: Bool)
        case stroke(MotionColor, StrokeStyle)
    }
}
