/// Everything the kernel knows about one declared option, flag or argument: what parsing, help,
/// usage lines and completion scripts are generated from.
struct ArgumentDefinition {
    enum Kind: Equatable {
        /// `--name VALUE` or `--name=VALUE`.
        case option
        /// `--name`, no value.
        case flag
        /// A word without a dash, by position.
        case positional
    }

    let kind: Kind
    /// Every spelling, long first (`["--output", "-o"]`); for an argument, its name (`["SCENE"]`).
    let names: [String]
    /// The value's placeholder in help and usage (`FILE`); nil for flags and arguments.
    var placeholder: String? = nil
    let help: String
    /// What help writes after "default:", if anything.
    var defaultDescription: String? = nil
    /// The valid values, written in help as "(values: …)".
    var choices: [String] = []
    var completion: CompletionKind = .none
    /// The command cannot run without it (an argument, or an option such as `frames -o DIR`).
    var isRequired = false
    /// For an argument: it takes every remaining word.
    var isRepeating = false

    /// The long name, or the argument's name.
    var name: String { names[0] }

    /// Short spellings first, then the placeholder: `-o, --output FILE`; `SCENE`.
    var label: String {
        guard kind != .positional else { return name }
        return names.reversed().joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }

    /// The usage-line word: `[--time SECONDS]`, `[--still]`, `SCENE`, `[SCENE ...]`.
    var usage: String {
        switch kind {
        case .option: return isRequired ? "\(name) \(placeholder ?? "VALUE")" : "[\(name) \(placeholder ?? "VALUE")]"
        case .flag: return "[\(name)]"
        case .positional:
            let word = isRepeating ? "\(name) ..." : name
            return isRequired && !isRepeating ? word : "[\(word)]"
        }
    }

    /// `-h, --help`, which every command has.
    static let help = ArgumentDefinition(kind: .flag, names: ["--help", "-h"], help: "Show this help.")
}
