import Foundation

extension SVGWriter {
    /// The colour a coverage element is painted in: a mask's white, or black over white.
    enum CoverageColor {
        case white, black

        var markup: String { self == .white ? "#FFFFFF" : "#000000" }
    }

    /// The element of a fill, stroke, text or image item under its transform, its paint's alpha
    /// multiplied by `alpha`; nil when it paints nothing (a degenerate gradient).
    func primitive(_ operation: DisplayOperation, _ state: DisplayState, alpha: Double) -> SVGMarkup? {
        let t = state.transform
        switch operation {
        case let .fill(shape, shading, style):
            return painted(shading, bounds: shape.bounds, outset: 0, alpha: alpha, t,
                           coverage: { self.fillElement(shape, style, t, .white) }) { paint in
                var element = self.shapeStart(shape, t, movable: paint.value.hasPrefix("#"))
                element.append(" fill=\"")
                element.append(paint.value)
                element.append("\"")
                if paint.opacity < 1 { element.attribute("fill-opacity", paint.opacity, decimals: 4) }
                self.fillRule(style, into: &element)
                element.append("/>")
                return element
            }
        case let .stroke(path, shading, style):
            let outset = style.lineWidth / 2 * max(1, style.miterLimit)
            return painted(shading, bounds: path.boundingRect, outset: outset, alpha: alpha, t,
                           coverage: { self.strokeElement(path, style, t, .white) }) { paint in
                var element = self.shapeStart(.path(path), t, movable: paint.value.hasPrefix("#"))
                element.append(" fill=\"none\" stroke=\"")
                element.append(paint.value)
                element.append("\"")
                if paint.opacity < 1 { element.attribute("stroke-opacity", paint.opacity, decimals: 4) }
                self.strokeStyle(style, into: &element)
                element.append("/>")
                return element
            }
        case let .text(text, shading):
            return painted(shading, bounds: CGRect(origin: text.origin, size: text.size), outset: 0, alpha: alpha, t,
                           coverage: { self.textElement(text, t, fill: CoverageColor.white.markup, opacity: 1, searchable: false) },
                           throughCoverage: true) { paint in
                self.textElement(text, t, fill: paint.value, opacity: paint.opacity, searchable: self.writesText)
            }
        case let .image(image, source, destination):
            return imageElement(image.asset, source: source, destination: destination, state, alpha: alpha)
        default:
            return nil
        }
    }

    /// The item's geometry painted opaque in `color`: what it covers, for masks built from it.
    func primitive(_ operation: DisplayOperation, _ state: DisplayState, coverage color: CoverageColor) -> SVGMarkup? {
        let t = state.transform
        switch operation {
        case let .fill(shape, _, style): return fillElement(shape, style, t, color)
        case let .stroke(path, _, style): return strokeElement(path, style, t, color)
        case let .text(text, _): return textElement(text, t, fill: color.markup, opacity: 1, searchable: false)
        case let .image(image, source, destination):
            let shown = Self.shownRect(image.asset.size, source: source, destination: destination)
            var element = shapeStart(.rectangle(shown), t)
            element.append(" fill=\"\(color.markup)\"/>")
            return element
        default: return nil
        }
    }

