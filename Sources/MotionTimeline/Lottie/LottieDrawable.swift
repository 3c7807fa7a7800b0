import Foundation
import MotionRender

/// One drawing of one frame, as the Lottie exporter sees it: a shape with its paint, an image, or
/// (for what Lottie players cannot draw) a drawing rendered to pixels; with the transform, opacity,
/// clips and blend mode it lands with. Drawings of neighbouring frames with the same
/// ``signature`` are matched into one layer.
struct LottieDrawable {
    /// What a shape covers: a circle (Lottie's ellipse) or subpaths, in the drawing's coordinates.
    enum Geometry: Equatable {
        case ellipse(center: CGPoint, radius: Double)
        case paths([LottieBezier])

        var kind: String {
            switch self {
            case .ellipse: return "ellipse"
            case .paths(let paths): return "paths \(paths.count)"
            }
        }
    }

    /// How a shape is painted.
    enum Paint: Equatable {
        case color(MotionColor)
        case gradient(LottieGradient)

        var kind: String {
            switch self {
            case .color: return "colour"
            case .gradient(let g): return "gradient \(g.radial ? "radial" : "linear") \(g.stops.count)"
            }
        }
    }

    enum Content {
        case fill(Geometry, Paint, evenOdd: Bool)
        case stroke(Geometry, Paint, StrokeStyle)
        /// An image asset of `width × height` pixels placed by `placement` (asset pixels to the
        /// drawing's coordinates).
        case image(LottieImage, placement: MotionTransform)
        /// The drawing as pixels, because of `feature` (`blur`, `conic gradient`, …).
        case raster(feature: String)
    }

    var content: Content
    /// From the drawing's coordinates to the animation's (pixels of the output size).
    var transform: MotionTransform
    /// Opacity in `[0, 1]`.
    var opacity: Double
    /// Clips, outermost first, each in its own transform.
    var clips: [DisplayClip]
    /// Lottie's blend mode number (0 normal).
    var blendMode: Int
    /// The display item itself with the clips it inherits, and the mask items it is drawn
    /// through: what a raster drawing renders.
    var item: DisplayItem
    var masks: [DisplayItem]
    /// The layer's name: the item's summary; a text's own characters.
    var name: String
    /// What must stay the same for two frames' drawings to be one layer.
    var signature: String
    /// True when, translucent, it may share a layer with the other drawings of its item (the
    /// shapes of one SVG image, a shape over its own shadow): players fade a layer's shapes one
    /// by one or as a group, which differ where they overlap, so pieces laid side by side to
    /// avoid overlapping say false and keep layers of their own.
    var shared = true
}
