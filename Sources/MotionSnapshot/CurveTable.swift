import Foundation

/// Samples a function of time into `t value` lines: the text form of a curve snapshot.
public enum CurveTable {
    /// `samples` lines `t value` for evenly spaced `t` from `start` through `end`, `t` with 3
    /// decimals and the value with `decimals`; see ``Snapshotting/curve(from:through:samples:decimals:)``.
    /// - Throws: ``SnapshotError/invalidParameter(name:value:expected:)`` for fewer than 2 samples,
    ///   decimals outside 0…12, or a range that is not finite and increasing.
    public static func text(_ curve: (Double) -> Double, from start: Double, through end: Double,
                            samples: Int, decimals: Int) throws -> String {
        guard samples >= 2 else {
            throw SnapshotError.invalidParameter(name: "samples", value: "\(samples)", expected: "at least 2")
        }
        guard (0...12).contains(decimals) else {
            throw SnapshotError.invalidParameter(name: "decimals", value: "\(decimals)", expected: "0...12")
        }
        guard start.isFinite, end.isFinite, end > start else {
            throw SnapshotError.invalidParameter(name: "range", value: "\(start)...\(end)", expected: "finite bounds with start < end")
        }
        var lines: [String] = []
        lines.reserveCapacity(samples)
        for i in 0..<samples {
            let t = i == samples - 1 ? end : start + (end - start) * Double(i) / Double(samples - 1)
            lines.append(format(t, 3) + " " + format(curve(t), decimals))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fixed-point text; `nan`, `inf`, `-inf` for non-finite values, and no `-0`.
    public static func format(_ value: Double, _ decimals: Int) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let text = String(format: "%.\(decimals)f", value)
        let isZero = text.allSatisfy { "-0.".contains($0) }
        return isZero && text.hasPrefix("-") ? String(text.dropFirst()) : text
    }
}
