import MotionRender

/// The scene settings of one invocation, with the text given for each (nil when not given).
public struct SceneSettingValues {
    let settings: [SceneSetting]
    let texts: [String?]

    /// Resolves every setting `scene` reads into `options`: the given text, or the key's
    /// default. Settings the scene does not read are not resolved at all.
    /// - Throws: a usage error for a setting given for a scene that does not read it (naming the
    ///   scene, the option and the settings the scene reads), or for a text the setting refuses.
    public func apply(for scene: any MotionScene, to options: inout RenderOptions) throws {
        try apply(for: scene, to: &options, refusingOthers: true)
    }

    /// Resolves the settings `scene` reads, like ``apply(for:to:)``, and passes over the ones
    /// given that it does not read (for a run over every scene of the tool at once: the studio).
    package func apply(for scene: any MotionScene, to options: inout RenderOptions, refusingOthers: Bool) throws {
        for (setting, text) in zip(settings, texts) where refusingOthers && !setting.isRead(by: scene) {
            guard text != nil else { continue }
            let read = settings.filter { $0.isRead(by: scene) }.map(\.option)
            throw CommandError.usage("option '\(setting.option)' does not apply to scene '\(scene.name)': it reads "
                                     + (read.isEmpty ? "no setting" : read.joined(separator: ", ")))
        }
        for (setting, text) in zip(settings, texts) where setting.isRead(by: scene) {
            try setting.apply(text, to: &options)
        }
    }

    /// The settings given, as they would be typed again: `["--board-theme", "blue"]`, so a
    /// command can hand them on to another run of the tool (the studio's render worker).
    package var arguments: [String] {
        zip(settings, texts).flatMap { setting, text in text.map { [setting.option, $0] } ?? [] }
    }
}
