/// A check on an option's parsed value, declared with the option so that the message for a
/// value outside the range is written once: `--fps 0 is out of range: expected 0 < FPS <= 240`.
///
/// The message echoes the value as the user typed it (`9`, not `9.0`).
public struct Requirement<Value>: Sendable {
    let isSatisfied: @Sendable (Value) -> Bool
    let message: @Sendable (_ option: String, _ typed: String) -> String

    /// Values for which `test` is true; others get "OPTION TYPED PROBLEM", e.g. `problem`
    /// "is out of range: expected 0 < FPS <= 240".
    public init(_ problem: String, _ test: @escaping @Sendable (Value) -> Bool) {
        isSatisfied = test
        message = { option, typed in "\(option) \(typed) \(problem)" }
    }

    /// Values for which `test` is true; others get the message `message(option, typed)`.
    public init(message: @escaping @Sendable (_ option: String, _ typed: String) -> String,
                _ test: @escaping @Sendable (Value) -> Bool) {
        isSatisfied = test
        self.message = message
    }
}
