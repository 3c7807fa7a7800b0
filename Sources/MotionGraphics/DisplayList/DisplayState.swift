import Foundation
import MotionCore

/// The state of a canvas copy when it made a drawing call: everything that decides how the
/// operation lands on the frame besides the operation itself.
public struct DisplayState: Hashable, Sendable {
    /// From the drawing's coordinates to the output's (pixels of a PNG, points of a PDF or SVG).
    public var transform: MotionTransform
    /// The copy's opacity, in `[0, 1]` (canvas `globalAlpha`).
    public var opacity: Double
    /// How the drawing combines with what is drawn before it.
    public var blendMode: BlendMode
    /// How scaled images are resampled.
    public var interpolation: ImageInterpolation
    /// Clips, outermost first, each in its own transform.
    public var clips: [DisplayClip]
    /// Filters in the order they were added, each in the transform it was added under.
    public var filters: [DisplayFilter]
    /// The ids of the masks (``DisplayMask``) the drawing is composited through, in order.
    public var masks: [Int]

    /// A state; the defaults are a fresh canvas's (identity transform, opaque, normal blending,
    /// medium interpolation, no clip, filter or mask).
    public init(transform: MotionTransform = .identity, opacity: Double = 1, blendMode: BlendMode = .normal,
                interpolation: ImageInterpolation = .medium, clips: [DisplayClip] = [], filters: [DisplayFilter] = [],
                masks: [Int] = []) {
        self.transform = transform
        self.opacity = opacity
        self.blendMode = blendMode
        self.interpolation = interpolation
        self.clips = clips
        self.filters = filters
        self.masks = masks
    }

    /// True when the drawing is rendered alone into a layer and then composited (filters, masks,
    /// or the `copy` mode, which clears the clip region outside the shape).
    public var drawsInLayers: Bool { !filters.isEmpty || !masks.isEmpty || blendMode == .copy }

    /// The first field that differs from `other`, as "transform (…) vs (…)".
    func contrast(with other: DisplayState) -> String {
        if transform != other.transform { return "transform \(Self.text(transform)) vs \(Self.text(other.transform))" }
        if opacity != other.opacity {
            let (a, b) = DisplayNumber.pair(opacity, other.opacity)
            return "opacity \(a) vs \(b)"
        }
        if blendMode != other.blendMode { return "blend mode \(blendMode.rawValue) vs \(other.blendMode.rawValue)" }
        if interpolation != other.interpolation { return "interpolation \(interpolation.rawValue) vs \(other.interpolation.rawValue)" }
        if clips != other.clips { return "clips (\(clips.count) vs \(other.clips.count); first differing: \(Self.firstDiffering(clips, other.clips)))" }
        if filters != other.filters { return "filters \(filters.map { "\($0.filter)" }) vs \(other.filters.map { "\($0.filter)" })" }
        return "masks \(masks) vs \(other.masks)"
    }

    static func text(_ t: MotionTransform) -> String {
        "(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(DisplayNumber.text).joined(separator: ", ") + ")"
    }

    private static func firstDiffering(_ a: [DisplayClip], _ b: [DisplayClip]) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }
}
