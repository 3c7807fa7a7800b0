/// Options declared once in a ``ParsableArguments`` type and shared by several commands, as
/// swift-argument-parser's `@OptionGroup`: `@OptionGroup var size: SizeOptions`.
///
/// The group's options appear in help where the group is declared.
@propertyWrapper
public struct OptionGroup<Group: ParsableArguments> {
    private let group: Group

    /// Makes the group; its options are declared where the group is.
    public init() {
        group = Group()
    }

    /// The group, its options filled once the command line is parsed.
    public var wrappedValue: Group { group }
}
