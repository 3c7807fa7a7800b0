/// One clip of a canvas copy: a path with the transform it was added under, its fill rule, and
/// whether it keeps the outside. Inverse clips that cairo cannot express as a clip become masks
/// when they are added, so every entry here is applied with `cairo_clip`.
struct ClipEntry {
    let path: MotionPath
    let transform: MotionTransform
    let evenOdd: Bool
    /// Keeps the outside of the path: applied as an even-odd clip of a rectangle around the
    /// visible region plus the path, exact for even-odd paths and for a single convex outline.
    let inverse: Bool
}
