import Foundation

extension SVGWriter {
    /// The SVG filter of a state's filters, in order, in output units (the filtered group lies in
    /// output space): a blur is `feGaussianBlur`; a shadow is the drawing's alpha (inverted for
    /// an inner shadow) blurred, offset and flooded with its colour, then put behind the drawing,
    /// above it with its blend mode, or alone; a colour matrix is `feColorMatrix`. The filter
    /// region is the frame grown by how far the filters reach, so drawings beyond the frame's edge
    /// still blur into it. Nil for no filters.
    func defineFilter(_ filters: [DisplayFilter]) -> String? {
        guard !filters.isEmpty else { return nil }
        let operations = filters.map(RasterOperation.init)
        let reach = operations.reduce(CGSize.zero) { CGSize(width: $0.width + $1.reach.width, height: $0.height + $1.reach.height) }
        var rest = filterRegion(reach: reach)
        var input = "SourceGraphic"
        for (k, operation) in operations.enumerated() {
            let result = "r\(k)"
            switch operation {
            case let .blur(sx, sy):
                rest.append("<feGaussianBlur in=\"\(input)\" stdDeviation=\"")
                rest.number(sx); rest.append(" "); rest.number(sy)
                rest.append("\" result=\"\(result)\"/>")
            case .colorMatrix(let matrix):
                rest.append("<feColorMatrix in=\"\(input)\" type=\"matrix\" values=\"")
                for (i, value) in matrix.values.enumerated() {
                    if i > 0 { rest.append(" ") }
                    rest.number(value, decimals: 6)
                }
                rest.append("\" result=\"\(result)\"/>")
            case let .shadow(color, sx, sy, dx, dy, blendMode, options):
                shadow(into: &rest, input: input, result: result, color: color, sx: sx, sy: sy, dx: dx, dy: dy,
                       blendMode: blendMode, options: options)
            case .luminanceMask:
                continue
            }
            input = result
        }
        rest.append("</filter>")
        return definitions.define("f", tag: "filter", rest)
    }

    private func shadow(into rest: inout SVGMarkup, input: String, result: String, color: MotionColor, sx: Double, sy: Double,
                        dx: Double, dy: Double, blendMode: BlendMode, options: ShadowOptions) {
        let alpha = "\(result)a"
        // The drawing's alpha blurred, then for a shadow cast by everything outside the drawing
        // inverted, as the raster does.
        rest.append("<feColorMatrix in=\"\(input)\" type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0\" result=\"\(alpha)\"/>")
        rest.append("<feGaussianBlur in=\"\(alpha)\" stdDeviation=\"")
        rest.number(sx); rest.append(" "); rest.number(sy)
        rest.append("\" result=\"\(alpha)b\"/>")
        if options.contains(.invertsAlpha) {
            rest.append("<feColorMatrix in=\"\(alpha)b\" type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 1\" result=\"\(alpha)b\"/>")
        }
        rest.append("<feOffset in=\"\(alpha)b\"")
        rest.attribute("dx", dx); rest.attribute("dy", dy)
        rest.append(" result=\"\(alpha)o\"/><feFlood flood-color=\"")
        rest.color(color)
        rest.append("\"")
        rest.attribute("flood-opacity", Motion.clamp(color.alpha), decimals: 4)
        rest.append(" result=\"\(alpha)c\"/><feComposite in=\"\(alpha)c\" in2=\"\(alpha)o\" operator=\"in\" result=\"\(alpha)s\"/>")
        let shadow = "\(alpha)s"
        if options.contains(.shadowOnly) {
            rest.append("<feMerge result=\"\(result)\"><feMergeNode in=\"\(shadow)\"/></feMerge>")
        } else if !options.contains(.shadowAbove) {
            rest.append("<feMerge result=\"\(result)\"><feMergeNode in=\"\(shadow)\"/><feMergeNode in=\"\(input)\"/></feMerge>")
        } else {
            switch blendMode {
            case .normal:
                rest.append("<feMerge result=\"\(result)\"><feMergeNode in=\"\(input)\"/><feMergeNode in=\"\(shadow)\"/></feMerge>")
            case .sourceAtop, .sourceIn, .sourceOut, .xor:
                let op = ["sourceAtop": "atop", "sourceIn": "in", "sourceOut": "out", "xor": "xor"][blendMode.rawValue]!
                rest.append("<feComposite in=\"\(shadow)\" in2=\"\(input)\" operator=\"\(op)\" result=\"\(result)\"/>")
            case .destinationOver, .destinationIn, .destinationOut, .destinationAtop:
                let op = ["destinationOver": "over", "destinationIn": "in", "destinationOut": "out", "destinationAtop": "atop"][blendMode.rawValue]!
                rest.append("<feComposite in=\"\(input)\" in2=\"\(shadow)\" operator=\"\(op)\" result=\"\(result)\"/>")
            case .plusLighter:
                rest.append("<feComposite in=\"\(shadow)\" in2=\"\(input)\" operator=\"arithmetic\" k2=\"1\" k3=\"1\" result=\"\(result)\"/>")
            case .copy:
                rest.append("<feMerge result=\"\(result)\"><feMergeNode in=\"\(shadow)\"/></feMerge>")
            case .clear:
                rest.append("<feFlood flood-opacity=\"0\" result=\"\(result)\"/>")
            default:
                rest.append("<feBlend in=\"\(shadow)\" in2=\"\(input)\" mode=\"\(blendMode.cssName)\" result=\"\(result)\"/>")
            }
        }
    }
}