    /// `<path d="…"`, `<circle cx cy r` or `<rect x y width height` under `t` (no end). A long
    /// path is a `<use>` of the path defined once; when its paint does not depend on where it is
    /// (`movable`: a colour), the path is defined from its first point, so the same outline moved
    /// is the same definition.
    func shapeStart(_ shape: DisplayShape, _ t: MotionTransform = .identity, movable: Bool = false) -> SVGMarkup {
        switch shape {
        case .path(let path):
            var d = SVGMarkup()
            if movable, let start = path.elements.first.flatMap(Self.startPoint) {
                d.pathData(path.translated(by: CGPoint(x: -start.x, y: -start.y)))
                if d.bytes.count > Self.sharedPathBytes {
                    return use(d, t.prepending(MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: start.x, ty: start.y)))
                }
                d = SVGMarkup()
            }
            d.pathData(path)
            if d.bytes.count > Self.sharedPathBytes { return use(d, t) }
            var element = SVGMarkup("<path d=\"")
            element.append(d)
            element.append("\"")
            element.transform(t)
            return element
        case .circle, .rectangle:
            var element = basicShape(shape)
            element.transform(t)
            return element
        }
    }

    /// `<use href="#…"` of the outline `d`, defined once, under `t`.
    private func use(_ d: SVGMarkup, _ t: MotionTransform) -> SVGMarkup {
        var rest = SVGMarkup(" d=\"")
        rest.append(d)
        rest.append("\"/>")
        let id = definitions.define("o", tag: "path", rest)
        sharedGeometryUses += 1
        var element = SVGMarkup("<use href=\"#\(id)\"")
        element.transform(t)
        return element
    }

    /// Where a path's first element puts the pen (an arc: its start).
    static func startPoint(_ element: PathElement) -> CGPoint? {
        switch element {
        case .move(let p), .line(let p), .curve(let p, _, _): return p
        case let .arc(c, r, a0, _, _): return CGPoint(x: c.x + max(0, r) * cos(a0), y: c.y + max(0, r) * sin(a0))
        case .close: return nil
        }
    }

    /// `<circle cx cy r` or `<rect x y width height`.
    func basicShape(_ shape: DisplayShape) -> SVGMarkup {
        switch shape {
        case .path:
            var element = SVGMarkup("<path d=\"")
            element.pathData(shape)
            element.append("\"")
            return element
        case let .circle(center, radius):
            var element = SVGMarkup("<circle")
            element.attribute("cx", center.x)
            element.attribute("cy", center.y)
            element.attribute("r", radius)
            return element
        case .rectangle(let r):
            var element = SVGMarkup("<rect")
            element.attribute("x", r.minX)
            element.attribute("y", r.minY)
            element.attribute("width", r.width)
            element.attribute("height", r.height)
            return element
        }
    }

    func fillElement(_ shape: DisplayShape, _ style: FillStyle, _ t: MotionTransform, _ color: CoverageColor) -> SVGMarkup {
        var element = shapeStart(shape, t, movable: true)
        element.append(" fill=\"\(color.markup)\"")
        fillRule(style, into: &element)
        element.append("/>")
        return element
    }

    func strokeElement(_ path: MotionPath, _ style: StrokeStyle, _ t: MotionTransform, _ color: CoverageColor) -> SVGMarkup {
        var element = shapeStart(.path(path), t, movable: true)
        element.append(" fill=\"none\" stroke=\"\(color.markup)\"")
        strokeStyle(style, into: &element)
        element.append("/>")
        return element
    }

    func fillRule(_ style: FillStyle, into element: inout SVGMarkup) {
        if style.isEOFilled { element.append(" fill-rule=\"evenodd\"") }
        if !style.isAntialiased { element.append(" shape-rendering=\"crispEdges\"") }
    }

    /// Width, caps, joins, miter limit and dash as cairo strokes them (a dash of negative or only
    /// zero lengths is solid; SVG's miter limit is at least 1).
    func strokeStyle(_ style: StrokeStyle, into element: inout SVGMarkup) {
        element.attribute("stroke-width", style.lineWidth)
        switch style.lineCap {
        case .butt: break
        case .round: element.append(" stroke-linecap=\"round\"")
        case .square: element.append(" stroke-linecap=\"square\"")
        }
        switch style.lineJoin {
        case .miter: element.attribute("stroke-miterlimit", max(1, style.miterLimit))
        case .round: element.append(" stroke-linejoin=\"round\"")
        case .bevel: element.append(" stroke-linejoin=\"bevel\"")
        }
        if style.drawsDashes {
            element.append(" stroke-dasharray=\"")
            for (i, length) in style.dash.enumerated() {
                if i > 0 { element.append(" ") }
                element.number(length)
            }
            element.append("\"")
            if style.dashPhase != 0 { element.attribute("stroke-dashoffset", style.dashPhase) }
        }
    }

    /// Paths whose data is longer than this many bytes are defined once and placed with `<use>`.
    static let sharedPathBytes = 96

    /// The part of `destination` an image covers: all of it, or for a part `source` of the
    /// image, the part of the source that lies in the image, mapped into the destination.
    static func shownRect(_ size: CGSize, source: CGRect?, destination dst: CGRect) -> CGRect {
        guard let src = source else { return dst }
        let kept = src.intersection(CGRect(origin: .zero, size: size))
        let sx = dst.width / src.width, sy = dst.height / src.height
        return CGRect(x: dst.minX + (kept.minX - src.minX) * sx, y: dst.minY + (kept.minY - src.minY) * sy,
                      width: kept.width * sx, height: kept.height * sy)
    }
}
