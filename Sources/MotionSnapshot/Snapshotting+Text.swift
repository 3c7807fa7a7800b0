import Foundation

extension Diffing where Format == String {
    /// UTF-8 text compared exactly; a mismatch lists the first differing lines (``TextDiff``).
    /// A reference that is not valid UTF-8 fails with its path.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data, name in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SnapshotError.unreadableReference(path: name, problem: "is not UTF-8 text")
                }
                return text
            },
            diff: { reference, actual in
                TextDiff.describe(reference: reference, actual: actual).map { SnapshotDifference(message: $0) }
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text stored as a `.txt` file and compared line by line.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}

extension Snapshotting where Value == (Double) -> Double, Format == String {
    /// A curve sampled at evenly spaced times, one `t value` line per sample, so a changed curve
    /// shows as the changed lines.
    ///
    /// `t` is printed with 3 decimals, the value with `decimals` (default 4: changes under
    /// 0.00005 are invisible, which keeps last-bit floating-point noise out of the diff). NaN and
    /// infinities print as `nan`, `inf`, `-inf`; `-0` prints as `0`.
    ///
    /// - Parameters:
    ///   - start: first sample time (default 0).
    ///   - end: last sample time (default 1); must be greater than `start`.
    ///   - samples: how many samples, at least 2 (default 101: steps of 0.01 over 0…1).
    ///   - decimals: digits after the point, 0…12.
    /// - Throws (when the snapshot is taken): ``SnapshotError/invalidParameter(name:value:expected:)``.
    public static func curve(from start: Double = 0, through end: Double = 1, samples: Int = 101,
                             decimals: Int = 4) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { curve in
            try CurveTable.text(curve, from: start, through: end, samples: samples, decimals: decimals)
        }
    }

    /// A curve over 0…1 in steps of 0.01, values with 4 decimals.
    public static var curve: Snapshotting { curve() }
}
