/// Finds the declarations of a command or an option group by reflection, in the order the
/// properties are declared (which is the order of help, usage and completion).
enum ArgumentCollector {
    static func declarations(of value: Any, settings: [SceneSetting]) -> [Declaration] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? DeclaresArguments)?.declarations(settings: settings) ?? []
        }
    }
}
