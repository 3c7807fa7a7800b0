import Foundation

/// Numbers written the way a person types them in a command or reads them in a legend.
public enum CompactNumber {
    /// `value` with up to `digits` significant digits (default 4) and no trailing zeros:
    /// 14, 0.78, 157.9, 4.4. Very large or small values use exponent notation (1e+06); NaN and
    /// infinities are written "nan", "inf", "-inf".
    public static func text(_ value: Double, digits: Int = 4) -> String {
        var text = String(format: "%.\(max(1, digits))g", value)
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A whole number as digits (`12000000`), or in exponent form (``text(_:digits:)``) when it is
    /// 1e15 or more in size, or not finite.
    public static func whole(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int64(value)) : text(value)
    }
}
