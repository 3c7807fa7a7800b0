/// CSS `<number>` tokens: an optional sign, digits with an optional fraction (or a fraction
/// alone), and an optional exponent: `12`, `-0.5`, `.5`, `+1e3`. Nothing else is accepted (no
/// units, no spaces, no `Infinity`).
enum CSSNumber {
    /// The value of `text`, or nil when it is not exactly one CSS number.
    static func parse(_ text: Substring) -> Double? {
        var chars = text.utf8[...]
        guard !chars.isEmpty else { return nil }
        if let first = chars.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { chars = chars.dropFirst() }
        func digits() -> Int {
            var count = 0
            while let c = chars.first, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { chars = chars.dropFirst(); count += 1 }
            return count
        }
        var mantissa = digits()
        if chars.first == UInt8(ascii: ".") {
            chars = chars.dropFirst()
            let fraction = digits()
            guard fraction > 0 else { return nil }
            mantissa += fraction
        }
        guard mantissa > 0 else { return nil }
        if let e = chars.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var rest = chars.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            if let d = rest.first, d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") {
                chars = rest
                _ = digits()
            }
        }
        guard chars.isEmpty else { return nil }
        return Double(String(text))
    }
}
