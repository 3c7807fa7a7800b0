import Foundation

extension MotionCanvas {
    /// Intersects this copy's clip with `path` (in current coordinates), or with everything
    /// outside it (`options: .inverse`, SwiftUI's `clip(to:style:options:)`); later draws of this
    /// copy only touch pixels inside every clip it has. `style` chooses the fill rule.
    ///
    /// Clips stay vector in SVG and PDF, except in PDF an inverse clip of a non-zero path that is
    /// not a single convex outline (a ring drawn as two circles the same way round, overlapping
    /// subpaths): that one becomes a mask, which cairo rasterizes there.
    public mutating func clip(to path: MotionPath, style: FillStyle = FillStyle(), options: ClipOptions = []) {
        guard path.isFinite else { return target.report("clip to a path with non-finite points") }
        let inverse = options.contains(.inverse)
        let evenOdd = style.isEOFilled || (inverse && path.isSingleConvexOutline)
        if inverse, !evenOdd {
            return addMask("clip", .path(path, evenOdd: false, inverse: true), needsInvertible: true)
        }
        clips.append(DisplayClip(path: path, transform: context.transform, evenOdd: style.isEOFilled, inverse: inverse))
    }

    /// Intersects this copy's clip with the alpha of the layer `content` draws, times `opacity`
    /// (SwiftUI's `clipToLayer(opacity:options:content:)`); `.inverse` keeps where the layer is
    /// transparent. The layer is drawn now, in this copy's coordinates and inside its clip,
    /// with a fresh state (as ``drawLayer(opacity:_:)``'s); it stays vector in SVG and PDF
    /// (`.inverse` makes cairo rasterize it in PDF).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = [],
                                     _ content: (inout MotionCanvas) throws -> Void) rethrows {
        guard opacity.isFinite else { return target.report("clipToLayer(opacity: \(opacity))") }
        try addMask("clipToLayer", rasterized: false, content) { .alpha($0, opacity: opacity, inverse: options.contains(.inverse)) }
    }

    /// Intersects this copy's clip with the luminance of the layer `content` draws: a luminance
    /// mask, as CSS `mask-mode: luminance` and SVG `<mask>` (white keeps, black hides; the value
    /// is the Rec. 709 luminance of the colour times its alpha, times `opacity`). `.inverse`
    /// swaps them. In PNG the layer is rasterized at the output's resolution, in PDF at
    /// ``/MotionGraphics/RenderLimits/vectorRasterScale`` pixels per point; SVG keeps it vector (an SVG `<mask>`).
    public mutating func clipToLuminance(opacity: Double = 1, options: ClipOptions = [],
                                         _ content: (inout MotionCanvas) throws -> Void) rethrows {
        guard opacity.isFinite else { return target.report("clipToLuminance(opacity: \(opacity))") }
        try addMask("clipToLuminance", rasterized: true, content) { .luminance($0, opacity: opacity, inverse: options.contains(.inverse)) }
    }

    /// Records a mask drawn by `content` (in a fresh layer state) and adds it to this copy.
    private mutating func addMask(_ what: String, rasterized: Bool, _ content: (inout MotionCanvas) throws -> Void,
                                  kind: (DisplayList) -> DisplayMask.Kind) rethrows {
        guard clipsAreVisible, context.transform.isFinite, target.isDrawing(what) else { return }
        var layer = layerCanvas()
        let id = target.recorder.maskID()
        let state = displayState
        try target.recorder.group(rasterized: rasterized, { try content(&layer) }) { list in
            target.record(DisplayItem(state: state, operation: .mask(DisplayMask(id: id, kind: kind(list)))), what)
        }
        masks.append(id)
    }

    /// Records a mask that needs no layer (an inverse clip) and adds it to this copy.
    private mutating func addMask(_ what: String, _ kind: DisplayMask.Kind, needsInvertible: Bool) {
        guard clipsAreVisible, context.transform.isFinite, context.transform.isInvertible, target.isDrawing(what) else { return }
        let id = target.recorder.maskID()
        target.record(DisplayItem(state: displayState, operation: .mask(DisplayMask(id: id, kind: kind))), what)
        masks.append(id)
    }
}
