import Foundation

/// One element of an SVG document as bytes: its name, its attributes, and where its markup
/// starts and ends. Enough XML to take apart the documents cairo writes (and any well-formed
/// SVG without DTD): comments, processing instructions and CDATA are skipped over, character
/// references are left as they are.
///
/// Foundation's XML readers do not fit: the animated SVG copies each element's markup as it is,
/// and `XMLParser` reports no byte offsets while `XMLDocument` writes markup back its own way.
struct SVGElement {
    /// The tag name, with its namespace prefix if any (`path`, `svg:path`).
    let name: String
    /// The attributes in document order, values as written (entities not decoded).
    let attributes: [(name: String, value: String)]
    /// From the `<` of the start tag to just after the end tag (or the `/>`).
    let range: Range<Int>
    /// Between the start tag and the end tag; empty for `<… />`.
    let content: Range<Int>

    /// The value of attribute `name`, if present.
    subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// The element whose start tag begins at `start` (a `<`) in `bytes`.
    /// - Throws: ``SVGFormatError`` when the markup is not well-formed there.
    static func parse(at start: Int, in bytes: [UInt8]) throws -> SVGElement {
        var i = start + 1
        let nameStart = i
        while i < bytes.count, !isSpace(bytes[i]), bytes[i] != slash, bytes[i] != greater { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        guard !name.isEmpty else { throw SVGFormatError(offset: start, "an element without a name") }
        var attributes: [(name: String, value: String)] = []
        while true {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw SVGFormatError(offset: start, "the start tag of <\(name)> does not end") }
            if bytes[i] == greater {
                let contentStart = i + 1
                let end = try endOfContent(from: contentStart, in: bytes, name: name)
                return SVGElement(name: name, attributes: attributes, range: start..<end.afterEndTag, content: contentStart..<end.contentEnd)
            }
            if bytes[i] == slash {
                guard i + 1 < bytes.count, bytes[i + 1] == greater else { throw SVGFormatError(offset: i, "a stray '/' in <\(name)>") }
                return SVGElement(name: name, attributes: attributes, range: start..<(i + 2), content: (i + 2)..<(i + 2))
            }
            let attributeStart = i
            while i < bytes.count, bytes[i] != equals, !isSpace(bytes[i]), bytes[i] != greater { i += 1 }
            let attributeName = String(decoding: bytes[attributeStart..<i], as: UTF8.self)
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i + 1 < bytes.count, bytes[i] == equals else { throw SVGFormatError(offset: i, "attribute '\(attributeName)' of <\(name)> has no value") }
            i += 1
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == quote || bytes[i] == apostrophe else {
                throw SVGFormatError(offset: i, "attribute '\(attributeName)' of <\(name)> is not quoted")
            }
            let delimiter = bytes[i]
            let valueStart = i + 1
            guard let valueEnd = bytes[valueStart...].firstIndex(of: delimiter) else {
                throw SVGFormatError(offset: i, "attribute '\(attributeName)' of <\(name)> does not end")
            }
            attributes.append((attributeName, String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)))
            i = valueEnd + 1
        }
    }

    /// The child elements, in order (text between them is skipped).
    func children(in bytes: [UInt8]) throws -> [SVGElement] {
        var children: [SVGElement] = []
        var i = content.lowerBound
        while let open = bytes[i..<content.upperBound].firstIndex(of: less) {
            if let skipped = try Self.skipSpecial(at: open, in: bytes) {
                i = skipped
                continue
            }
            let child = try Self.parse(at: open, in: bytes)
            children.append(child)
            i = child.range.upperBound
        }
        return children
    }

    /// Where the content that starts at `from` ends (the `<` of the matching end tag) and the
    /// index just after that end tag.
    private static func endOfContent(from: Int, in bytes: [UInt8], name: String) throws -> (contentEnd: Int, afterEndTag: Int) {
        var depth = 0
        var i = from
        while true {
            guard let open = bytes[i...].firstIndex(of: less) else { throw SVGFormatError(offset: from, "<\(name)> is never closed") }
            if let skipped = try skipSpecial(at: open, in: bytes) {
                i = skipped
                continue
            }
            let closing = open + 1 < bytes.count && bytes[open + 1] == slash
            guard let close = endOfTag(from: open, in: bytes) else { throw SVGFormatError(offset: open, "a tag does not end") }
            if closing {
                if depth == 0 { return (open, close + 1) }
                depth -= 1
            } else if bytes[close - 1] != slash {
                depth += 1
            }
            i = close + 1
        }
    }

    /// The `>` that ends the tag starting at `open`, skipping quoted attribute values.
    private static func endOfTag(from open: Int, in bytes: [UInt8]) -> Int? {
        var i = open + 1
        var delimiter: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            if let d = delimiter {
                if b == d { delimiter = nil }
            } else if b == quote || b == apostrophe {
                delimiter = b
            } else if b == greater {
                return i
            }
            i += 1
        }
        return nil
    }

    /// For a comment, processing instruction, CDATA section or declaration at `open`, the index
    /// after it; nil for an element tag.
    private static func skipSpecial(at open: Int, in bytes: [UInt8]) throws -> Int? {
        guard open + 1 < bytes.count else { throw SVGFormatError(offset: open, "a '<' at the end") }
        let terminator: [UInt8]
        switch bytes[open + 1] {
        case UInt8(ascii: "?"): terminator = Array("?>".utf8)
        case UInt8(ascii: "!"):
            if bytes[(open + 1)...].starts(with: Array("!--".utf8)) { terminator = Array("-->".utf8) }
            else if bytes[(open + 1)...].starts(with: Array("![CDATA[".utf8)) { terminator = Array("]]>".utf8) }
            else { terminator = Array(">".utf8) }
        default: return nil
        }
        var i = open + 2
        while i + terminator.count <= bytes.count {
            if bytes[i] == terminator[0], bytes[i..<(i + terminator.count)].elementsEqual(terminator) { return i + terminator.count }
            i += 1
        }
        throw SVGFormatError(offset: open, "a comment or declaration does not end")
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
}

private let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
private let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
