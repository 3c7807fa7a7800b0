import Foundation

/// A JSON value as a Lottie file holds it, written with its keys in the order given and its
/// numbers rounded to a fixed number of decimals, so the same animation is always the same bytes.
enum LottieJSON {
    /// An object, keys in writing order.
    case object([(String, LottieJSON)])
    case array([LottieJSON])
    /// A number rounded to `decimals` places (trailing zeros dropped; `-0` written as `0`).
    case number(Double, decimals: Int)
    case int(Int)
    case string(String)
    case bool(Bool)

    /// A number with the default three decimals (a thousandth of a pixel, of a percent, of a degree).
    static func num(_ value: Double) -> LottieJSON { .number(value, decimals: 3) }

    /// Numbers with three decimals.
    static func nums(_ values: [Double]) -> LottieJSON { .array(values.map(num)) }

    /// The serialised value.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(into: &out)
        return out
    }

    /// Appends the serialised value to `out`.
    func write(into out: inout [UInt8]) {
        switch self {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.string(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .number(value, decimals):
            out.append(contentsOf: Self.text(value, decimals: decimals).utf8)
        case .int(let value):
            out.append(contentsOf: String(value).utf8)
        case .string(let text):
            Self.string(text, into: &out)
        case .bool(let value):
            out.append(contentsOf: (value ? "true" : "false").utf8)
        }
    }

    /// `value` rounded to `decimals` places, shortest form: `12`, `0.5`, `-3.125`; non-finite
    /// values (never written by the exporter, which checks its input) as `0`.
    static func text(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func string(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case _ where scalar.value < 0x20:
                out.append(contentsOf: String(format: "\\u%04x", scalar.value).utf8)
            default:
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
