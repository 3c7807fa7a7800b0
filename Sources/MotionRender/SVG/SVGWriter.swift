import Foundation

/// Writes display lists as SVG: the package's own SVG backend, which keeps the whole drawing
/// model vector (docs/drawing-model.md, "What stays vector").
///
/// - Shapes, strokes and gradients are SVG paths, circles and gradients; a conic gradient is a
///   fan of thin wedges, each of one colour, defined once and placed with a transform.
/// - Clips are clip paths (the even-odd rule and inverse clips included); masks are SVG masks
///   (alpha masks of layers, luminance masks) drawn from the items' own lists.
/// - Blend modes are CSS `mix-blend-mode` inside isolated groups; Porter–Duff modes are built from
///   what was drawn before in the same group (which a streaming surface does not know): masks of
///   the backdrop and of the drawing, and `feComposite` of both for `sourceAtop`,
///   `destinationAtop`, `xor` and `plusLighter`.
/// - Blurs, shadows and colour matrices are SVG filter primitives in output units, so they scale
///   with any zoom.
/// - Long paths are defined once and placed with `<use>`, from their first point when their
///   paint allows, so a shape drawn again elsewhere (in the same frame or, for an animation, in
///   another) is one definition.
/// - Text is the outlines of its glyphs, each glyph defined once per document (`<symbol>`) and
///   placed with `<use>`, a line's placed glyphs defined once too (a text that fades in place is
///   one definition); the text itself follows, transparent, for search and screen readers.
/// - SVG assets are inlined, their ids and style sheets made their own; bitmaps are embedded once
///   per document (a JPEG as its file's bytes, anything else as PNG).
///
/// Only what is pixels to begin with becomes an `<image>`: bitmaps and pixels a scene put with
/// `putPixels`.
///
/// The definitions can be shared by several frames (the animated SVG): the same gradient, clip,
/// glyph or image is one definition however many frames use it. Used by one thread at a time.
package final class SVGWriter {
    /// The output's size in SVG pixels (device units of the list).
    package let width: Double, height: Double
    /// The document's definitions (shared by every frame written with this writer).
    package let definitions: SVGDefinitions
    /// The text engine glyph outlines come from.
    let assets: AssetScope
    /// Whether texts get their transparent copy for search and screen readers.
    let writesText: Bool
    /// The frame's masks: the id of each made so far (nil: it masks nothing away).
    var masks: [Int: String?] = [:]
    /// Glyph outlines, defined in ``definitions`` on first use.
    let glyphs = GlyphOutlines()
    /// How many paths were drawn as a use of a shared outline.
    package internal(set) var sharedGeometryUses = 0

    /// - Parameters:
    ///   - width, height: the output's size in SVG pixels.
    ///   - prefix: what every id starts with.
    ///   - writesText: false to leave out the transparent text (a decorative frame).
    package convenience init(width: Double, height: Double, prefix: String, writesText: Bool = true) {
        self.init(width: width, height: height, prefix: prefix, writesText: writesText, assets: AssetScope(cachesImages: false))
    }

    /// A writer whose texts are laid out again for their outlines with `assets`' text engine (the
    /// scope a list was recorded with finds its layouts made).
    init(width: Double, height: Double, prefix: String, writesText: Bool, assets: AssetScope) {
        self.assets = assets
        self.width = width
        self.height = height
        definitions = SVGDefinitions(prefix: prefix)
        self.writesText = writesText
    }

    /// The frame's rectangle in output units.
    var frame: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    /// The top-level elements of one frame (its definitions go to ``definitions``).
    package func elements(_ list: DisplayList) -> [SVGMarkup] {
        var group = SVGGroup()
        write(list, into: &group)
        masks = [:]
        return group.elements
    }

    /// A whole document of one frame: the root with its size and labels, the definitions, the drawing.
    /// `labels` starts the ids of the title and description (default: the definitions' prefix).
    package func document(_ list: DisplayList, title: String, description: String, decorative: Bool, labels: String? = nil) -> Data {
        let body = elements(list)
        var out = SVGMarkup("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        out.append(" width=\""); out.number(width); out.append("px\" height=\""); out.number(height); out.append("px\"")
        out.append(" viewBox=\"0 0 "); out.number(width); out.append(" "); out.number(height); out.append("\"")
        if decorative {
            out.append(" aria-hidden=\"true\">\n")
        } else {
            let label = labels ?? definitions.prefix
            out.append(" role=\"img\" aria-labelledby=\"\(label)title \(label)desc\">\n")
            out.append("<title id=\"\(label)title\">")
            out.text(title)
            out.append("</title>\n<desc id=\"\(label)desc\">")
            out.text(description)
            out.append("</desc>\n")
        }
        if !definitions.markup.isEmpty {
            out.append("<defs>\n")
            for definition in definitions.markup { out.append(definition); out.append(0x0A) }
            out.append("</defs>\n")
        }
        for element in body { out.append(element); out.append(0x0A) }
        out.append("</svg>\n")
        return Data(out.bytes)
    }

    // MARK: - Items

    func write(_ list: DisplayList, into group: inout SVGGroup) {
        for item in list.items { write(item, into: &group) }
    }

    func write(_ item: DisplayItem, into group: inout SVGGroup) {
        let state = item.state
        switch item.operation {
        case .mask(let mask):
            masks[mask.id] = defineMask(state, mask.kind)
        case .paint(let color):
            var rect = SVGMarkup("<rect")
            rect.attribute("width", width)
            rect.attribute("height", height)
            rect.append(" fill=\"")
            rect.color(color)
            rect.append("\"")
            if color.alpha < 1 { rect.attribute("fill-opacity", Motion.clamp(color.alpha), decimals: 4) }
            rect.append("/>")
            group.elements.append(clipped(rect, state.clips))
        case let .pixels(image, x, y):
            let element = pixelsElement(image, x: x, y: y)
            let region = DisplayClip(shape: .rectangle(CGRect(x: x, y: y, width: image.width, height: image.height)), transform: .identity)
            compose(.copy, source: element, clips: [region], coverage: nil, into: &group)
        case .layer(let layer):
            var inner = SVGGroup()
            write(layer.content, into: &inner)
            guard !inner.elements.isEmpty || state.blendMode.clearsOutsideShape else { return }
            var content = SVGMarkup("<g")
            if inner.blends, state.opacity >= 1 || drawsInLayers(state) { content.append(" style=\"isolation:isolate\"") }
            content.append(">")
            content.append(inner.joined)
            content.append("</g>")
            finish(content, state, clips: state.clips + (layer.clip.map { [$0] } ?? []), layered: true, coverage: nil,
                   ink: state.filters.isEmpty ? nil : layer.content.inkBounds(frame: frame), into: &group)
        default:
            let layered = drawsInLayers(state)
            guard let element = primitive(item.operation, state, alpha: layered ? 1 : state.opacity) else { return }
            let coverage = state.blendMode == .clear ? primitive(item.operation, state, coverage: .black) : nil
            finish(element, state, clips: state.clips, layered: layered, coverage: coverage,
                   ink: state.filters.isEmpty ? nil : item.inkBounds(frame: frame), into: &group)
        }
    }

    /// Composites `element` with `state`: through its filters, masks and opacity when it is drawn
    /// alone first (`layered`), inside `clips`, with its blend mode.
    func finish(_ element: SVGMarkup, _ state: DisplayState, clips: [DisplayClip], layered: Bool, coverage: SVGMarkup?,
                ink: CGRect? = nil, into group: inout SVGGroup) {
        var source = element
        if layered {
            if let acrossEdges = blurredAcrossEdges(source, ink: ink, filters: state.filters) {
                source = acrossEdges
            } else if !state.filters.isEmpty, let filter = defineFilter(state.filters) {
                source = wrapped(source, "filter", filter)
            }
            for id in state.masks {
                guard let mask = masks[id], let mask else { continue }
                source = wrapped(source, "mask", mask)
            }
            if state.opacity < 1 {
                var faded = SVGMarkup("<g")
                faded.attribute("opacity", state.opacity, decimals: 4)
                faded.append(">")
                faded.append(source)
                faded.append("</g>")
                source = faded
            }
        }
        let mode = state.blendMode
        if mode.isPorterDuff {
            return compose(mode, source: source, clips: clips, coverage: coverage, into: &group)
        }
        source = clipped(source, clips)
        if mode != .normal {
            source = blending(source, mode)
            group.blends = true
        }
        group.elements.append(source)
    }

    /// True when `state`'s drawing is rendered alone first (filters, masks that exist, or `copy`).
    func drawsInLayers(_ state: DisplayState) -> Bool {
        !state.filters.isEmpty || state.blendMode == .copy || state.masks.contains { (masks[$0] ?? nil) != nil }
    }

    /// `<g name="url(#id)">element</g>`.
    func wrapped(_ element: SVGMarkup, _ name: String, _ id: String) -> SVGMarkup {
        var out = SVGMarkup("<g \(name)=\"url(#\(id))\">")
        out.append(element)
        out.append("</g>")
        return out
    }

    /// `element` inside every clip of `clips`.
    func clipped(_ element: SVGMarkup, _ clips: [DisplayClip]) -> SVGMarkup {
        var out = element
        for clip in clips.reversed() { out = wrapped(out, "clip-path", clipPath(clip)) }
        return out
    }

    /// `element` with a CSS blend mode (on a group of its own when it has attributes of that name).
    func blending(_ element: SVGMarkup, _ mode: BlendMode) -> SVGMarkup {
        var out = SVGMarkup("<g style=\"mix-blend-mode:\(mode.cssName)\">")
        out.append(element)
        out.append("</g>")
        return out
    }

    /// The id of the clip path of `clip` (an inverse clip: everything in the frame but the path,
    /// by the even-odd rule, as the raster does).
    func clipPath(_ clip: DisplayClip) -> String {
        var rest = SVGMarkup(" clipPathUnits=\"userSpaceOnUse\"><path d=\"")
        rest.pathData(clip.shape)
        if clip.inverse, let inverse = clip.transform.inverted {
            let margin = frame.insetBy(dx: -2, dy: -2)
            let corners = [CGPoint(x: margin.minX, y: margin.minY), CGPoint(x: margin.maxX, y: margin.minY),
                           CGPoint(x: margin.maxX, y: margin.maxY), CGPoint(x: margin.minX, y: margin.maxY)].map(inverse.apply)
            rest.append("M"); rest.number(corners[0].x); rest.append(" "); rest.number(corners[0].y)
            for p in corners.dropFirst() { rest.append("L"); rest.number(p.x); rest.append(" "); rest.number(p.y) }
            rest.append("Z")
        }
        rest.append("\"")
        rest.transform(clip.transform)
        if clip.evenOdd || clip.inverse { rest.append(" clip-rule=\"evenodd\"") }
        rest.append("/></clipPath>")
        return definitions.define("c", tag: "clipPath", rest)
    }
}
