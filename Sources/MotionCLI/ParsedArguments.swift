/// The result of parsing a command's arguments against its options.
struct ParsedArguments {
    /// Option values by canonical spelling; flags map to "".
    private(set) var values: [String: String] = [:]
    /// Positional arguments in order.
    private(set) var positionals: [String] = []

    /// Splits `arguments` by `options`. `--` ends option parsing.
    /// - Throws: a usage error for an unknown option (listing the valid ones), a missing value,
    ///   a value given to a flag, or an option given twice.
    init(_ arguments: [String], options: [OptionSpec], command: String) throws {
        var rest = arguments[...]
        var onlyPositionals = false
        while let argument = rest.popFirst() {
            guard !onlyPositionals, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                let valid = options.map(\.key).joined(separator: ", ")
                throw CommandError.usage("unknown option '\(name)' for '\(command)'; valid options: \(valid)")
            }
            guard values[option.key] == nil else {
                throw CommandError.usage("option '\(option.key)' given more than once")
            }
            if let placeholder = option.value {
                if parts.count == 2 {
                    values[option.key] = parts[1]
                } else if let next = rest.first, !Self.isOptionName(next, options) {
                    values[option.key] = next
                    rest = rest.dropFirst()
                } else {
                    throw CommandError.usage("option '\(option.key)' needs a value \(placeholder)")
                }
                guard values[option.key]?.isEmpty == false else {
                    throw CommandError.usage("option '\(option.key)' needs a value \(placeholder), got an empty one")
                }
            } else {
                guard parts.count == 1 else { throw CommandError.usage("option '\(option.key)' takes no value") }
                values[option.key] = ""
            }
        }
    }

    /// True for a spelling of some option, so `--time -o x` reports `--time`'s missing value
    /// while `--time -0.5` still reads a negative number.
    private static func isOptionName(_ text: String, _ options: [OptionSpec]) -> Bool {
        let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
        return options.contains { $0.names.contains(name) }
    }

    /// The value of `key`, if given.
    subscript(_ key: String) -> String? { values[key] }

    /// True when the flag `key` was given.
    func has(_ key: String) -> Bool { values[key] != nil }

    /// The value of `key` parsed as a number, or a usage error naming the option and text.
    func number(_ key: String) throws -> Double? {
        guard let text = values[key] else { return nil }
        guard let number = Double(text) else {
            throw CommandError.usage("option '\(key)' expects a number, got '\(text)'")
        }
        return number
    }

    /// The value of `key` parsed as a whole number, or a usage error naming the option and text.
    func integer(_ key: String) throws -> Int? {
        guard let text = values[key] else { return nil }
        guard let value = Int(text) else { throw CommandError.usage("option '\(key)' expects a whole number, got '\(text)'") }
        return value
    }

    /// The value of `key` as one of `choices` (by raw value), or a usage error listing them.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws -> T? where T.RawValue == String {
        guard let text = values[key] else { return nil }
        guard let value = T(rawValue: text.lowercased()) else {
            let all = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandError.usage("option '\(key)' got '\(text)'; choose one of \(all)")
        }
        return value
    }
}
