import Foundation

/// The definitions of an SVG document (`<defs>`): gradients, clips, masks, filters, patterns,
/// glyph outlines, images and assets, each written once however many items use it.
///
/// A definition's id is made from its content: the document's prefix, a letter for the kind
/// (`l` gradient, `c` clip, `m` mask, `f` filter, `p` pattern, `g` glyph, `i` image, `a` asset,
/// `w` conic wedges, `e` a group a filter draws, `o` a long outline, `t` a text's glyphs placed) and 64 bits of the SHA-256 of its markup in
/// base 36. So the same content is one definition however many items or frames use it, two
/// different contents never share an id, and the same drawing gives the same ids in every
/// process; frames written apart (a frames folder) join into one document by their ids alone.
package final class SVGDefinitions {
    /// What every id starts with (letters, digits, `-` and `_`; checked by the caller).
    package let prefix: String
    /// Each definition's markup, in the order made.
    package private(set) var markup: [SVGMarkup] = []
    private var defined: Set<String> = []
    private var byKey: [String: String] = [:]

    package init(prefix: String) {
        self.prefix = prefix
    }

    /// The id of the element `<tag` + id + `rest` (attributes and content after the id, up to and
    /// including its end), defined now unless it was defined before.
    package func define(_ kind: Character, tag: String, _ rest: SVGMarkup) -> String {
        var content = SVGMarkup(tag)
        content.append(0)
        content.append(rest)
        let id = prefix + String(kind) + Self.digest(content.bytes)
        if defined.insert(id).inserted {
            var element = SVGMarkup("<" + tag)
            element.attribute("id", id)
            element.append(rest)
            markup.append(element)
        }
        return id
    }

    /// The id of `<tag` + id + what `rest` makes, made the first time `key` is asked for (a glyph
    /// of a font object): the id still comes from the content.
    package func define(_ kind: Character, tag: String, key: String, _ rest: () -> SVGMarkup) -> String {
        if let known = byKey[key] { return known }
        let id = define(kind, tag: tag, rest())
        byKey[key] = id
        return id
    }

    /// The id of a definition whose markup holds its own id (an inlined asset, whose ids start
    /// with it): made from `content`, a key of what it shows (an asset's bytes' hash), with
    /// `make` given the id and returning the whole element.
    package func define(_ kind: Character, content: String, _ make: (String) -> SVGMarkup) -> String {
        let id = prefix + String(kind) + Self.digest(Array(content.utf8))
        if defined.insert(id).inserted { markup.append(make(id)) }
        return id
    }

    /// Adds definitions written elsewhere with ids of this scheme (a frame of a frames folder);
    /// one already defined is skipped.
    package func adopt(id: String, markup element: SVGMarkup) {
        if defined.insert(id).inserted { markup.append(element) }
    }

    /// 64 bits of the SHA-256 of `bytes`, in base 36 (13 characters at most).
    static func digest(_ bytes: [UInt8]) -> String {
        let hex = ContentHash.sha256(Data(bytes))
        return String(UInt64(hex.prefix(16), radix: 16)!, radix: 36)
    }
}
