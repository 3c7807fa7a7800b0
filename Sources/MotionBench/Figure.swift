/// One row of the benchmark table and of `bench/results.json`.
struct Figure: Codable {
    /// The section of the table: "still", "sequence", "curves", …
    let group: String
    let name: String
    /// "ms", "s", "frames/s", "evaluations/s", …
    let unit: String
    let stats: Statistics
    /// Peak resident memory of the child process that ran the case, in MiB (nil when not measured).
    let peakRSSMiB: Double?
    /// Ratios, sizes and other context, e.g. "Swift/C 1.04", "2.41 MB".
    let note: String
}
