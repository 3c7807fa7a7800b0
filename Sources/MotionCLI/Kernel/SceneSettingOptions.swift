/// The tool's scene settings (``SceneSetting``) as options of a command: declared once, in the
/// group of drawing options, and filled by whatever settings the tool was given.
///
/// ```swift
/// @SceneSettingOptions var settings: SceneSettingValues
/// // in run: try settings.apply(for: scene, to: &options)
/// ```
@propertyWrapper
public struct SceneSettingOptions {
    private let storage = SceneSettingStorage()

    public init() {
        let settings = ArgumentCollector.current?.settings ?? []
        storage.settings = settings
        storage.slots = settings.map { _ in ArgumentSlot() }
        ArgumentCollector.add(zip(settings, storage.slots).map { setting, slot in
            Declaration(definition: setting.definition, slot: slot) {}
        })
    }

    /// The texts given, ready to resolve for a scene.
    public var wrappedValue: SceneSettingValues {
        SceneSettingValues(settings: storage.settings, texts: storage.slots.map(\.text))
    }
}
