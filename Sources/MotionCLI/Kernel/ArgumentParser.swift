/// Reads one command's words against its declarations.
///
/// `--name VALUE` and `--name=VALUE` give an option its value; a value may start with `-` (a
/// negative number) unless it is the spelling of another option, so `--time -o x` reports the
/// missing time. `--` ends the options; `-` alone is a word (standard output for `-o`). Every
/// message is one line naming the option or the word.
struct ArgumentParser {
    /// `motion render`, for messages.
    let command: String
    let declarations: [Declaration]
    /// The tool's scenes, which arguments and options completing scenes must name.
    let sceneNames: [String]
    /// True for a word that names a scene file's scene (checked when the command loads it).
    var isSceneReference: (String) -> Bool = { _ in false }
    /// Appended to the message for words the command does not take.
    var argumentsHint = ""

    /// Fills the declarations' slots and values from `arguments`.
    /// - Returns: true when `--help` was given (nothing else is checked then, beyond the spelling
    ///   of the options).
    /// - Throws: a usage error for an unknown option (listing the valid ones), a missing or empty
    ///   value, a value given to a flag, an option given twice, too many or too few words, and
    ///   for a value the option's type or requirement refuses.
    func parse(_ arguments: [String]) throws -> Bool {
        let options = declarations.filter { $0.definition.kind != .positional }
        let positionals = declarations.filter { $0.definition.kind == .positional }
        var words: [String] = []
        var help = false
        var rest = arguments[...]
        var onlyWords = false
        while let argument = rest.popFirst() {
            guard !onlyWords, argument.hasPrefix("-"), argument != "-" else {
                words.append(argument)
                continue
            }
            if argument == "--" { onlyWords = true; continue }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            if ArgumentDefinition.help.names.contains(name) {
                guard parts.count == 1 else { throw CommandError.usage("option '--help' takes no value") }
                help = true
                continue
            }
            guard let option = options.first(where: { $0.definition.names.contains(name) }) else {
                let names = options.flatMap(\.definition.names) + ["--help"]
                let valid = (options.map(\.definition.name) + ["--help"]).joined(separator: ", ")
                throw CommandError.usage("unknown option '\(name)' for '\(command)'; valid options: \(valid)"
                                         + NameSuggestion.hint(for: name, among: names.filter { $0.hasPrefix("--") }))
            }
            let key = option.definition.name
            guard !option.slot.isGiven else { throw CommandError.usage("option '\(key)' given more than once") }
            guard option.definition.kind == .option else {
                guard parts.count == 1 else { throw CommandError.usage("option '\(key)' takes no value") }
                option.slot.texts = [""]
                continue
            }
            let placeholder = option.definition.placeholder ?? "VALUE"
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else if let next = rest.first, !isOptionName(next, options) {
                value = next
                rest = rest.dropFirst()
            } else {
                throw CommandError.usage("option '\(key)' needs a value \(placeholder)")
            }
            guard !value.isEmpty else { throw CommandError.usage("option '\(key)' needs a value \(placeholder), got an empty one") }
            option.slot.texts = [value]
        }
        if help { return true }
        try assign(words, to: positionals)
        for declaration in declarations {
            let definition = declaration.definition
            if definition.isRequired, !declaration.slot.isGiven {
                throw CommandError.usage(missing(definition))
            }
            if definition.completion.scenes {
                for name in declaration.slot.texts where !sceneNames.contains(name) && !isSceneReference(name) {
                    throw CommandError.unknownScene(name, scenes: sceneNames)
                }
            }
            try declaration.accept()
        }
        return false
    }

    /// Gives each argument its word (a repeating one takes the rest); words left over are an error.
    private func assign(_ words: [String], to positionals: [Declaration]) throws {
        var queue = words[...]
        for declaration in positionals {
            if declaration.definition.isRepeating {
                declaration.slot.texts = Array(queue)
                queue = []
            } else if let word = queue.popFirst() {
                declaration.slot.texts = [word]
            }
        }
        guard let extra = queue.first else { return }
        guard let last = positionals.last else {
            throw CommandError.usage("'\(command)' takes no arguments, got '\(extra)'" + (argumentsHint.isEmpty ? "" : "; \(argumentsHint)"))
        }
        let takes = positionals.count == 1 ? "one \(last.definition.name.lowercased())" : "\(positionals.count) arguments"
        throw CommandError.usage("'\(command)' takes \(takes), got \(words.joined(separator: " "))")
    }

    /// "'motion render' needs a scene; scenes: coins, bots", "'motion snapshot' needs an action:
    /// verify or record", "'motion frames' needs -o DIR".
    private func missing(_ definition: ArgumentDefinition) -> String {
        if definition.kind == .option {
            return "'\(command)' needs \(definition.names.last ?? definition.name) \(definition.placeholder ?? "VALUE")"
        }
        let noun = definition.name.lowercased()
        let article = "aeiou".contains(noun.first ?? "x") ? "an" : "a"
        let needs = "'\(command)' needs \(article) \(noun)"
        if definition.completion.scenes { return needs + "; scenes: " + sceneNames.joined(separator: ", ") }
        guard let last = definition.choices.last else { return needs }
        let choices = definition.choices.count == 1 ? last : definition.choices.dropLast().joined(separator: ", ") + " or " + last
        return needs + ": " + choices
    }

    /// True for a spelling of some option (or of help), with or without `=VALUE`.
    private func isOptionName(_ text: String, _ options: [Declaration]) -> Bool {
        let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
        return ArgumentDefinition.help.names.contains(name) || options.contains { $0.definition.names.contains(name) }
    }
}
