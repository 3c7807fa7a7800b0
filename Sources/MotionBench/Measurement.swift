import Foundation

/// What one benchmark case measured in its child process: named series of seconds (one value
/// per run), plus counts such as output bytes. Printed by the child as JSON on stdout.
struct Measurement: Codable {
    /// Seconds per run, by series name ("" for a case's only series).
    var series: [String: [Double]] = [:]
    /// Other figures: "bytes", "frames", "pixels", evaluations per run, …
    var counts: [String: Double] = [:]

    var seconds: [Double] { series[""] ?? [] }

    /// This measurement's runs followed by `other`'s (per series); the other counts of the later
    /// one, except the larger peak memory.
    func merged(with other: Measurement) -> Measurement {
        var result = other
        for (name, values) in series { result.series[name] = values + (other.series[name] ?? []) }
        if let peak = counts["peak-kib"] { result.counts["peak-kib"] = max(peak, other.counts["peak-kib"] ?? 0) }
        return result
    }
}

/// Runs `body` `runs` times and returns the wall seconds of each run.
func time(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
    var values: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        values.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return values
}
