import Foundation

extension MotionCanvas {
    /// Adds `filter` to the filters applied to everything this copy draws from now on (SwiftUI's
    /// `addFilter(_:)`); copies made later inherit it, the original does not.
    ///
    /// Each later drawing call is rendered alone, filtered by every filter of the copy in the
    /// order they were added, and composited with the copy's blend mode, opacity, masks and clip
    /// (see ``/MotionGraphics/Filter``). Its radii and offsets are in this copy's current coordinates, so they
    /// scale with the output and with the copy's transform at this moment; transforms applied
    /// afterwards do not change them, which is how a canvas treats `shadowBlur` and
    /// `shadowOffsetX`: add the filter before the transforms.
    ///
    /// A filter with a non-finite or out-of-range value, or past ``/MotionGraphics/RenderLimits/filterChain``
    /// filters on one copy, is reported with the scene and time (no file is written) and not added.
    public mutating func addFilter(_ filter: Filter) {
        if let problem = filter.problem {
            return target.report("addFilter(\(filter)): \(problem)", nonFinite: !filter.isFinite)
        }
        guard context.transform.isFinite else { return target.report("addFilter with transform \(context.transform)") }
        guard filters.count < RenderLimits.filterChain else {
            return target.report("addFilter(\(filter)): this copy has \(RenderLimits.filterChain) filters already, the limit (RenderLimits.filterChain)", nonFinite: false)
        }
        filters.append(DisplayFilter(filter: filter, transform: context.transform))
    }
}
