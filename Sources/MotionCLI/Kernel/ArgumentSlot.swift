/// The text given for one declaration in one invocation, shared by the property wrapper and the
/// parser (a class, so that the copies of the wrapper and of its declaration write to the same place).
final class ArgumentSlot: @unchecked Sendable {
    /// The words given: one for an option or an argument, `[""]` for a flag, any number for a
    /// repeating argument; empty when not given.
    var texts: [String] = []

    /// The first word given, if any.
    var text: String? { texts.first }
    var isGiven: Bool { !texts.isEmpty }
}
