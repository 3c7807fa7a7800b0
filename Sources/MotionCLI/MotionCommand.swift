import Foundation
import MotionRender
import MotionTimeline
import MotionScenes

/// The `motion` command line as a library: a user's executable gets the whole tool over its own
/// scenes with one line.
///
/// ```swift
/// // Sources/my-motion/main.swift
/// import MotionCLI
/// MotionCommand.main(scenes: [MyScene()])
/// ```
///
/// Exit codes: 0 success, 64 wrong usage (unknown option, bad value, unknown scene), 1 failure
/// while rendering or writing. Errors are one line on stderr, starting with `error:`.
public struct MotionCommand {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    let registry: SceneRegistry
    let toolName: String

    /// A command over `scenes`, plus the built-in ones when `includeBuiltIns` is true (default).
    /// - Throws: ``SceneRegistryError`` for a duplicate name or an invalid scene.
    public init(scenes: [any MotionScene] = [], includeBuiltIns: Bool = true, toolName: String = "motion") throws {
        registry = try SceneRegistry((includeBuiltIns ? BuiltInScenes.all : []) + scenes)
        self.toolName = toolName
    }

    /// Parses the process's arguments, runs, and exits with the command's status.
    public static func main(scenes: [any MotionScene] = [], includeBuiltIns: Bool = true) -> Never {
        TemporaryFiles.installInterruptHandler()
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "motion").lastPathComponent
        let status: Int32
        do {
            let command = try MotionCommand(scenes: scenes, includeBuiltIns: includeBuiltIns, toolName: name)
            status = command.run(Array(CommandLine.arguments.dropFirst()), output: .standard)
        } catch {
            CommandOutput.standard.error("error: \(error)")
            status = 1
        }
        exit(status)
    }

    /// Runs one invocation and returns its exit code; all text goes to `output`.
    public func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        do {
            try dispatch(arguments, output)
            return 0
        } catch let error as CommandError {
            output.error("error: \(error)")
            return error.exitCode
        } catch let error as RenderError {
            let mapped = CommandError.from(error)
            output.error("error: \(mapped)")
            return mapped.exitCode
        } catch {
            output.error("error: \(error)")
            return 1
        }
    }

    /// Every subcommand with its one-line summary, in the order help lists them.
    static let commands: [(name: String, summary: String)] = [
        ("list", "List the scenes with their duration, still time, speed and phases."),
        ("render", "Render one instant of a scene to PNG, SVG or PDF."),
        ("frames", "Render a frame sequence (PNG or SVG) with a manifest, in parallel; resumable."),
        ("storyboard", "Lay out a scene's timeline in a vector PDF, labelled with time and phase."),
        ("curve", "Plot a spring, timing curve or scene curve (SVG, PNG, PDF) with a dot at a time."),
        ("player", "Write a self-contained HTML player of a scene (frames, scrubber, speed, light/dark)."),
        ("animate", "Write an animated SVG, APNG, WebP or GIF, or an MP4 or WebM video, of a scene or a frames folder."),
        ("snapshot", "Verify or record reference PNGs of every scene, scheme and device."),
        ("themes", "List board themes, piece sets and avatar styles."),
    ]

    private func dispatch(_ arguments: [String], _ output: CommandOutput) throws {
        guard let first = arguments.first else {
            output.print(help)
            return
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help", "help": output.print(help)
        case "--version": output.print("\(toolName) \(MotionCommand.version)")
        case "list": try ListCommand(registry: registry, tool: toolName).run(rest, output)
        case "render": try RenderCommand(registry: registry, tool: toolName).run(rest, output)
        case "frames": try FramesCommand(registry: registry, tool: toolName).run(rest, output)
        case "storyboard": try StoryboardCommand(registry: registry, tool: toolName).run(rest, output)
        case "curve": try CurveCommand(registry: registry, tool: toolName).run(rest, output)
        case "player": try PlayerCommand(registry: registry, tool: toolName).run(rest, output)
        case "animate": try AnimateCommand(registry: registry, tool: toolName).run(rest, output)
        case "snapshot": try SnapshotCommand(registry: registry, tool: toolName).run(rest, output)
        case "themes": try ThemesCommand(tool: toolName).run(rest, output)
        default:
            let names = Self.commands.map(\.name).joined(separator: ", ")
            throw CommandError.usage("unknown command '\(first)'; commands: \(names) (see '\(toolName) --help')")
        }
    }

    private var help: String {
        let width = Self.commands.map(\.name.count).max() ?? 0
        let rows = Self.commands.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary }
        return """
            \(toolName): render motion scenes (pure functions of time) to PNG, SVG and PDF.

            USAGE: \(toolName) <command> [options]

            COMMANDS:
            \(rows.joined(separator: "\n"))

            OPTIONS:
              -h, --help     Show help (also after a command: '\(toolName) render --help').
              --version      Show the version.

            Exit codes: 0 success, 64 wrong usage, 1 failure while rendering or writing.
            """
    }
}
