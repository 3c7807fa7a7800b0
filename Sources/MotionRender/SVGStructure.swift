import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an SVG document as the asset checks need them: name, id, parent, attributes
/// and the text of `<style>` elements, collected by one pass of Foundation's XML parser (libxml2).
/// Attribute values arrive as the XML parser decodes them (entities and character references
/// resolved, whitespace around `=` gone), which is what librsvg sees too.
final class SVGStructure: NSObject, XMLParserDelegate {
    struct Element {
        /// The local name (`use`, `feGaussianBlur`), without a namespace prefix.
        let name: String
        let parent: Int?
        /// Attributes by local name (`xlink:href` → `href`), every one kept (`href` and
        /// `xlink:href` may both be present).
        let attributes: [(name: String, value: String)]
        var children: [Int] = []
        /// Text of a `<style>` element.
        var text = ""

        /// The first attribute called `name`.
        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    private(set) var elements: [Element] = []
    /// Targets of `<?xml-stylesheet?>` instructions.
    private(set) var stylesheets: [String] = []
    private var open: [Int] = []
    /// The element count at which parsing stops (the checks then refuse the document).
    private let elementLimit: Int
    private(set) var overLimit = false

    private init(elementLimit: Int) {
        self.elementLimit = elementLimit
    }

    /// Parses `xml`; the error is one line with the parser's position, or nil.
    static func parse(_ xml: Data, elementLimit: Int) -> (SVGStructure, error: String?) {
        let structure = SVGStructure(elementLimit: elementLimit)
        let parser = XMLParser(data: xml)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = structure
        let finished = parser.parse()
        if structure.overLimit { return (structure, nil) }
        // The parser recovers from some errors and still returns true: any error refuses.
        if !finished || parser.parserError != nil || structure.elements.isEmpty {
            let code = (parser.parserError as NSError?)?.code
            let position = "line \(parser.lineNumber), column \(parser.columnNumber)"
            return (structure, structure.elements.isEmpty && code == nil ? "has no XML element"
                        : "is not well-formed XML (\(position)\(code.map { ", libxml2 error \($0)" } ?? ""))")
        }
        return (structure, nil)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard elements.count < elementLimit else {
            overLimit = true
            parser.abortParsing()
            return
        }
        let local = attributes.sorted { $0.key < $1.key }.map { (name: SVGStructure.localName($0.key), value: $0.value) }
        let index = elements.count
        elements.append(Element(name: SVGStructure.localName(elementName), parent: open.last, attributes: local))
        if let parent = open.last { elements[parent].children.append(index) }
        open.append(index)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        appendText(String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        if target.lowercased() == "xml-stylesheet" { stylesheets.append(data ?? "") }
    }

    /// Keeps the text of `<style>` elements only (other text cannot reference anything).
    private func appendText(_ string: String) {
        guard let current = open.last, elements[current].name == "style" else { return }
        elements[current].text += string
    }

    /// `xlink:href` → `href`.
    static func localName(_ name: String) -> String {
        name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }
}
