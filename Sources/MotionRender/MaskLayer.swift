internal import CCairo

/// An alpha mask in device space (a cairo pattern drawn with an identity matrix), shared by the
/// canvas copies that have it: made by `clipToLayer`, `clipToLuminance` and inverse clips that
/// cannot be a plain clip. Valid for the frame (or page) it was made in.
final class MaskLayer {
    let pattern: OpaquePointer

    /// Takes ownership of `pattern`.
    init(pattern: OpaquePointer) { self.pattern = pattern }

    deinit { cairo_pattern_destroy(pattern) }
}
