/// Collects the declarations of a command or an option group while it is made: each property
/// wrapper adds its declaration as it is initialized, so they come in the order the properties
/// are declared (the order of help, usage and completion), groups in place.
///
/// Wrappers find the collector through a task-local value, so making a command elsewhere (or on
/// another thread) never adds to it; no reflection and no dynamic protocol lookups are needed.
final class ArgumentCollector: @unchecked Sendable {
    @TaskLocal static var current: ArgumentCollector?

    /// The tool's scene settings, for ``SceneSettingOptions``.
    let settings: [SceneSetting]
    private(set) var declarations: [Declaration] = []

    private init(settings: [SceneSetting]) {
        self.settings = settings
    }

    /// Adds declarations to the collector making a command right now, if any.
    static func add(_ declarations: [Declaration]) {
        current?.declarations += declarations
    }

    /// The value `make` returns and the declarations its wrappers made.
    static func collect<T>(settings: [SceneSetting], _ make: () -> T) -> (value: T, declarations: [Declaration]) {
        let collector = ArgumentCollector(settings: settings)
        let value = $current.withValue(collector) { make() }
        return (value, collector.declarations)
    }
}
