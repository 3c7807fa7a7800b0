/// The tool's settings and the texts given for them in one invocation, shared by a
/// ``SceneSettingOptions`` wrapper and the parser.
final class SceneSettingStorage: @unchecked Sendable {
    var settings: [SceneSetting] = []
    var slots: [ArgumentSlot] = []
}
