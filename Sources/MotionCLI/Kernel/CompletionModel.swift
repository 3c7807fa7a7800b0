import MotionRender
/// What the completion scripts are generated from: the tool's commands and their declarations,
/// the tool's own options, and its scene names. The same declarations give parsing and help.
struct CompletionModel {
    struct Command {
        let name: String
        let abstract: String
        let definitions: [ArgumentDefinition]
    }

    let tool: String
    let commands: [Command]
    /// `--help`, `--version`, `--generate-completion-script`.
    let toolOptions: [ArgumentDefinition]
    let sceneNames: [String]

    /// A shell identifier made from the tool's name: `motion` → `motion`, `my-motion` → `my_motion`.
    var identifier: String {
        SafeName.text(tool, keeping: "", replacement: "_")
    }

    /// The words to offer for `definition`'s value (or argument): its choices, or the scene names.
    func words(for definition: ArgumentDefinition) -> [String] {
        let completion = definition.completion
        return (completion.scenes ? sceneNames : []) + completion.values
    }

    /// The first sentence of `definition`'s help, for the one-line descriptions shells show.
    static func summary(_ help: String) -> String {
        guard let end = help.range(of: ". ") else { return help.hasSuffix(".") ? String(help.dropLast()) : help }
        return String(help[..<end.lowerBound])
    }

    /// `word` with a backslash before every character but ASCII letters, digits and those in
    /// `kept`, so a shell reads it back as one literal word.
    static func backslashed(_ word: String, keeping kept: String) -> String {
        var result = ""
        for character in word {
            if !(character.isASCII && (character.isLetter || character.isNumber || kept.contains(character))) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The script for `shell`.
    func script(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: return BashCompletionScript(model: self).text
        case .zsh: return ZshCompletionScript(model: self).text
        case .fish: return FishCompletionScript(model: self).text
        }
    }
}
