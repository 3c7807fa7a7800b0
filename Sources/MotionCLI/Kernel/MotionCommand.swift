import Foundation
import MotionRender

/// A command-line tool over a set of scenes: `list`, `render`, `frames`, `storyboard`, `curve`,
/// `player`, `animate`, `snapshot` and `diff`, with help, a version and shell completion scripts. A user's
/// executable gets its own tool with one line:
///
/// ```swift
/// // Sources/my-motion/main.swift
/// import MotionCLI
/// import MyScenes
/// MotionCommand.main(name: "my-motion", version: "1.0.0",
///                    abstract: "Render the level-up scene.", scenes: [LevelUpScene()])
/// ```
///
/// The tool shows only what it is given: its scenes, the ``SceneSetting``s they read and the
/// extra commands it registers. The `motion` executable passes the built-in scenes, their
/// settings and the `themes` command (module `MotionBuiltIns`).
///
/// Exit codes: 0 success, 64 wrong usage (unknown option, bad value, unknown scene), 1 failure
/// while rendering or writing. Errors are one line on stderr starting with `error:`, with every
/// control character the user typed escaped.
public struct MotionCommand {
    /// MotionKit's version.
    public static let version = "0.1.0"

    /// The commands every tool has, in the order help lists them.
    static var standardCommands: [any ParsableCommand.Type] {
        [ListCommand.self, RenderCommand.self, FramesCommand.self, StoryboardCommand.self, CurveCommand.self,
         PlayerCommand.self, AnimateCommand.self, SnapshotCommand.self, DiffCommand.self, StudioWorkerCommand.self]
    }

    /// The tool's name, as its usage lines and messages spell it.
    public let name: String
    /// The tool's version, printed by `--version`.
    public let version: String
    /// One line about the tool, at the top of its help.
    public let abstract: String
    let registry: SceneRegistry
    let settings: [SceneSetting]
    let commands: [any ParsableCommand.Type]
    /// The kinds of scene file the tool reads (``SceneFileFormat``).
    let sceneFiles: [SceneFileFormat]

    /// - Parameters:
    ///   - name: the tool's name, as typed in a shell (`my-motion`), used in help and messages.
    ///   - version: printed by `--version`.
    ///   - abstract: one line at the top of the tool's help.
    ///   - scenes: the tool's scenes, in the order `list` shows them.
    ///   - settings: options for environment keys the scenes read (see ``SceneSetting``).
    ///   - commands: commands beyond the standard ones, listed after them.
    ///   - sceneFiles: kinds of scene file the tool reads beside its own scenes (`FILE#NAME` on
    ///     the command line; ``SceneFileFormat``), with the commands they add, listed last.
    /// - Throws: ``/MotionRender/SceneRegistryError`` for a duplicate scene name or an invalid scene;
    ///   ``ToolSetupError`` for a command name used twice or a setting not spelled `--NAME`; in a
    ///   debug build also for an option spelled twice in a command (a release build reports that
    ///   as a failure when the command runs).
    public init(name: String, version: String, abstract: String, scenes: [any MotionScene],
                settings: [SceneSetting] = [], commands: [any ParsableCommand.Type] = [],
                sceneFiles: [SceneFileFormat] = []) throws {
        self.name = name
        self.version = version
        self.abstract = abstract
        registry = try SceneRegistry(scenes)
        self.settings = settings.map { setting in
            var setting = setting
            setting.readers = scenes.filter { setting.isRead(by: $0) }.map(\.name)
            return setting
        }
        self.commands = Self.standardCommands + commands + sceneFiles.flatMap(\.commands)
        self.sceneFiles = sceneFiles
        try check()
    }

    /// Parses the process's arguments, runs, and exits with the command's status.
    public func main() -> Never {
        TemporaryFiles.installInterruptHandler()
        LibraryWarnings.install()
        exit(run(Array(CommandLine.arguments.dropFirst()), output: .standard))
    }

