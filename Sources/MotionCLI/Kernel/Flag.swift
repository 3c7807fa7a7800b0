/// An option without a value: `--still`. True when given.
///
/// ```swift
/// @Flag("--quiet", "-q", help: "No progress on stderr.") var quiet: Bool
/// ```
@propertyWrapper
public struct Flag {
    private let definition: ArgumentDefinition
    private let slot = ArgumentSlot()

    /// - Parameter names: the long spelling first, then short ones.
    public init(_ names: String..., help: String) {
        definition = ArgumentDefinition(kind: .flag, names: names, help: help)
        ArgumentCollector.add([Declaration(definition: definition, slot: slot) {}])
    }

    /// True when the flag was given.
    public var wrappedValue: Bool { slot.isGiven }

    /// Whether the flag was given.
    public var projectedValue: ArgumentState { ArgumentState(name: definition.name, text: slot.text) }
}
