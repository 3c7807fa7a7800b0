extension ExpressibleByArgument {
    /// The value `text` spells, checked by `requirement`; otherwise a usage error naming
    /// `option` (an option's long name or an argument's name) and the text.
    static func parse(_ text: String, option: String, requirement: Requirement<Self>? = nil) throws -> Self {
        guard let value = Self(argument: text) else {
            throw CommandError.usage(invalidArgumentMessage(option: option, text: text))
        }
        if let requirement, !requirement.isSatisfied(value) {
            throw CommandError.usage(requirement.message(option, text))
        }
        return value
    }
}
