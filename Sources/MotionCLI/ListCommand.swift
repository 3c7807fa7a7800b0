import Foundation
import MotionRender

/// `motion list`: the scenes with their duration, still time, speed, summary and phases.
struct ListCommand {
    let registry: SceneRegistry
    let tool: String

    static let options: [OptionSpec] = [
        .flag("--names", help: "Print only the scene names, one per line (for scripts)."),
        .flag("--help", "-h", help: "Show this help."),
    ]

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) list")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) list", abstract: "List the scenes.", options: Self.options))
            return
        }
        if let extra = parsed.positionals.first {
            throw CommandError.usage("'\(tool) list' takes no arguments, got '\(extra)'")
        }
        if parsed.has("--names") {
            registry.names.forEach(output.print)
            return
        }
        let width = max(5, registry.names.map(\.count).max() ?? 0)
        output.print("SCENE".padding(toLength: width, withPad: " ", startingAt: 0) + "  DURATION  STILL  SPEED  SUMMARY")
        for scene in registry.scenes {
            let row = scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  " + Self.seconds(scene.duration).padding(toLength: 8, withPad: " ", startingAt: 0)
                + "  " + Self.seconds(scene.stillTime).padding(toLength: 5, withPad: " ", startingAt: 0)
                + "  " + CompactNumber.text(scene.speed).padding(toLength: 5, withPad: " ", startingAt: 0)
                + "  " + scene.summary
            output.print(row)
            if !scene.phases.isEmpty {
                let phases = scene.phases.map { "\($0.name) \(Self.seconds($0.start))" }.joined(separator: " · ")
                output.print(String(repeating: " ", count: width) + "  phases: " + phases)
            }
        }
    }

    static func seconds(_ value: Double) -> String { String(format: "%gs", value) }
}
