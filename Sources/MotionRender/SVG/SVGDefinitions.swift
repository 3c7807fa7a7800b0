import Foundation

/// The definitions of an SVG document (`<defs>`): gradients, clips, masks, filters, patterns,
/// glyph outlines, images and assets, each written once however many items use it.
///
/// Definitions are shared by content: the same markup gets the same id, so a gradient used by
/// every frame of an animation is one element. Ids are the document's prefix, a letter for the
/// kind (`l` gradient, `c` clip, `m` mask, `f` filter, `p` pattern, `g` glyph, `i` image, `a`
/// asset, `w` conic wedges, `o` outline) and a number counted per kind in the order definitions
/// are made, so the same drawing gives the same ids in every process.
package final class SVGDefinitions {
    /// What every id starts with (letters, digits, `-` and `_`; checked by the caller).
    package let prefix: String
    /// Each definition's markup, in the order made.
    package private(set) var markup: [SVGMarkup] = []
    private var byContent: [SVGMarkup: String] = [:]
    private var byKey: [String: String] = [:]
    private var counts: [UInt8: Int] = [:]

    package init(prefix: String) {
        self.prefix = prefix
    }

    /// The id of the element `<tag` + `rest` (attributes and content after the id, up to and
    /// including its end), defined now unless the same element was defined before.
    package func define(_ kind: Character, tag: String, _ rest: SVGMarkup) -> String {
        var key = SVGMarkup(tag)
        key.append(0)
        key.append(rest)
        if let known = byContent[key] { return known }
        let id = newID(kind)
        byContent[key] = id
        var element = SVGMarkup("<" + tag)
        element.attribute("id", id)
        element.append(rest)
        markup.append(element)
        return id
    }

    /// The id defined for `key` (an asset's content, a glyph of a font), made by `make` the first
    /// time: `make` receives the new id and returns the element's whole markup.
    package func define(_ kind: Character, key: String, _ make: (String) -> SVGMarkup) -> String {
        if let known = byKey[key] { return known }
        let id = newID(kind)
        byKey[key] = id
        markup.append(make(id))
        return id
    }

    /// The id already defined for `key`, if any.
    package func id(forKey key: String) -> String? { byKey[key] }

    private func newID(_ kind: Character) -> String {
        let letter = kind.asciiValue ?? UInt8(ascii: "d")
        counts[letter, default: 0] += 1
        return "\(prefix)\(kind)\(counts[letter]!)"
    }
}
