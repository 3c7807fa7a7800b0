/// CSS as librsvg reads it in `<style>` elements, `style` attributes and presentation attributes
/// (`fill="url(#g)"`), reduced to what the asset checks need: the targets of every `url(…)` and
/// whether an `@import` appears.
///
/// Comments are removed and escapes decoded first (`\75 rl(` is `url(`, `@\69mport` is
/// `@import`), so spelling a function differently cannot hide it.
package enum CSSText {
    /// The text with comments removed, escapes decoded and ASCII letters lowercased.
    package static func normalized(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        func append(_ c: Unicode.Scalar) {
            result.append(c.value >= 0x41 && c.value <= 0x5A ? Unicode.Scalar(c.value + 0x20)! : c)
        }
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                // A comment ends at the next "*/" (or the end of the text).
                var j = i + 2
                while j + 1 < scalars.count, !(scalars[j] == "*" && scalars[j + 1] == "/") { j += 1 }
                i = j + 2
                result.append(" ")
                continue
            }
            if c == "\\", i + 1 < scalars.count {
                // Up to six hex digits and one optional space, or any other character as itself.
                var j = i + 1
                var value: UInt32 = 0
                while j < scalars.count, j - i <= 6, let digit = hexValue(scalars[j]) {
                    value = value * 16 + digit
                    j += 1
                }
                if j > i + 1 {
                    if j < scalars.count, scalars[j] == " " || scalars[j] == "\n" || scalars[j] == "\t" || scalars[j] == "\r" { j += 1 }
                    append(Unicode.Scalar(value).flatMap { $0 == "\0" ? nil : $0 } ?? "\u{FFFD}")
                } else {
                    if scalars[j] != "\n" { append(scalars[j]) }
                    j += 1
                }
                i = j
                continue
            }
            append(c)
            i += 1
        }
        return String(result)
    }

    /// The argument of every `url(…)` in `text` (already ``normalized(_:)``), with surrounding
    /// spaces and quotes removed.
    package static func urls(in normalized: String) -> [String] {
        var found: [String] = []
        var rest = Substring(normalized)
        while let start = rest.range(of: "url(") {
            rest = rest[start.upperBound...]
            var argument = rest.prefix { $0 != ")" }
            rest = rest[argument.endIndex...]
            argument = argument.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
            while let last = argument.last, last == " " || last == "\t" || last == "\n" || last == "\r" || last == "\u{0C}" { argument.removeLast() }
            if let quote = argument.first, quote == "\"" || quote == "'" {
                argument = argument.dropFirst()
                if argument.last == quote { argument.removeLast() }
            }
            found.append(String(argument))
        }
        return found
    }

    /// True when `normalized` text holds an `@import` rule.
    package static func hasImport(_ normalized: String) -> Bool {
        normalized.contains("@import")
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c.value {
        case 0x30...0x39: return c.value - 0x30
        case 0x41...0x46: return c.value - 0x41 + 10
        case 0x61...0x66: return c.value - 0x61 + 10
        default: return nil
        }
    }
}
