import Foundation

/// `--jobs N`: how many threads make the frames of `frames` and `animate`; the output is the
/// same for any N.
struct JobsOptions: ParsableArguments {
    @Option("--jobs", "-j", placeholder: "N", help: "Parallel jobs. Output is identical for any N.", defaultDescription: "all cores",
            requirement: Requirement("is out of range: expected at least 1") { $0 >= 1 })
    var jobs: Int?

    /// `--jobs`, else the machine's active cores.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
