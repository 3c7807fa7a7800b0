import Foundation

extension SVGAsset {
    /// The image as plain shapes in its own user units, painted in document order, with the
    /// transform from those units to the image's points (its viewBox placed), when it is a plain drawing: `<svg>`
    /// with `<g>`, `<path>`, `<rect>`, `<circle>`, `<ellipse>`, `<line>`, `<polyline>` and
    /// `<polygon>` painted with solid colours (hex or `none`), presentation attributes only
    /// (fill, stroke and their opacities, fill rule, stroke width, caps, joins and miter limit;
    /// `opacity` on an element that only fills or only strokes), a group's `clip-path` to a
    /// `<clipPath>` of one such shape, no transforms, a viewBox placed as `xMidYMid meet`. Nil for
    /// anything else (gradients, text, styles, other references, filters, masks, transforms): such an image is drawn as pixels by the writers that ask.
    package func shapes() -> (viewBox: MotionTransform, shapes: [SVGShape])? {
        let (structure, error) = SVGStructure.parse(document, elementLimit: 10_000)
        guard error == nil, !structure.overLimit, let root = structure.elements.first, root.name == "svg" else { return nil }
        guard let placement = Self.viewBoxPlacement(root, size: size) else { return nil }
        var shapes: [SVGShape] = []
        guard Self.collect(0, structure.elements, inherited: SVGPresentation(), clip: nil, into: &shapes) else { return nil }
        return (placement, shapes)
    }

