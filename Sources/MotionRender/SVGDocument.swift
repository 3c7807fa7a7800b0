import Foundation

/// What SVG ids may start with: the one rule for `--id-prefix` and ``/MotionGraphics/RenderOptions/svgIDPrefix``.
package enum SVGDocument {
    /// Throws naming `prefix` unless it may start an XML id.
    package static func check(prefix: String?) throws {
        guard let prefix, !isValidPrefix(prefix) else { return }
        throw RenderError.invalidParameter(name: "SVG id prefix", value: "'\(prefix)'", expected: "a letter, then letters, digits, '-' or '_'")
    }

    /// True when `prefix` may start an XML id: a letter, then letters, digits, `-`, `_`.
    static func isValidPrefix(_ prefix: String) -> Bool {
        // Byte ranges rather than CharacterSet lookups.
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        guard let first = prefix.utf8.first, isLetter(first) else { return false }
        return prefix.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F }
    }
}
