internal import CCairo

extension ImageInterpolation {
    /// The cairo filter for images drawn or tiled with this interpolation.
    var cairo: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
