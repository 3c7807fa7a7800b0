/// Median, minimum and maximum of a list of runs.
struct Statistics: Codable {
    let median: Double
    let min: Double
    let max: Double
    let runs: Int

    /// - Precondition: `values` is not empty.
    init(_ values: [Double]) {
        precondition(!values.isEmpty, "no runs to summarise")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        runs = sorted.count
    }

    /// The same runs in another unit: `value × factor` (milliseconds from seconds: 1000).
    func scaled(_ factor: Double) -> Statistics {
        Statistics(median: median * factor, min: min * factor, max: max * factor, runs: runs)
    }

    /// A rate from durations: `amount / seconds` (the slowest run gives the minimum).
    func rate(_ amount: Double) -> Statistics {
        Statistics(median: amount / median, min: amount / max, max: amount / min, runs: runs)
    }

    private init(median: Double, min: Double, max: Double, runs: Int) {
        self.median = median
        self.min = min
        self.max = max
        self.runs = runs
    }
}
