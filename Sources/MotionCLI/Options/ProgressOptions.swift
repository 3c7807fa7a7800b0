/// `--quiet` and `--progress`: whether a long render reports its progress on stderr.
struct ProgressOptions: ParsableArguments {
    @Flag("--quiet", "-q", help: "No progress on stderr.")
    var quiet: Bool

    @Flag("--progress", help: "Progress on stderr even when it is not a terminal (a line every two seconds); without it, progress shows on a terminal only.")
    var progress: Bool

    /// The meter these flags ask for, its lines starting with `label` (the command's name);
    /// both flags at once is a usage error.
    func meter(_ output: CommandOutput, label: String = "frames") throws -> ProgressMeter {
        if quiet, progress { throw CommandError.usage("use either --quiet or --progress, not both") }
        return ProgressMeter(mode: quiet ? .quiet : progress ? .forced : .automatic, output: output, label: label)
    }
}
