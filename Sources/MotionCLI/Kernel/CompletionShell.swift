/// The shells `--generate-completion-script` writes a script for.
public enum CompletionShell: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Bash: `source <(tool --generate-completion-script bash)`.
    case bash
    /// Zsh: a `_tool` function file for a folder on `fpath`.
    case zsh
    /// Fish: a file for `~/.config/fish/completions/`.
    case fish
}
