import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Numbers written the way a person types them in a command or reads them in a legend.
package enum CompactNumber {
    /// `value` with up to `digits` significant digits (default 4; 1 at least, 17 at most, which
    /// writes every `Double` exactly) and no trailing zeros: 14, 0.78, 157.9, 4.4. Very large or
    /// small values use exponent notation (1e+06); NaN and infinities are written "nan", "inf",
    /// "-inf". The digits are C's `%.*g` (glibc's `gcvt`), called directly: `String(format:)`
    /// would box the value as a C variadic argument, whose first cast scans every protocol
    /// conformance of the program (about a million instructions at each start of `motion`).
    package static func text(_ value: Double, digits: Int = 4) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        var text = buffer.withUnsafeMutableBufferPointer { bytes in
            String(cString: gcvt(value, Int32(min(17, max(1, digits))), bytes.baseAddress!))
        }
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A whole number as digits (`12000000`), or in exponent form (``text(_:digits:)``) when it is
    /// 1e15 or more in size, or not finite.
    package static func whole(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int64(value)) : text(value)
    }
}
