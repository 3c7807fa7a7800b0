extension SceneSettingValues {
    /// The settings given on the command line, as typed: `--board-theme blue`.
    var given: [String] {
        zip(settings, texts).compactMap { setting, text in text.map { "\(setting.option) \($0)" } }
    }
}
