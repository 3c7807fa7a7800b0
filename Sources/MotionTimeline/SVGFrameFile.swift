import Foundation
import MotionRender

/// An SVG frame as the package's SVG writer writes it (`frames --format svg`), read back to join
/// frames into one animated SVG: its size, its definitions (one a line, each with its id first)
/// and its top-level elements (one a line, in painting order).
///
/// The writer's documents have a fixed layout: the XML declaration; the root `<svg` with its
/// size; an optional `<title>` and `<desc>`; an optional `<defs>` block; the elements; `</svg>`.
/// A file of another layout (edited by hand, written by another program) is refused with the
/// line where it departs from it.
struct SVGFrameFile {
    let width: String, height: String
    /// Each definition's id and markup.
    let definitions: [(id: String, markup: SVGMarkup)]
    let elements: [SVGMarkup]

    /// Reads `data`, the ids starting with `from` made to start with `to` instead (ids and the
    /// references to them: `id="…"`, `#…`).
    /// - Throws: ``AnimationError/unreadableFrame(name:message:)`` naming `name` and the line.
    init(_ data: Data, name: String, renaming from: String, to: String) throws {
        func renamed(_ line: String) -> String {
            from == to ? line : line.replacingOccurrences(of: "id=\"" + from, with: "id=\"" + to).replacingOccurrences(of: "#" + from, with: "#" + to)
        }
        func refuse(_ line: Int, _ what: String) -> AnimationError {
            AnimationError.unreadableFrame(name: name, message: "line \(line) \(what); frames are joined as the SVG writer writes them ('frames --format svg')")
        }
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        guard lines.count >= 3, lines[0].starts(with: Array("<?xml".utf8)) else { throw refuse(1, "is not the XML declaration") }
        let root = String(decoding: lines[1], as: UTF8.self)
        guard root.hasPrefix("<svg "), let width = Self.attribute("width", in: root), let height = Self.attribute("height", in: root) else {
            throw refuse(2, "is not an <svg> root with a width and a height")
        }
        var i = 2
        while i < lines.count, lines[i].starts(with: Array("<title".utf8)) || lines[i].starts(with: Array("<desc".utf8)) { i += 1 }
        var definitions: [(String, SVGMarkup)] = []
        if i < lines.count, lines[i] == Array("<defs>".utf8) {
            i += 1
            while i < lines.count, lines[i] != Array("</defs>".utf8) {
                let line = renamed(String(decoding: lines[i], as: UTF8.self))
                guard line.hasPrefix("<"), let id = Self.attribute("id", in: line), line.contains("<\(line.dropFirst().prefix { $0 != " " }) id=\"\(id)\"") else {
                    throw refuse(i + 1, "is not a definition with its id first")
                }
                definitions.append((id, SVGMarkup(line)))
                i += 1
            }
            guard i < lines.count else { throw refuse(i, "ends the file inside <defs>") }
            i += 1
        }
        var elements: [SVGMarkup] = []
        while i < lines.count, lines[i] != Array("</svg>".utf8) {
            guard lines[i].first == UInt8(ascii: "<") else { throw refuse(i + 1, "is not an element") }
            elements.append(SVGMarkup(renamed(String(decoding: lines[i], as: UTF8.self))))
            i += 1
        }
        guard i < lines.count else { throw refuse(lines.count, "is not the end of the root (</svg>)") }
        self.width = width
        self.height = height
        self.definitions = definitions
        self.elements = elements
    }

    /// The value of the first ` name="…"` in `tag`.
    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
