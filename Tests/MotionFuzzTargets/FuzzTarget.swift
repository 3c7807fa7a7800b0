import Foundation

/// One thing the fuzzer feeds arbitrary bytes to. A target returns normally for every input,
/// accepted or refused; a crash, a failed invariant (`precondition`), a hang or a memory blow-up
/// is a finding.
///
/// The same targets run under libFuzzer (`make fuzz`, the `motion-fuzz` tool built with
/// `-sanitize=fuzzer`) and in the unit tests, which replay the corpus kept in
/// `Tests/MotionFuzzTests/Corpus/<name>/`.
public struct FuzzTarget: Sendable {
    /// The name on the command line and the corpus folder's name.
    public let name: String
    /// What it feeds the input to.
    public let summary: String
    /// Inputs longer than this are cut (libFuzzer's `-max_len`).
    public let maximumLength: Int
    /// Runs one input.
    public let run: @Sendable (Data) -> Void

    public init(name: String, summary: String, maximumLength: Int = 4096, run: @escaping @Sendable (Data) -> Void) {
        self.name = name
        self.summary = summary
        self.maximumLength = maximumLength
        self.run = run
    }

    /// Every target. Adding one is one line here (its body goes in a `FuzzTarget+….swift` file);
    /// `make fuzz` and the corpus replay pick it up from this list.
    public static let all: [FuzzTarget] = [
        .fen, .san, .boardThemes, .manifest, .svgAsset, .imageHeader,
        // The command line's argument parser: add `.arguments` here once the declarative kernel
        // offers a parse that does not run the command (parse, then check the typed values).
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
