import Foundation

extension SVGWriter {
    /// A paint as an element's `fill` or `stroke` value and its opacity.
    struct Paint {
        let value: String
        let opacity: Double
    }

    /// The element `make` writes with `shading` as its paint (`bounds` place relative gradients,
    /// `outset` is how far its ink reaches past them), alpha times `alpha`. Conic gradients and
    /// paints of text that are not a colour are painted through the element's coverage (`coverage`,
    /// the element in opaque white) as a mask. Nil when the shading paints nothing.
    func painted(_ shading: Shading, bounds: CGRect, outset: Double, alpha: Double, _ t: MotionTransform,
                 coverage: () -> SVGMarkup?, throughCoverage: Bool = false, _ make: (Paint) -> SVGMarkup?) -> SVGMarkup? {
        let box = shading.needsBounds ? bounds : .zero
        switch shading.kind {
        case .color(let color):
            var value = SVGMarkup()
            value.color(color)
            return make(Paint(value: String(decoding: value.bytes, as: UTF8.self), opacity: Motion.clamp(color.alpha) * alpha))
        case .foreground:
            return nil
        case let .conic(gradient, center, angle, options):
            guard let mask = coverageMask(coverage()) else { return nil }
            let c = center.resolved(in: box)
            let ink = bounds.insetBy(dx: -outset - 1, dy: -outset - 1)
            let corners = [CGPoint(x: ink.minX, y: ink.minY), CGPoint(x: ink.maxX, y: ink.minY),
                           CGPoint(x: ink.minX, y: ink.maxY), CGPoint(x: ink.maxX, y: ink.maxY)]
            let reach = corners.map { hypot($0.x - c.x, $0.y - c.y) }.max()! * 1.01 + 1
            let wedges = conicWedges(gradient, options)
            var place = t.prepending(MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: c.x, ty: c.y))
            place = place.prepending(MotionTransform(a: cos(angle) * reach, b: sin(angle) * reach, c: -sin(angle) * reach,
                                                     d: cos(angle) * reach, tx: 0, ty: 0))
            var use = SVGMarkup("<use href=\"#\(wedges)\"")
            use.transform(place)
            if alpha < 1 { use.attribute("opacity", alpha, decimals: 4) }
            use.append("/>")
            return wrapped(use, "mask", mask)
        default:
            guard let server = paintServer(shading, box: box) else { return nil }
            if throughCoverage {
                // A paint server drawn over the element's bounds through its coverage: the paint
                // stays in the element's own coordinates however the element is built.
                guard let mask = coverageMask(coverage()) else { return nil }
                var rect = shapeStart(.rectangle(bounds.insetBy(dx: -outset - 2, dy: -outset - 2)))
                rect.transform(t)
                rect.append(" fill=\"url(#\(server.id))\"")
                if alpha < 1 { rect.attribute("fill-opacity", alpha, decimals: 4) }
                rect.append("/>")
                return wrapped(clipped(rect, server.clips(t)), "mask", mask)
            }
            guard let element = make(Paint(value: "url(#\(server.id))", opacity: alpha)) else { return nil }
            return clipped(element, server.clips(t))
        }
    }

    /// A paint server (gradient or pattern) and, for a tile that repeats one way or not at all,
    /// the band or rectangle it is cut to (in the drawing's coordinates).
    struct PaintServer {
        let id: String
        let cut: (path: MotionPath, transform: MotionTransform)?

        /// The clips that cut a one-way or single tile, for an element under `t`.
        func clips(_ t: MotionTransform) -> [DisplayClip] {
            guard let cut else { return [] }
            return [DisplayClip(path: cut.path, transform: t.prepending(cut.transform))]
        }
    }

    /// The gradient or pattern of `shading`, nil when it paints nothing (coinciding ends, equal
    /// circles, an empty ellipse, a squashed tile, an image that cannot be embedded).
    func paintServer(_ shading: Shading, box: CGRect) -> PaintServer? {
        switch shading.kind {
        case let .linear(gradient, start, end, options):
            let p0 = start.resolved(in: box), p1 = end.resolved(in: box)
            guard p0 != p1 else { return nil }
            var rest = SVGMarkup(" gradientUnits=\"userSpaceOnUse\"")
            rest.attribute("x1", p0.x); rest.attribute("y1", p0.y); rest.attribute("x2", p1.x); rest.attribute("y2", p1.y)
            return PaintServer(id: gradientDefinition("linearGradient", rest, gradient, options), cut: nil)
        case let .radial(gradient, startCenter, r0, endCenter, r1, options):
            let c0 = startCenter.resolved(in: box), c1 = endCenter.resolved(in: box)
            guard c0 != c1 || r0 != r1 else { return nil }
            var rest = SVGMarkup(" gradientUnits=\"userSpaceOnUse\"")
            rest.attribute("cx", c1.x); rest.attribute("cy", c1.y); rest.attribute("r", r1)
            rest.attribute("fx", c0.x); rest.attribute("fy", c0.y); rest.attribute("fr", r0)
            return PaintServer(id: gradientDefinition("radialGradient", rest, gradient, options), cut: nil)
        case let .elliptical(gradient, rect, center, f0, f1, options):
            let r = rect ?? box
            guard r.width > 0, r.height > 0, f0 != f1 else { return nil }
            var rest = SVGMarkup(" gradientUnits=\"userSpaceOnUse\"")
            rest.attribute("cx", 0.0); rest.attribute("cy", 0.0); rest.attribute("r", f1, decimals: 6); rest.attribute("fr", f0, decimals: 6)
            rest.append(" gradientTransform=\"")
            rest.transformValue(MotionTransform(a: r.width, b: 0, c: 0, d: r.height, tx: r.minX + center.x * r.width,
                                                ty: r.minY + center.y * r.height))
            rest.append("\"")
            return PaintServer(id: gradientDefinition("radialGradient", rest, gradient, options), cut: nil)
        case .tiledImage(let tile):
            return pattern(tile)
        case .color, .foreground, .conic:
            return nil
        }
    }

    /// Defines `<tag` + `attributes` with the gradient's stops and spread.
    private func gradientDefinition(_ tag: String, _ attributes: SVGMarkup, _ gradient: Gradient, _ options: GradientOptions) -> String {
        var rest = attributes
        if options.contains(.mirror) { rest.append(" spreadMethod=\"reflect\"") } else if options.contains(.repeat) { rest.append(" spreadMethod=\"repeat\"") }
        rest.append(">")
        for stop in options.contains(.linearColor) ? gradient.linearLightStops() : gradient.stops {
            rest.append("<stop")
            rest.attribute("offset", stop.location, decimals: 5)
            rest.append(" stop-color=\"")
            rest.color(stop.color)
            rest.append("\"")
            let a = Motion.clamp(stop.color.alpha)
            if a < 1 { rest.attribute("stop-opacity", a, decimals: 4) }
            rest.append("/>")
        }
        rest.append("</\(tag)>")
        return definitions.define("l", tag: tag, rest)
    }

    /// An image tile as a pattern in the drawing's coordinates (`patternTransform` is the tile's
    /// transform), with the cut of a tile that does not repeat both ways.
    private func pattern(_ tile: ImageTile) -> PaintServer? {
        guard tile.transform.isInvertible, let image = imageID(tile.image) else { return nil }
        let size = tile.image.size, r = tile.sourceRect
        let tileSize = CGSize(width: r.width * size.width, height: r.height * size.height)
        var rest = SVGMarkup(" patternUnits=\"userSpaceOnUse\"")
        rest.attribute("width", tileSize.width)
        rest.attribute("height", tileSize.height)
        rest.append(" patternTransform=\"")
        rest.transformValue(tile.transform)
        rest.append("\"><use href=\"#\(image)\"")
        rest.transform(MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: -r.minX * size.width, ty: -r.minY * size.height))
        rest.append("/></pattern>")
        let id = definitions.define("p", tag: "pattern", rest)
        let far = 1e6
        switch tile.repetition {
        case .both: return PaintServer(id: id, cut: nil)
        case .horizontal: return PaintServer(id: id, cut: (MotionPath(rect: CGRect(x: -far, y: 0, width: 2 * far, height: tileSize.height)), tile.transform))
        case .vertical: return PaintServer(id: id, cut: (MotionPath(rect: CGRect(x: 0, y: -far, width: tileSize.width, height: 2 * far)), tile.transform))
        case .none: return PaintServer(id: id, cut: (MotionPath(rect: CGRect(origin: .zero, size: tileSize)), tile.transform))
        }
    }

    /// An alpha mask of `coverage` (an element in opaque white), nil for none.
    func coverageMask(_ coverage: SVGMarkup?) -> String? {
        guard let coverage else { return nil }
        var rest = maskRegion(alpha: true)
        rest.append(coverage)
        rest.append("</mask>")
        return definitions.define("m", tag: "mask", rest)
    }

    /// ` maskUnits=… x y width height [style="mask-type:alpha"]>`: a mask over the frame.
    func maskRegion(alpha: Bool) -> SVGMarkup {
        var rest = SVGMarkup(" maskUnits=\"userSpaceOnUse\" maskContentUnits=\"userSpaceOnUse\"")
        let region = frame.insetBy(dx: -2, dy: -2)
        rest.attribute("x", region.minX); rest.attribute("y", region.minY)
        rest.attribute("width", region.width); rest.attribute("height", region.height)
        if alpha { rest.append(" style=\"mask-type:alpha\"") }
        rest.append(">")
        return rest
    }

    /// The fan of a conic gradient in the unit circle: location 0 along +x, growing clockwise on
    /// screen, in ``conicWedgeCount`` wedges each of the colour at its middle. The wedges are drawn
    /// without antialiasing (`crispEdges`), so they tile the disc with neither gaps nor overlaps
    /// between neighbours; the drawing's own edge comes from the mask the fan is painted through.
    func conicWedges(_ gradient: Gradient, _ options: GradientOptions) -> String {
        let stops = options.contains(.linearColor) ? gradient.linearLightStops() : gradient.stops
        let n = Self.conicWedgeCount
        var rest = SVGMarkup(" shape-rendering=\"crispEdges\">")
        let samples = (0..<n).map { Self.color(of: stops, at: (Double($0) + 0.5) / Double(n)) }
        for k in 0..<n {
            let a0 = 2 * .pi * Double(k) / Double(n), a1 = 2 * .pi * Double(k + 1) / Double(n)
            rest.append("<path d=\"M0 0L")
            rest.number(cos(a0), decimals: 5); rest.append(" "); rest.number(sin(a0), decimals: 5)
            rest.append("A1 1 0 0 1 ")
            rest.number(cos(a1), decimals: 5); rest.append(" "); rest.number(sin(a1), decimals: 5)
            rest.append("Z\" fill=\"")
            rest.color(samples[k])
            rest.append("\"")
            if samples[k].alpha < 1 { rest.attribute("fill-opacity", samples[k].alpha, decimals: 4) }
            rest.append("/>")
        }
        rest.append("</g>")
        return definitions.define("w", tag: "g", rest)
    }

    /// Wedges of a conic gradient: 2° each, under half an 8-bit level of the colour between
    /// neighbours for a gradient of a few stops round the turn.
    static let conicWedgeCount = 180

    /// The colour of `stops` at `location`, interpolated in straight sRGB as a canvas gradient
    /// is; the end colours continue past the ends, and of equal locations the later stop wins.
    static func color(of stops: [Gradient.Stop], at location: Double) -> MotionColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location >= a.location && location < b.location {
            let k = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
            return a.color.mix(b.color, k)
        }
        return last.color
    }
}
