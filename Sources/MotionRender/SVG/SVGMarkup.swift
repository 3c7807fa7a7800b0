import Foundation

/// SVG markup being written: UTF-8 bytes with the writer's number and attribute formats.
///
/// Numbers are written with at most three decimals (``decimals``; six for the linear part of a
/// transform), no trailing zeros and no `-0`: a thousandth of a pixel is far below what any
/// renderer shows at any zoom a page allows, and the same value is always the same text, so equal
/// drawings give equal markup (the animated SVG shares elements by their markup).
package struct SVGMarkup: Hashable {
    /// The bytes so far.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package init(_ text: String) { bytes = Array(text.utf8) }

    package var isEmpty: Bool { bytes.isEmpty }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ other: SVGMarkup) { bytes.append(contentsOf: other.bytes) }

    package mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// Drops the last `count` bytes.
    package mutating func removeLast(_ count: Int) { bytes.removeLast(count) }

    /// ` name="value"` with `value` escaped for an attribute (line breaks and tabs as character
    /// references, so that every element the writer makes is one line).
    package mutating func attribute(_ name: String, _ value: String) {
        append(" ")
        append(name)
        append("=\"")
        text(value)
        append("\"")
    }

    /// `value` escaped as XML text, line breaks and tabs as character references, and without
    /// the characters XML 1.0 cannot hold (the C0 controls but tab, line feed and carriage
    /// return; U+FFFE and U+FFFF).
    package mutating func text(_ value: String) {
        let allowed = value.unicodeScalars.allSatisfy(Self.isXMLCharacter)
            ? value : String(String.UnicodeScalarView(value.unicodeScalars.filter(Self.isXMLCharacter)))
        let escaped = MarkupText.escape(allowed)
        guard escaped.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return append(escaped) }
        append(escaped.replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\r", with: "&#13;")
            .replacingOccurrences(of: "\t", with: "&#9;"))
    }

    /// ` name="number"`.
    package mutating func attribute(_ name: String, _ value: Double, decimals: Int = 3) {
        append(" ")
        append(name)
        append("=\"")
        number(value, decimals: decimals)
        append("\"")
    }

    /// `value` with at most `decimals` decimals (0 to 6), trailing zeros dropped.
    package mutating func number(_ value: Double, decimals: Int = 3) {
        guard value.isFinite else { return append("0") }
        let scale = Self.powers[decimals]
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return append(String(value)) }
        var units = Int64(scaled)
        if units == 0 { return append("0") }
        if value < 0 { append(UInt8(ascii: "-")) }
        let whole = units / Int64(scale)
        units -= whole * Int64(scale)
        append(String(whole))
        guard units > 0 else { return }
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: decimals)
        var rest = units, i = decimals - 1
        while i >= 0 { digits[i] = UInt8(ascii: "0") + UInt8(rest % 10); rest /= 10; i -= 1 }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        append(UInt8(ascii: "."))
        bytes.append(contentsOf: digits)
    }

    /// `value` as ``number(_:decimals:)`` writes it, as text.
    package static func text(_ value: Double, decimals: Int = 3) -> String {
        var markup = SVGMarkup()
        markup.number(value, decimals: decimals)
        return String(decoding: markup.bytes, as: UTF8.self)
    }

    /// ` transform="matrix(…)"`, nothing for the identity.
    package mutating func transform(_ t: MotionTransform) {
        guard t != .identity else { return }
        append(" transform=\"")
        transformValue(t)
        append("\"")
    }

    /// `matrix(a b c d e f)`, or `translate(e f)` for a move.
    package mutating func transformValue(_ t: MotionTransform) {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            append("translate(")
            number(t.tx); append(" "); number(t.ty)
        } else {
            append("matrix(")
            number(t.a, decimals: 6); append(" "); number(t.b, decimals: 6); append(" ")
            number(t.c, decimals: 6); append(" "); number(t.d, decimals: 6); append(" ")
            number(t.tx); append(" "); number(t.ty)
        }
        append(")")
    }

    /// `#RRGGBB` of `color`'s clamped components (alpha is written apart, as an opacity).
    package mutating func color(_ color: MotionColor) {
        append(UInt8(ascii: "#"))
        for component in [color.red, color.green, color.blue] {
            let byte = Int((Motion.clamp(component) * 255).rounded())
            bytes.append(Self.hex[byte >> 4])
            bytes.append(Self.hex[byte & 15])
        }
    }

    private static func isXMLCharacter(_ s: Unicode.Scalar) -> Bool {
        (s.value >= 0x20 || s == "\t" || s == "\n" || s == "\r") && s.value != 0xFFFE && s.value != 0xFFFF
    }

    private static let powers: [Double] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]
    private static let hex = Array("0123456789ABCDEF".utf8)
}
