import Foundation

/// The commands of the build description SwiftPM writes for llbuild (`.build/debug.yaml`): for
/// each command its name, tool, inputs, outputs and, for shell commands, the arguments it runs.
///
/// Only what ``QuickBuild`` needs is read: the file is YAML, but SwiftPM writes every command as a
/// quoted name on a line of its own at two spaces, followed by `key: value` lines at four spaces
/// whose lists are JSON arrays. Anything else (the targets and nodes sections, keys whose value
/// is not a string or a list of strings) is skipped.
struct BuildManifest {
    struct Command: Equatable {
        let name: String
        var tool = ""
        var description = ""
        var inputs: [String] = []
        var outputs: [String] = []
        /// The program and its arguments (`tool: shell` commands); empty for the others.
        var arguments: [String] = []
    }

    /// Commands by name.
    let commands: [String: Command]

    /// Reads `url`.
    /// - Throws: Foundation's error when it cannot be read.
    init(contentsOf url: URL) throws {
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    init(text: String) {
        var commands: [String: Command] = [:]
        var inCommands = false
        var current: Command?
        func finish() {
            if let command = current { commands[command.name] = command }
            current = nil
        }
        for line in text.split(separator: "\n") {
            if !line.hasPrefix(" ") {
                finish()
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), line.hasSuffix("\":"), !line.hasPrefix("   ") {
                finish()
                current = Command(name: String(line.dropFirst(3).dropLast(2)))
            } else if line.hasPrefix("    "), current != nil, let colon = line.firstIndex(of: ":") {
                let key = line[line.index(line.startIndex, offsetBy: 4)..<colon]
                let value = line[line.index(after: colon)...].drop { $0 == " " }
                switch key {
                case "tool": current?.tool = String(value)
                case "description": current?.description = Self.string(value) ?? String(value)
                case "inputs": current?.inputs = Self.list(value)
                case "outputs": current?.outputs = Self.list(value)
                case "args": current?.arguments = Self.list(value)
                default: break
                }
            }
        }
        finish()
        self.commands = commands
    }

    /// A JSON array of strings, or nothing.
    private static func list(_ text: Substring) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }

    /// A JSON string, or nil when `text` is not one.
    private static func string(_ text: Substring) -> String? {
        try? JSONDecoder().decode(String.self, from: Data(text.utf8))
    }
}
