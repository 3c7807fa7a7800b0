/// A subcommand of a tool: its name and abstract, its declared options, and what it does.
///
/// ```swift
/// struct HelloCommand: ParsableCommand {
///     static let configuration = CommandConfiguration(name: "hello", abstract: "Greet a scene.")
///     @Argument("SCENE", help: "The scene to greet.", completion: .scenes) var scene: String
///     @Flag("--loud", help: "Shout.") var loud: Bool
///     init() {}
///     func run(_ context: CommandContext) throws {
///         context.output.print(loud ? "HELLO \(scene.uppercased())" : "hello \(scene)")
///     }
/// }
/// ```
///
/// Every command gets `-h, --help`, a generated usage line, and a place in the tool's help and
/// completion scripts; `motion help hello` prints the same as `motion hello --help`.
public protocol ParsableCommand: ParsableArguments {
    static var configuration: CommandConfiguration { get }
    /// Runs with the parsed options; throws ``CommandError`` (or any error, reported as a failure).
    func run(_ context: CommandContext) throws
}
