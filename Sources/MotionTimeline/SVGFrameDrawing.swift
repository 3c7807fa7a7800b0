import Foundation

/// One SVG frame taken apart into what an animation can share: the definitions (glyphs, clips,
/// masks, gradients, recorded assets) and the elements drawn, in painting order.
///
/// It reads the documents ``MotionRenderer`` writes: a root `<svg>` with an optional `<title>`
/// and `<desc>`, one `<defs>` (cairo wraps its glyph symbols in an unnamed `<g>`), and the
/// drawing in one `<g>` that carries only an id. Anything else at the top level is kept as a
/// drawn element, so no content is lost.
struct SVGFrameDrawing {
    /// The document's bytes; every range below points into them.
    let bytes: [UInt8]
    /// The root's `width`, `height` and `viewBox`, as written.
    let width: String, height: String, viewBox: String?
    /// Named definitions in document order.
    let definitions: [SVGElement]
    /// The drawn elements in painting order.
    let elements: [SVGElement]

    /// - Throws: ``SVGFormatError`` for markup that is not a well-formed SVG document.
    init(_ bytes: [UInt8]) throws {
        guard let open = Self.rootStart(bytes) else { throw SVGFormatError(offset: 0, "no <svg> element") }
        let root = try SVGElement.parse(at: open, in: bytes)
        guard let width = root["width"], let height = root["height"] else {
            throw SVGFormatError(offset: open, "the <svg> element has no width and height")
        }
        var definitions: [SVGElement] = []
        var elements: [SVGElement] = []
        for child in try root.children(in: bytes) {
            switch child.name {
            case "title", "desc", "metadata":
                // The frame's own labels; the animation writes its own.
                continue
            case "defs":
                for definition in try child.children(in: bytes) {
                    if definition.name == "g", definition.attributes.isEmpty {
                        definitions += try definition.children(in: bytes).filter { $0["id"] != nil }
                    } else if definition["id"] != nil {
                        definitions.append(definition)
                    }
                }
            case "g" where child.attributes.count == 1 && child["id"] != nil:
                elements += try child.children(in: bytes)
            default:
                elements.append(child)
            }
        }
        self.bytes = bytes
        self.width = width
        self.height = height
        viewBox = root["viewBox"]
        self.definitions = definitions
        self.elements = elements
    }

    /// The markup of `element`.
    func markup(_ element: SVGElement) -> [UInt8] { Array(bytes[element.range]) }

    /// Every id declared inside `element`, itself included, in document order.
    func declaredIDs(in element: SVGElement) -> [String] {
        let marker = Array(" id=\"".utf8)
        var ids: [String] = []
        var i = element.range.lowerBound
        let end = element.range.upperBound
        while i + marker.count <= end {
            if bytes[i] == marker[0], bytes[i..<(i + marker.count)].elementsEqual(marker) {
                let start = i + marker.count
                var stop = start
                while stop < end, bytes[stop] != UInt8(ascii: "\"") { stop += 1 }
                ids.append(String(decoding: bytes[start..<stop], as: UTF8.self))
                i = stop
            } else {
                i += 1
            }
        }
        return ids
    }

    /// The `<` of the root element: the first start tag after the prolog.
    private static func rootStart(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            guard open + 1 < bytes.count else { return nil }
            let next = bytes[open + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                i = open + 1
                continue
            }
            return bytes[(open + 1)...].starts(with: Array("svg".utf8)) ? open : nil
        }
        return nil
    }
}
