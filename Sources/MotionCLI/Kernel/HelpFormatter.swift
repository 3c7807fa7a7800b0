/// Writes help from declarations: the usage line, the arguments and the options, each option
/// with its choices and its default, wrapped at 80 columns.
enum HelpFormatter {
    /// The width help is wrapped to (the width of a classic terminal, so output does not depend on
    /// the terminal it is printed on).
    static let width = 80
    /// Labels longer than this put their help on the next line.
    static let labelLimit = 28

    /// A command's whole help.
    static func command(_ configuration: CommandConfiguration, command: String, definitions: [ArgumentDefinition],
                        sceneNames: [String]) -> String {
        let all = definitions + [ArgumentDefinition.help]
        let arguments = all.filter { $0.kind == .positional }
        let options = all.filter { $0.kind != .positional }
        var lines = wrap(configuration.abstract, indent: 0)
        if !configuration.discussion.isEmpty {
            for paragraph in configuration.discussion.components(separatedBy: "\n\n") {
                lines += [""] + wrap(paragraph, indent: 0)
            }
        }
        lines += [""] + usage(command, all)
        let width = min(labelLimit, all.map(\.label.count).max() ?? 0)
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + arguments.flatMap { row($0.label, text(of: $0, sceneNames: sceneNames), width: width) }
        }
        lines += ["", "OPTIONS:"] + options.flatMap { row($0.label, text(of: $0, sceneNames: sceneNames), width: width) }
        return lines.joined(separator: "\n")
    }

    /// `text` as a sentence, as every command's abstract is written: its first letter upper-case
    /// and a full stop at the end unless it ends in `.`, `!` or `?` (empty text stays empty).
    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first else { return "" }
        let ending = trimmed.last.map { ".!?".contains($0) } ?? false
        return first.uppercased() + trimmed.dropFirst() + (ending ? "" : ".")
    }

    /// `USAGE: motion render SCENE [--time SECONDS] …`, wrapped under its first word.
    static func usage(_ command: String, _ definitions: [ArgumentDefinition]) -> [String] {
        let words = definitions.filter { $0.kind == .positional } + definitions.filter { $0.kind != .positional && $0.name != "--help" }
        return fill(["USAGE: \(command)"] + words.map(\.usage), indent: 7)
    }

    /// One aligned entry: label, two spaces, help wrapped under itself.
    static func row(_ label: String, _ help: String, width: Int) -> [String] {
        let body = wrap(help, indent: 2 + width + 2)
        guard label.count <= width, let first = body.first else { return ["  " + label] + body }
        let head = "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + first.drop(while: { $0 == " " })
        return [head] + body.dropFirst()
    }

    /// The help text followed by "(values: …; default: …)" when there are any.
    static func text(of definition: ArgumentDefinition, sceneNames: [String]) -> String {
        var notes: [String] = []
        let choices = definition.completion.scenes ? sceneNames : definition.choices
        if !choices.isEmpty { notes.append("values: " + choices.joined(separator: ", ")) }
        if let value = definition.defaultDescription { notes.append("default: " + value) }
        guard !notes.isEmpty else { return definition.help }
        let note = "(" + notes.joined(separator: "; ") + ")"
        return definition.help.isEmpty ? note : definition.help + " " + note
    }

    /// `text` broken into lines of at most ``width`` columns, every line but words longer than a
    /// line indented by `indent` spaces.
    static func wrap(_ text: String, indent: Int) -> [String] {
        fill(text.split(separator: " ", omittingEmptySubsequences: true).map(String.init), indent: indent, firstIndent: indent)
    }

    /// Words joined by spaces into lines of at most ``width`` columns; lines after the first start
    /// with `indent` spaces.
    private static func fill(_ words: [String], indent: Int, firstIndent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstIndent)
        var empty = true
        for word in words {
            if !empty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        if !empty { lines.append(line) }
        return lines
    }
}