    private static let rootAttributes: Set<String> = ["xmlns", "version", "width", "height", "viewBox", "id", "baseProfile"]
    private static let geometryAttributes: [String: Set<String>] = [
        "path": ["d"], "rect": ["x", "y", "width", "height", "rx", "ry"], "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"], "line": ["x1", "y1", "x2", "y2"], "polyline": ["points"], "polygon": ["points"],
        "g": [], "svg": []]

    /// The viewBox to the image's points, or nil for a placement other than the default.
    private static func viewBoxPlacement(_ root: SVGStructure.Element, size: CGSize) -> MotionTransform? {
        if let aspect = root.attribute("preserveAspectRatio"), aspect.trimmingCharacters(in: .whitespaces) != "xMidYMid meet",
           aspect.trimmingCharacters(in: .whitespaces) != "xMidYMid" { return nil }
        guard let box = root.attribute("viewBox") else { return .identity }
        let n = numbers(box)
        guard n.count == 4, n[2] > 0, n[3] > 0 else { return nil }
        let s = min(size.width / n[2], size.height / n[3])
        return MotionTransform(a: s, b: 0, c: 0, d: s, tx: (size.width - n[2] * s) / 2 - n[0] * s, ty: (size.height - n[3] * s) / 2 - n[1] * s)
    }

    private static func collect(_ index: Int, _ elements: [SVGStructure.Element], inherited: SVGPresentation, clip inheritedClip: MotionPath?,
                                into shapes: inout [SVGShape]) -> Bool {
        let element = elements[index]
        // Clip paths are drawn only where a group refers to them.
        if element.name == "title" || element.name == "desc" || element.name == "clipPath" { return true }
        var clip = inheritedClip
        guard let geometry = geometryAttributes[element.name], index == 0 || element.name != "svg" else { return false }
        var style = inherited
        var opacity = 1.0
        for (name, value) in element.attributes {
            if geometry.contains(name) || (index == 0 && rootAttributes.contains(name)) || name == "id" { continue }
            if name == "clip-path", element.name == "g", clip == nil {
                guard let outline = clipPath(value, elements) else { return false }
                clip = outline
                continue
            }
            if name == "opacity" {
                guard let v = Double(value.trimmingCharacters(in: .whitespaces)), v.isFinite else { return false }
                opacity = min(1, max(0, v))
                continue
            }
            guard style.apply(name, value) else { return false }
        }
        if element.name == "g" || element.name == "svg" {
            guard opacity == 1 else { return false }
            return element.children.allSatisfy { collect($0, elements, inherited: style, clip: clip, into: &shapes) }
        }
        guard element.children.allSatisfy({ ["title", "desc"].contains(elements[$0].name) }),
              let path = path(element) else { return false }
        if let fill = style.fill, fill.alpha * style.fillOpacity > 0 {
            shapes.append(SVGShape(path: path, paint: .fill(fill.opacity(style.fillOpacity * opacity), evenOdd: style.evenOdd), clip: clip))
        }
        if let stroke = style.stroke, style.strokeWidth > 0, stroke.alpha * style.strokeOpacity > 0 {
            if opacity < 1, style.fill != nil { return false }   // a group opacity over fill and stroke
            var lineStyle = style.strokeStyle
            lineStyle.lineWidth = style.strokeWidth
            shapes.append(SVGShape(path: path, paint: .stroke(stroke.opacity(style.strokeOpacity * opacity), lineStyle), clip: clip))
        }
        return true
    }

    /// The outline of `url(#id)`: a `<clipPath>` (default units) holding one plain shape with
    /// geometry attributes only; nil for anything else.
    private static func clipPath(_ reference: String, _ elements: [SVGStructure.Element]) -> MotionPath? {
        let text = reference.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("url(#"), text.hasSuffix(")") else { return nil }
        let id = String(text.dropFirst(5).dropLast())
        guard let target = elements.first(where: { $0.name == "clipPath" && $0.attribute("id") == id }),
              target.attributes.allSatisfy({ $0.name == "id" }), target.children.count == 1 else { return nil }
        let child = elements[target.children[0]]
        guard let allowed = geometryAttributes[child.name], child.name != "g", child.name != "svg", child.children.isEmpty,
              child.attributes.allSatisfy({ allowed.contains($0.name) }) else { return nil }
        return path(child)
    }

    /// The element's outline in its own units, or nil for bad geometry.
    private static func path(_ e: SVGStructure.Element) -> MotionPath? {
        func number(_ name: String, _ fallback: Double? = nil) -> Double? {
            guard let text = e.attribute(name) else { return fallback }
            guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite else { return nil }
            return v
        }
        var path = MotionPath()
        switch e.name {
        case "path":
            guard let d = e.attribute("d"), (try? SVGPathData.append(d, to: &path)) != nil else { return nil }
        case "rect":
            guard let x = number("x", 0), let y = number("y", 0), let w = number("width"), let h = number("height"), w >= 0, h >= 0 else { return nil }
            let rx = number("rx") ?? number("ry") ?? 0, ry = number("ry") ?? number("rx") ?? 0
            guard rx == ry, rx >= 0 else { return nil }
            let rect = CGRect(x: x, y: y, width: w, height: h)
            path = rx > 0 ? MotionPath(roundedRect: rect, cornerRadius: min(rx, w / 2, h / 2)) : MotionPath(rect: rect)
        case "circle":
            guard let cx = number("cx", 0), let cy = number("cy", 0), let r = number("r"), r >= 0 else { return nil }
            path = MotionPath(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        case "ellipse":
            guard let cx = number("cx", 0), let cy = number("cy", 0), let rx = number("rx"), let ry = number("ry"), rx >= 0, ry >= 0 else { return nil }
            path = MotionPath(ellipseIn: CGRect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            guard let x1 = number("x1", 0), let y1 = number("y1", 0), let x2 = number("x2", 0), let y2 = number("y2", 0) else { return nil }
            path.move(to: CGPoint(x: x1, y: y1))
            path.addLine(to: CGPoint(x: x2, y: y2))
        case "polyline", "polygon":
            let n = numbers(e.attribute("points") ?? "")
            guard n.count >= 2 else { return nil }
            path.move(to: CGPoint(x: n[0], y: n[1]))
            for k in stride(from: 2, to: n.count - 1, by: 2) { path.addLine(to: CGPoint(x: n[k], y: n[k + 1])) }
            if e.name == "polygon" { path.closeSubpath() }
        default:
            return nil
        }
        return path
    }

    /// The numbers of a list separated by whitespace or commas; empty when one is not a number.
    static func numbers(_ text: String) -> [Double] {
        let parts = text.split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        let values = parts.compactMap { Double($0) }
        return values.count == parts.count && values.allSatisfy(\.isFinite) ? values : []
    }
}