    /// Builds the tool and runs it on the process's arguments; a tool that cannot be built exits 1
    /// with the reason.
    public static func main(name: String, version: String, abstract: String, scenes: [any MotionScene],
                            settings: [SceneSetting] = [], commands: [any ParsableCommand.Type] = [],
                            sceneFiles: [SceneFileFormat] = []) -> Never {
        do {
            try MotionCommand(name: name, version: version, abstract: abstract, scenes: scenes, settings: settings, commands: commands,
                              sceneFiles: sceneFiles).main()
        } catch {
            CommandOutput.standard.error("error: " + UserText.escaped("\(error)"))
            exit(1)
        }
    }

    /// Runs one invocation and returns its exit code; all text goes to `output`.
    public func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let failure: CommandError
        let files = SceneFiles(formats: sceneFiles, settings: settings)
        var verbose = false
        var details: [String] = []
        var caught: (any Error)?
        do {
            try dispatch(arguments, output, files, &verbose)
            return 0
        } catch let error as DetailedCommandError {
            failure = error.error
            details = error.details
        } catch let error as CommandError {
            failure = error
        } catch let error as RenderError {
            failure = CommandError.from(error)
            caught = error
        } catch let error as PropsError {
            failure = CommandError.from(error)
        } catch {
            failure = .failure("\(error)")
            caught = error
        }
        output.error("error: " + UserText.escaped(failure.description))
        if verbose, details.isEmpty, let caught, let more = files.details(for: caught) {
            details = more.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        }
        for line in details { output.error("  " + UserText.escaped(line)) }
        return failure.exitCode
    }

    private func dispatch(_ arguments: [String], _ output: CommandOutput, _ files: SceneFiles, _ verbose: inout Bool) throws {
        guard let first = arguments.first else {
            output.print(help)
            return
        }
        if first == "help" {
            let rest = arguments.dropFirst()
            guard let name = rest.first else { return output.print(help) }
            guard rest.count == 1 else { throw CommandError.usage("'\(self.name) help' takes one command, got \(rest.joined(separator: " "))") }
            return try runCommand(try command(named: name), ["--help"], output, files, &verbose)
        }
        if first.hasPrefix("-") {
            return try runToolOptions(arguments, output)
        }
        try runCommand(try command(named: first), Array(arguments.dropFirst()), output, files, &verbose)
    }

    private func command(named name: String) throws -> any ParsableCommand.Type {
        guard let command = commands.first(where: { $0.configuration.name == name }) else {
            let shown = shownCommands.map { $0.configuration.name } + ["help"]
            throw CommandError.usage("unknown command '\(name)'; commands: \(shown.joined(separator: ", ")) (see '\(self.name) --help')"
                                     + NameSuggestion.hint(for: name, among: shown))
        }
        return command
    }

    private func runCommand(_ type: any ParsableCommand.Type, _ arguments: [String], _ output: CommandOutput,
                            _ files: SceneFiles, _ verbose: inout Bool) throws {
        let (command, declarations) = ArgumentCollector.collect(settings: settings) { type.init() }
        let configuration = type.configuration
        try Self.checkSpellings(declarations.map(\.definition), of: configuration.name)
        let context = CommandContext(tool: name, command: "\(name) \(configuration.name)", registry: registry, settings: settings,
                                     output: output, files: files)
        var parser = ArgumentParser(command: context.command, declarations: declarations, sceneNames: registry.names,
                                    argumentsHint: configuration.argumentsHint)
        parser.isSceneReference = files.isReference
        defer { verbose = declarations.contains { $0.definition.names.contains(DiagnosticOptions.verbose) && $0.slot.isGiven } }
        if try parser.parse(arguments) {
            output.print(HelpFormatter.command(configuration, command: context.command, definitions: declarations.map(\.definition),
                                               sceneNames: registry.names))
            return
        }
        try command.run(context)
    }

    private func runToolOptions(_ arguments: [String], _ output: CommandOutput) throws {
        let (options, declarations) = ArgumentCollector.collect(settings: []) { ToolOptions() }
        let parser = ArgumentParser(command: name, declarations: declarations, sceneNames: registry.names)
        if try parser.parse(arguments) { return output.print(help) }
        if options.version { return output.print("\(name) \(version)") }
        if let shell = options.completionShell { return output.print(completionModel.script(for: shell)) }
        output.print(help)
    }

    /// The commands help, completion scripts and messages list: all but the hidden ones.
    private var shownCommands: [any ParsableCommand.Type] {
        commands.filter { !$0.configuration.isHidden }
    }

    /// Every command's declarations, for help and completion scripts.
    private func definitions(_ type: any ParsableCommand.Type) -> [ArgumentDefinition] {
        ArgumentCollector.collect(settings: settings) { type.init() }.declarations.map(\.definition)
    }

    var completionModel: CompletionModel {
        CompletionModel(tool: name,
                        commands: shownCommands.map { .init(name: $0.configuration.name, abstract: $0.configuration.abstract, definitions: definitions($0)) },
                        toolOptions: toolOptions,
                        sceneNames: registry.names)
    }

    /// `--help`, `--version`, `--generate-completion-script`.
    private var toolOptions: [ArgumentDefinition] {
        [ArgumentDefinition.help] + ArgumentCollector.collect(settings: []) { ToolOptions() }.declarations.map(\.definition)
    }

    /// The tool's help: its abstract, its commands and its own options.
    var help: String {
        let names = shownCommands.map { $0.configuration.name } + ["help"]
        let width = names.map(\.count).max() ?? 0
        let rows = shownCommands.map { ($0.configuration.name, $0.configuration.abstract) }
            + [("help", "Show a command's help: '\(name) help render' prints the same as '\(name) render --help'.")]
        let options = toolOptions
        let optionWidth = min(HelpFormatter.labelLimit, options.map(\.label.count).max() ?? 0)
        var lines = HelpFormatter.wrap(HelpFormatter.sentence(abstract), indent: 0)
        lines += ["", "USAGE: \(name) <command> [options]", "", "COMMANDS:"]
        lines += rows.flatMap { HelpFormatter.row($0.0, $0.1, width: width) }
        if !sceneFiles.isEmpty {
            let kinds = sceneFiles.map { "\($0.name) (\($0.fileExtensions.map { "." + $0 }.joined(separator: ", ")))" }.joined(separator: ", ")
            lines += [""] + HelpFormatter.wrap("SCENE FILES: every command that takes a scene also takes FILE#NAME, a scene of a \(kinds) file, or FILE for a file of one scene; '\(name) list FILE' lists a file's scenes.", indent: 0)
        }
        lines += ["", "OPTIONS:"]
        lines += options.flatMap { HelpFormatter.row($0.label, HelpFormatter.text(of: $0, sceneNames: []), width: optionWidth) }
        lines += ["", "Exit codes: 0 success, 64 wrong usage, 1 failure while rendering or writing."]
        return lines.joined(separator: "\n")
    }

    /// Command names are unique and not `help`; settings are spelled `--NAME`; in a debug build,
    /// every command's spellings are unique too (a release build checks a command's when it
    /// runs, which costs nothing extra: its declarations are made then anyway).
    private func check() throws {
        var seen: Set<String> = []
        for command in commands {
            let commandName = command.configuration.name
            guard commandName != "help" else { throw ToolSetupError(reason: "no command can be named 'help': that is the tool's help") }
            guard seen.insert(commandName).inserted else { throw ToolSetupError(reason: "two commands are named '\(commandName)'") }
        }
        for setting in settings where !(setting.option.hasPrefix("--") && setting.option.count > 2 && !setting.option.contains("=")) {
            throw ToolSetupError(reason: "setting '\(setting.option)' must be spelled --NAME")
        }
        #if DEBUG
        for command in commands {
            try Self.checkSpellings(definitions(command), of: command.configuration.name)
        }
        #endif
    }

    /// Within a command (settings included) every spelling of an option is unique.
    static func checkSpellings(_ definitions: [ArgumentDefinition], of command: String) throws {
        var spellings: Set<String> = Set(ArgumentDefinition.help.names)
        for definition in definitions where definition.kind != .positional {
            for spelling in definition.names where !spellings.insert(spelling).inserted {
                throw ToolSetupError(reason: "option '\(spelling)' is declared twice in '\(command)'")
            }
        }
    }
}
