/// Formats a command's help: usage line, abstract, and one aligned line per option.
enum HelpText {
    static func render(usage: String, abstract: String, arguments: [(String, String)] = [], options: [OptionSpec]) -> String {
        let width = options.map { $0.names.joined(separator: ", ").count + ($0.value?.count ?? -1) + 1 }.max() ?? 0
        var lines = [abstract, "", "USAGE: \(usage)"]
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += arguments.map { "  " + $0.0.padding(toLength: max(width, $0.0.count), withPad: " ", startingAt: 0) + "  " + $0.1 }
        }
        lines += ["", "OPTIONS:"] + options.map { $0.helpLine(width: width) }
        return lines.joined(separator: "\n")
    }
}
