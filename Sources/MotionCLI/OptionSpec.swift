/// One option a command accepts: `--name VALUE`, `--name=VALUE`, or a flag.
struct OptionSpec {
    /// Every spelling, long first: `["--output", "-o"]`.
    let names: [String]
    /// The placeholder for the value (`"FILE"`), or nil for a flag.
    let value: String?
    /// One line of help.
    let help: String

    /// The canonical spelling, used as the key of parsed values.
    var key: String { names[0] }

    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, value: nil, help: help)
    }

    static func value(_ names: String..., value: String, help: String) -> OptionSpec {
        OptionSpec(names: names, value: value, help: help)
    }

    /// The help line: `  -o, --output FILE   help`.
    func helpLine(width: Int) -> String {
        let spelled = names.reversed().joined(separator: ", ") + (value.map { " " + $0 } ?? "")
        return "  " + spelled.padding(toLength: max(width, spelled.count), withPad: " ", startingAt: 0) + "  " + help
    }
}
