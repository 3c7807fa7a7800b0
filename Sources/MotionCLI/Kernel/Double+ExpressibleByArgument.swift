import MotionRender

/// Numbers in decimal, as a person types them (`4.4`, `-0.5`, `.5`, `1e-3`), and `nan`, `inf`
/// and `infinity` (any case, signed), which parse so that the check that follows can name the
/// range they are outside of. Nothing else: not Swift's hexadecimal floats (`0x2`, `0x1p1`),
/// not digits of other scripts, not spaces.
extension Double: ExpressibleByArgument {
    public init?(argument: String) {
        guard Self.isDecimal(argument) || ["nan", "inf", "infinity"].contains(argument.lowercased().trimmingPrefix { $0 == "+" || $0 == "-" }),
              let value = Double(argument) else { return nil }
        self = value
    }

    /// An optional sign, ASCII digits with at most one point (at least one digit), and an
    /// optional exponent of ASCII digits.
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let mantissa = bytes.prefix { isDigit($0) || $0 == UInt8(ascii: ".") }
        guard mantissa.contains(where: isDigit), mantissa.filter({ $0 == UInt8(ascii: ".") }).count <= 1 else { return false }
        var rest = bytes.dropFirst(mantissa.count)
        guard let e = rest.first else { return true }
        guard e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return false }
        rest = rest.dropFirst()
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(isDigit)
    }

    public static var valueDescription: String { "a number" }

    /// Up to four significant digits, no trailing zeros: 1, 0.78, 30.
    public var defaultValueDescription: String { CompactNumber.text(self) }
}
