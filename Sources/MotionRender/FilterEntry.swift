/// A filter of a canvas copy with the transform in force when it was added: its radii and
/// offsets are in those coordinates.
struct FilterEntry {
    let filter: Filter
    let transform: MotionTransform
}
