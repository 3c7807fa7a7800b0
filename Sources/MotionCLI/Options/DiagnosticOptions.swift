/// `--verbose`: what a failed command prints under its one-line error.
struct DiagnosticOptions: ParsableArguments {
    /// The spelling the kernel looks for after a failure.
    static let verbose = "--verbose"

    @Flag("--verbose", help: "On failure, also print what the one-line error leaves out: the JavaScript stack of a scene file's error.")
    var verbose: Bool
}
