import Foundation

extension SVGWriter {
    /// `content` blurred by `filters` (blurs only), so that what lies beyond the frame blurs into
    /// it in every renderer: librsvg draws a filter's input only inside the canvas, so a blurred
    /// drawing crossing the frame's edge would lose what lies beyond.
    ///
    /// The blur is linear, so it is written as the sum of the blur of the drawing inside the
    /// frame and of the blurs of the bands of it beyond each edge (within the blur's reach), each
    /// band moved into the frame to be blurred and the result moved back (`feOffset`); the parts
    /// are added by `feComposite` (`arithmetic`, the bands drawn with `feImage`). Nil when the
    /// drawing stays inside the frame, the filters are not blurs alone, or the frame is too small
    /// for a band and its blur: the plain filter is right then.
    func blurredAcrossEdges(_ content: SVGMarkup, ink: CGRect?, filters: [DisplayFilter]) -> SVGMarkup? {
        let operations = filters.map(RasterOperation.init)
        guard let ink, !operations.isEmpty, operations.allSatisfy({ if case .blur = $0 { return true } else { return false } }) else { return nil }
        let reach = operations.reduce(CGSize.zero) { CGSize(width: $0.width + $1.reach.width, height: $0.height + $1.reach.height) }
        let f = frame
        // Bands beyond each edge, disjoint: top and bottom span the width, left and right the height between.
        var bands: [(region: CGRect, shift: CGPoint)] = []
        let wide = CGRect(x: ink.minX - 1, y: 0, width: ink.width + 2, height: 0)
        if ink.minY < f.minY, ink.maxY > f.minY - reach.height {
            let h = min(reach.height, f.minY - ink.minY)
            bands.append((CGRect(x: wide.minX, y: f.minY - h, width: wide.width, height: h), CGPoint(x: 0, y: h + reach.height)))
        }
        if ink.maxY > f.maxY, ink.minY < f.maxY + reach.height {
            let h = min(reach.height, ink.maxY - f.maxY)
            bands.append((CGRect(x: wide.minX, y: f.maxY, width: wide.width, height: h), CGPoint(x: 0, y: -(h + reach.height))))
        }
        if ink.minX < f.minX, ink.maxX > f.minX - reach.width {
            let w = min(reach.width, f.minX - ink.minX)
            bands.append((CGRect(x: f.minX - w, y: f.minY, width: w, height: f.height), CGPoint(x: w + reach.width, y: 0)))
        }
        if ink.maxX > f.maxX, ink.minX < f.maxX + reach.width {
            let w = min(reach.width, ink.maxX - f.maxX)
            bands.append((CGRect(x: f.maxX, y: f.minY, width: w, height: f.height), CGPoint(x: -(w + reach.width), y: 0)))
        }
        guard !bands.isEmpty, bands.allSatisfy({ band in
            // The band moved in, and its blur, lie inside the frame across the edge it came from.
            let moved = band.region.offsetBy(dx: band.shift.x, dy: band.shift.y).insetBy(dx: -reach.width, dy: -reach.height)
            return band.shift.x == 0 ? moved.minY >= f.minY - 0.5 && moved.maxY <= f.maxY + 0.5
                : moved.minX >= f.minX - 0.5 && moved.maxX <= f.maxX + 0.5
        }) else { return nil }
        let drawing = definitions.define("e", tag: "g", tail(group(content)))
        func use() -> SVGMarkup { SVGMarkup("<use href=\"#\(drawing)\"/>") }
        var sum = filterRegion(reach: .zero, exact: true)
        var previous = "SourceGraphic"
        for (k, band) in bands.enumerated() {
            // The band alone, moved into the frame, blurred, moved back.
            var primitives = filterRegion(reach: .zero, exact: true)
            var input = "SourceGraphic"
            for (i, operation) in operations.enumerated() {
                guard case let .blur(sx, sy) = operation else { continue }
                primitives.append("<feGaussianBlur in=\"\(input)\" stdDeviation=\"")
                primitives.number(sx); primitives.append(" "); primitives.number(sy)
                primitives.append("\" result=\"b\(i)\"/>")
                input = "b\(i)"
            }
            primitives.append("<feOffset in=\"\(input)\"")
            primitives.attribute("dx", -band.shift.x); primitives.attribute("dy", -band.shift.y)
            primitives.append("/></filter>")
            let bandFilter = definitions.define("f", tag: "filter", primitives)
            let cut = DisplayClip(shape: .rectangle(band.region), transform: .identity)
            var moved = SVGMarkup("<g")
            moved.transform(MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: band.shift.x, ty: band.shift.y))
            moved.append(">")
            moved.append(clipped(use(), [cut]))
            moved.append("</g>")
            var spanning = frameRect("none")
            spanning.append(filtered(moved, bandFilter))
            let bandID = definitions.define("e", tag: "g", tail(group(spanning)))
            sum.append("<feImage href=\"#\(bandID)\" result=\"i\(k)\"/>")
            sum.append("<feComposite in=\"\(previous)\" in2=\"i\(k)\" operator=\"arithmetic\" k2=\"1\" k3=\"1\" result=\"s\(k)\"/>")
            previous = "s\(k)"
        }
        sum.append("</filter>")
        let sumFilter = definitions.define("f", tag: "filter", sum)
        guard let blur = defineFilter(filters) else { return nil }
        // The drawing inside the frame, blurred there; then the bands added.
        var inside = frameRect("none")
        inside.append(filtered(clipped(use(), [DisplayClip(shape: .rectangle(f), transform: .identity)]), blur))
        return filtered(group(inside), sumFilter)
    }

    /// What follows `<g` in `group`'s markup (`group` starts with `<g`), for ``SVGDefinitions/define(_:tag:_:)``.
    func tail(_ group: SVGMarkup) -> SVGMarkup {
        SVGMarkup(String(decoding: group.bytes.dropFirst(2), as: UTF8.self))
    }
}
