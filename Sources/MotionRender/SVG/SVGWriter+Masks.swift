import Foundation

extension SVGWriter {
    /// The SVG mask of a display mask made with `state` (inside its clips), or nil for one that
    /// masks nothing away (an inverse luminance mask of an empty layer).
    func defineMask(_ state: DisplayState, _ kind: DisplayMask.Kind) -> String? {
        switch kind {
        case let .alpha(content, opacity, inverse):
            var inner = SVGGroup()
            write(content, into: &inner)
            var body = faded(group(inner), Motion.clamp(opacity))
            if inverse {
                // 1 − α·opacity: white, minus the layer made white.
                body = whiteMinus(filtered(body, toWhite))
                return define(mask: clipped(body, state.clips), alpha: false)
            }
            return define(mask: clipped(body, state.clips), alpha: true)
        case let .luminance(content, opacity, inverse):
            var inner = SVGGroup()
            write(content, into: &inner)
            var body = group(inner)
            if inverse { body = whiteMinus(body) }
            return define(mask: faded(body, Motion.clamp(opacity)), alpha: false)
        case let .path(path, evenOdd, inverse):
            let rule = FillStyle(eoFill: evenOdd)
            if inverse {
                var body = frameRect("#FFFFFF")
                body.append(fillElement(.path(path), rule, state.transform, .black))
                return define(mask: clipped(group(body), state.clips), alpha: false)
            }
            return define(mask: clipped(fillElement(.path(path), rule, state.transform, .white), state.clips), alpha: true)
        }
    }

    /// Defines a mask of `content` (an alpha mask, or a luminance one).
    func define(mask content: SVGMarkup, alpha: Bool) -> String {
        var rest = maskRegion(alpha: alpha)
        rest.append(content)
        rest.append("</mask>")
        return definitions.define("m", tag: "mask", rest)
    }

    /// For a luminance mask: white over the frame, less `content` (1 − its luminance × alpha),
    /// by the `difference` blend inside an isolated group.
    func whiteMinus(_ content: SVGMarkup) -> SVGMarkup {
        var out = SVGMarkup("<g style=\"isolation:isolate\">")
        out.append(frameRect("#FFFFFF"))
        out.append("<g style=\"mix-blend-mode:difference\">")
        out.append(content)
        out.append("</g></g>")
        return out
    }

    /// A rectangle over the frame (and a little beyond) in `color`.
    func frameRect(_ color: String) -> SVGMarkup {
        let region = frame.insetBy(dx: -2, dy: -2)
        var rect = shapeStart(.rectangle(region))
        rect.append(" fill=\"\(color)\"/>")
        return rect
    }

    /// `<g>` of `group`'s elements (isolated when they blend).
    func group(_ group: SVGGroup) -> SVGMarkup {
        self.group(group.joined, isolated: group.blends)
    }

    func group(_ content: SVGMarkup, isolated: Bool = false) -> SVGMarkup {
        var out = SVGMarkup(isolated ? "<g style=\"isolation:isolate\">" : "<g>")
        out.append(content)
        out.append("</g>")
        return out
    }

    /// `content` at `opacity` (as is at 1).
    func faded(_ content: SVGMarkup, _ opacity: Double) -> SVGMarkup {
        guard opacity < 1 else { return content }
        var out = SVGMarkup("<g")
        out.attribute("opacity", opacity, decimals: 4)
        out.append(">")
        out.append(content)
        out.append("</g>")
        return out
    }

    /// `content` through the filter `id`.
    func filtered(_ content: SVGMarkup, _ id: String) -> SVGMarkup { wrapped(content, "filter", id) }

    /// A filter that makes everything white, keeping alpha.
    var toWhite: String { colorFilter("0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0") }

    /// A filter that makes everything black, keeping alpha.
    var toBlack: String { colorFilter("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0") }

    private func colorFilter(_ values: String) -> String {
        var rest = filterRegion(reach: .zero)
        rest.append("<feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>")
        return definitions.define("f", tag: "filter", rest)
    }

    /// ` filterUnits=… x y width height color-interpolation-filters="sRGB">`: a filter over the
    /// frame grown by `reach` (output units) on each side, or over the frame exactly (`exact`: a
    /// filter of `feImage`s, which Chromium draws from the filter region's corner, librsvg from
    /// the origin).
    func filterRegion(reach: CGSize, exact: Bool = false) -> SVGMarkup {
        var rest = SVGMarkup(" filterUnits=\"userSpaceOnUse\" primitiveUnits=\"userSpaceOnUse\"")
        let region = exact ? frame : frame.insetBy(dx: -reach.width - 2, dy: -reach.height - 2)
        rest.attribute("x", region.minX); rest.attribute("y", region.minY)
        rest.attribute("width", region.width); rest.attribute("height", region.height)
        rest.append(" color-interpolation-filters=\"sRGB\">")
        return rest
    }
}
