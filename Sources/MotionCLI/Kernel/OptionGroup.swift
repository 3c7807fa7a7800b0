/// Options declared once in a ``ParsableArguments`` type and shared by several commands, as
/// swift-argument-parser's `@OptionGroup`: `@OptionGroup var size: SizeOptions`.
///
/// The group's options appear in help where the group is declared.
@propertyWrapper
public struct OptionGroup<Group: ParsableArguments>: DeclaresArguments {
    private let group: Group

    public init() {
        group = Group()
    }

    /// The group, its options filled once the command line is parsed.
    public var wrappedValue: Group { group }

    func declarations(settings: [SceneSetting]) -> [Declaration] {
        ArgumentCollector.declarations(of: group, settings: settings)
    }
}
