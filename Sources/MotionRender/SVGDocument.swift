import Foundation

/// Makes cairo's SVG output safe to inline many times in one HTML page and accessible.
///
/// Cairo names glyphs, clips and patterns `glyph0-1`, `clip1`, … in every file, so two frames
/// inlined in one page would draw each other's glyphs. Every `id` is renamed with a prefix and a
/// canonical number, with the references to it (`href="#…"`, `xlink:href="#…"`, `url(#…)`)
/// rewritten to match. A `<title>`
/// and `<desc>` name the scene and time; a decorative frame is hidden from assistive technology
/// with `aria-hidden="true"` instead.
package enum SVGDocument {
    /// Rewrites `svg` (the UTF-8 bytes cairo's SVG surface wrote).
    /// - Parameters:
    ///   - idPrefix: prepended to every id; letters, digits, `-` and `_` only (checked by the caller).
    ///   - decorative: add `aria-hidden="true"` and no title (the page already says it).
    static func process(_ svg: UnsafeBufferPointer<UInt8>, idPrefix: String, title: String, description: String, decorative: Bool) -> Data {
        var bytes = prefixIDs(svg, Array(idPrefix.utf8))
        defer { ScratchBytes.give(&bytes) }
        guard let open = firstRange(of: Array("<svg".utf8), in: bytes),
              let close = bytes[open.upperBound...].firstIndex(of: UInt8(ascii: ">")) else {
            return Data(bytes)
        }
        let accessibility: String
        let heading: String
        if decorative {
            accessibility = " aria-hidden=\"true\""
            heading = ""
        } else {
            accessibility = " role=\"img\" aria-labelledby=\"\(idPrefix)title \(idPrefix)desc\""
            heading = "\n<title id=\"\(idPrefix)title\">\(MarkupText.escape(title))</title>\n<desc id=\"\(idPrefix)desc\">\(MarkupText.escape(description))</desc>"
        }
        // One copy into the result rather than two inserts that move everything after them.
        var result = Data(capacity: bytes.count + accessibility.utf8.count + heading.utf8.count)
        result.append(contentsOf: bytes[..<close])
        result.append(contentsOf: accessibility.utf8)
        result.append(contentsOf: bytes[close...close])
        result.append(contentsOf: heading.utf8)
        result.append(contentsOf: bytes[(close + 1)...])
        return result
    }

    /// Throws naming `prefix` unless it may start an XML id.
    package static func check(prefix: String?) throws {
        guard let prefix, !isValidPrefix(prefix) else { return }
        throw RenderError.invalidParameter(name: "SVG id prefix", value: "'\(prefix)'", expected: "a letter, then letters, digits, '-' or '_'")
    }

    /// True when `prefix` may start an XML id: a letter, then letters, digits, `-`, `_`.
    static func isValidPrefix(_ prefix: String) -> Bool {
        // Byte ranges rather than CharacterSet lookups, which cost more than rewriting a frame's ids.
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        guard let first = prefix.utf8.first, isLetter(first) else { return false }
        return prefix.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F }
    }

    /// Each distinct id becomes `prefix + stem + n`, numbered per stem in order of first
    /// appearance: cairo numbers some ids from process-wide counters (`surface28`), which would
    /// make the bytes depend on what the process drew before. The result is the thread's scratch
    /// array (``ScratchBytes``): give it back when done.
    private static func prefixIDs(_ input: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> [UInt8] {
        // Sized for a typical frame up front: growing a dictionary rehashes every key.
        var renamed: [String: [UInt8]] = Dictionary(minimumCapacity: 64)
        var counts: [String: Int] = Dictionary(minimumCapacity: 8)
        // Room for the longer ids (busy frames grow by about 6 %): growing the array would copy it
        // and touch twice its pages, which the kernel must fault in again for every document.
        var output = ScratchBytes.take()
        output.reserveCapacity(input.count + input.count / 8 + 1024)
        renameIDs(input, into: &output) { token in
            if let name = renamed[token] { return name }
            // The letters the id starts with; ASCII ids (all of cairo's) skip Unicode tables.
            let stem = token.utf8.allSatisfy({ $0 < 0x80 })
                ? String(decoding: token.utf8.prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }, as: UTF8.self)
                : String(token.prefix { $0.isLetter })
            counts[stem, default: 0] += 1
            let name = prefix + Array(stem.utf8) + Array(String(counts[stem]!).utf8)
            renamed[token] = name
            return name
        }
        return output
    }

    /// Rewrites every id and every reference to one in SVG markup, in one pass: the token after
    /// each ` id="`, `href="#` (plain or `xlink:`) and `url(#` is replaced by `rename(token)`,
    /// called once per occurrence, in document order. Everything else is copied as it is.
    package static func renameIDs(_ input: [UInt8], _ rename: (String) -> [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 1024)
        input.withUnsafeBufferPointer { renameIDs($0, into: &output, rename) }
        return output
    }

    /// ``renameIDs(_:_:)`` appending to `output`.
    ///
    /// It works on UTF-8 bytes (the markers are ASCII) and finds markers from their `=` or `(`
    /// with memchr: a frame's ids are rewritten in about a tenth of the time cairo takes to draw it.
    private static func renameIDs(_ buffer: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], _ rename: (String) -> [UInt8]) {
        guard let base = buffer.baseAddress else { return }
        let count = buffer.count
        /// The index of the next `byte` at or after `from`, or `count`.
        func next(_ byte: UInt8, from: Int) -> Int {
            guard from < count, let hit = memchr(base + from, Int32(byte), count - from) else { return count }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        func matches(_ text: StaticString, at start: Int) -> Bool {
            guard start >= 0, start + text.utf8CodeUnitCount <= count else { return false }
            for k in 0..<text.utf8CodeUnitCount where base[start + k] != text.utf8Start[k] { return false }
            return true
        }
        var position = 0, copied = 0
        var equals = next(0x3D, from: 0), paren = next(0x28, from: 0)   // '=' and '('
        while equals < count || paren < count {
            // The end of the marker anchored at the nearer of the two, or nil.
            var end: Int?
            if equals < paren {
                if matches(" id=\"", at: equals - 3), equals - 3 >= position { end = equals + 2 }
                else if matches("href=\"#", at: equals - 4), equals - 4 >= position { end = equals + 3 }
                equals = next(0x3D, from: equals + 1)
            } else {
                if matches("url(#", at: paren - 3), paren - 3 >= position { end = paren + 2 }
                paren = next(0x28, from: paren + 1)
            }
            guard let start = end else { continue }
            output.append(contentsOf: buffer[copied..<start])
            var stop = start
            while stop < count, base[stop] != 0x22, base[stop] != 0x29 { stop += 1 }   // '"' or ')'
            let token = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<stop]), as: UTF8.self)
            output.append(contentsOf: rename(token))
            position = stop
            copied = stop
            if equals < stop { equals = next(0x3D, from: stop) }
            if paren < stop { paren = next(0x28, from: stop) }
        }
        output.append(contentsOf: buffer[copied..<count])
    }

    /// The first occurrence of `needle` in `bytes`.
    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        for i in 0...(bytes.count - needle.count) where bytes[i] == needle[0] && bytes[i..<i + needle.count].elementsEqual(needle) {
            return i..<i + needle.count
        }
        return nil
    }
}
