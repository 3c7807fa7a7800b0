import Foundation

/// The `motion …` lines of a Markdown file's checked blocks: fenced `sh` blocks right after a
/// `<!-- checked-commands -->` comment (blank lines between the two are allowed).
///
/// Inside a block, `#` starts a comment (at the start of a line or after a space, outside
/// quotes), a trailing `\` continues a line, and single or double quotes group words as a shell
/// does. Variables, globs, pipes and redirections are not interpreted: checked lines should be
/// plain commands a reader can paste.
struct ReadmeCommands {
    /// The HTML comment that marks the next fenced `sh` block for checking.
    static let marker = "<!-- checked-commands -->"

    /// One checked block: its first line in the file (1-based) and its commands in order.
    struct Block: Equatable {
        var line: Int
        var commands: [[String]]
    }

    /// A marked block whose content is not what the checker can run.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "README line \(line): \(message)" }
    }

    /// Every marked block of `markdown`, in order.
    /// - Throws: ``Problem`` for a marker not followed by a ```` ```sh ```` block, an unclosed
    ///   block or quote, or a line that does not start with `motion`.
    static func blocks(in markdown: String) throws -> [Block] {
        let lines = markdown.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == marker else { continue }
            var open = index + 1
            while open < lines.count, lines[open].isEmpty { open += 1 }
            guard open < lines.count, lines[open] == "```sh" else {
                throw Problem(line: index + 1, message: "\(marker) must be followed by a ```sh block")
            }
            var commands: [[String]] = []
            var pending = ""
            var row = open + 1
            while row < lines.count, lines[row] != "```" {
                let text = try stripComment(lines[row], line: row + 1)
                if text.hasSuffix("\\") {
                    pending += text.dropLast() + " "
                } else {
                    let words = try split(pending + text, line: row + 1)
                    pending = ""
                    if !words.isEmpty {
                        guard words[0] == "motion" else {
                            throw Problem(line: row + 1, message: "checked blocks may only hold `motion` commands, found `\(words[0])`")
                        }
                        commands.append(words)
                    }
                }
                row += 1
            }
            guard row < lines.count else { throw Problem(line: open + 1, message: "the ```sh block is never closed") }
            blocks.append(Block(line: open + 1, commands: commands))
            index = row
        }
        return blocks
    }

    /// `text` without a trailing `# comment`; a `#` inside quotes or inside a word is kept.
    private static func stripComment(_ text: String, line: Int) throws -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous.isWhitespace {
                return String(text.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return text
    }

    /// Splits a command line into words, honouring single and double quotes.
    private static func split(_ text: String, line: Int) throws -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw Problem(line: line, message: "unclosed quote") }
        if inWord { words.append(word) }
        return words
    }
}
