/// The options of the tool itself, before any command: `motion --version`.
struct ToolOptions: ParsableArguments {
    @Flag("--version", help: "Show the version.")
    var version: Bool

    @Option("--generate-completion-script", placeholder: "SHELL",
            help: "Print a completion script for the shell, made from the same declarations as parsing and help.")
    var completionShell: CompletionShell?
}
