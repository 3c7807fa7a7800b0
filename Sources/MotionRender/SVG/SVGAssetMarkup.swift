import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG asset written into another SVG document: its elements parsed once by Foundation's XML
/// parser (after ``SVGAssetCheck`` accepted the file) and written again with every id, every
/// reference to one (`href="#…"`, `url(#…)`, `#…` in style sheets) and every style rule made the
/// asset's own, so that the asset draws exactly as alone however many other assets and frames
/// share the document.
///
/// The result is a nested `<svg>` of the asset's natural size (its viewBox and aspect rule kept),
/// placed with `<use>`; like librsvg's drawing of the file, it is cut to that viewport. Comments,
/// processing instructions and the document type are left out; elements, attributes, text and
/// CDATA sections are kept.
final class SVGAssetMarkup: NSObject, XMLParserDelegate {
    private indirect enum Node {
        case element(name: String, attributes: [(String, String)], children: [Node])
        case text(String)
    }

    private var stack: [(name: String, attributes: [(String, String)], children: [Node])] = []
    private var root: Node?

    /// The asset's `document` as markup for `<defs>` with id `id`: every id it declares becomes
    /// `id-…`; `size` is its natural size in points. Nil when the document cannot be parsed
    /// (an accepted asset always can).
    static func markup(of document: Data, id: String, size: CGSize) -> SVGMarkup? {
        let builder = SVGAssetMarkup()
        let parser = XMLParser(data: document)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        guard parser.parse(), case .element(_, let attributes, let children)? = builder.root else { return nil }
        let local = id + "-"
        var out = SVGMarkup("<svg")
        out.attribute("id", id)
        out.attribute("x", 0.0)
        out.attribute("y", 0.0)
        out.attribute("width", size.width)
        out.attribute("height", size.height)
        out.attribute("overflow", "hidden")
        for (name, value) in attributes where !["id", "x", "y", "width", "height", "overflow", "xmlns"].contains(name) {
            out.attribute(name, rewrite(attribute: name, value, local: local))
        }
        out.append(">")
        for child in children {
            if case .text(let t) = child, t.allSatisfy(\.isWhitespace) { continue }
            write(child, into: &out, local: local, rootID: id)
        }
        out.append("</svg>")
        return out
    }

    private static func write(_ node: Node, into out: inout SVGMarkup, local: String, rootID: String) {
        switch node {
        case .text(let text):
            out.text(text)
        case let .element(name, attributes, children):
            out.append("<" + name)
            for (attribute, value) in attributes {
                out.attribute(attribute, rewrite(attribute: attribute, value, local: local))
            }
            if children.isEmpty { return out.append("/>") }
            out.append(">")
            if SVGStructure.localName(name) == "style" {
                let css = children.map { if case .text(let t) = $0 { return t } else { return "" } }.joined()
                out.text(CSSScope.scoped(css, root: rootID, local: local))
            } else {
                // Whitespace between elements draws nothing but inside text.
                let keepsSpace = ["text", "tspan", "textPath", "title", "desc"].contains(SVGStructure.localName(name))
                for child in children {
                    if !keepsSpace, case .text(let t) = child, t.allSatisfy(\.isWhitespace) { continue }
                    write(child, into: &out, local: local, rootID: rootID)
                }
            }
            out.append("</" + name + ">")
        }
    }

    /// An attribute's value with the asset's ids made its own (`local` is put before each).
    private static func rewrite(attribute name: String, _ value: String, local: String) -> String {
        let kind = SVGStructure.localName(name)
        if kind == "id" { return local + value }
        if kind == "href", value.hasPrefix("#") { return "#" + local + value.dropFirst() }
        return value.contains("url(") ? CSSScope.rewriteURLs(value, local: local) : value
    }

    // MARK: - XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        stack.append((elementName, attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, []))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let done = stack.popLast() else { return }
        let node = Node.element(name: done.name, attributes: done.attributes, children: done.children)
        if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { appendText(string) }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { appendText(String(decoding: CDATABlock, as: UTF8.self)) }

    private func appendText(_ text: String) {
        guard !stack.isEmpty else { return }
        if case .text(let previous)? = stack[stack.count - 1].children.last {
            stack[stack.count - 1].children[stack[stack.count - 1].children.count - 1] = .text(previous + text)
        } else {
            stack[stack.count - 1].children.append(.text(text))
        }
    }
}
