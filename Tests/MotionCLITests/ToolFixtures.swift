import Foundation
import MotionCLI
import MotionRender

/// The environment key a user's module declares: the accent colour its scene fills the box with.
struct AccentKey: EnvironmentKey {
    static let defaultValue = MotionColor(red: 1, green: 0, blue: 0)
    static var name: String { "accent" }
}

/// A user's scene that reads ``AccentKey``: the whole box in the accent colour.
struct AccentScene: MotionScene {
    var duration: Double { 1 }
    var stillTime: Double { 0.5 }
    var name: String { "accent" }
    var environmentKeys: [any EnvironmentKey.Type] { [AccentKey.self] }
    func draw(_ c: inout MotionCanvas, t: Double) {
        c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), c.environment[AccentKey.self])
    }
}

/// A user's scene that reads no key.
struct PlainScene: MotionScene {
    var duration: Double { 2 }
    var stillTime: Double { 1 }
    var name: String { "plain" }
    func draw(_ c: inout MotionCanvas, t: Double) {}
}

/// Counts calls from any thread.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [String] = []
    func record(_ text: String) { lock.withLock { calls.append(text) } }
    var recorded: [String] { lock.withLock { calls } }
}

/// A command contributed by a user's module, echoing what it parsed.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "probe", abstract: "Echo the parsed values.",
                                                    discussion: "A command defined outside MotionCLI, with every kind of declaration.")

    @Argument("WORD", help: "A word.")
    var word: String

    @Argument("MORE", help: "More words.")
    var more: [String]

    @Option("--count", "-c", placeholder: "N", help: "How many.",
            requirement: Requirement("is out of range: expected 1...9") { (1...9).contains($0) })
    var count: Int = 3

    @Option("--ratio", placeholder: "R", help: "A ratio.")
    var ratio: Double?

    @Option("--mode", placeholder: "MODE", help: "A mode.")
    var mode: ColorScheme?

    @Flag("--loud", help: "Shout.")
    var loud: Bool

    init() {}

    func run(_ context: CommandContext) throws {
        context.output.print("word=\(word) more=\(more) count=\(count) ratio=\(ratio.map { "\($0)" } ?? "nil") typed=\($ratio.text ?? "-") mode=\(mode?.rawValue ?? "nil") loud=\(loud)")
    }
}

extension MotionCommand {
    /// A user's tool: the accent and plain scenes, the accent setting (its resolver recording each
    /// call in `counter`), and the probe command.
    static func userTool(counter: CallCounter = CallCounter()) throws -> MotionCommand {
        let accent = SceneSetting("--accent", key: AccentKey.self, placeholder: "COLOUR", help: "The accent colour, #RRGGBB.",
                                  defaultDescription: "#FF0000", completion: .values(["#FF0000", "#00FF00"])) { text in
            counter.record(text)
            return try MotionColor(hex: text)
        }
        return try MotionCommand(name: "tool", version: "2.5.1", abstract: "a user's own tool.", scenes: [AccentScene(), PlainScene()],
                                 settings: [accent], commands: [ProbeCommand.self])
    }

    /// Runs `arguments` in-process: (status, stdout lines, stderr lines).
    func capture(_ arguments: [String]) -> (status: Int32, out: [String], err: [String]) {
        let captured = Captured()
        let status = run(arguments, output: captured.output)
        return (status, captured.lines, captured.errors)
    }
}
