import MotionRender

/// A user's setting for the scenes that read one environment key: an option, the key it fills,
/// and the resolver that turns the option's text into the key's value (reading a theme file,
/// checking a folder of pieces).
///
/// A module contributes settings without MotionCLI depending on it: it builds `SceneSetting`
/// values for its own keys, and a tool passes them to ``MotionCommand``. Every drawing command
/// (`render`, `frames`, `storyboard`, `player`) then takes the option, and help, `list --json` and
/// the completion scripts show it.
///
/// ```swift
/// let accent = SceneSetting("--accent", key: AccentKey.self, placeholder: "COLOUR",
///                           help: "The accent colour, #RRGGBB.", defaultDescription: "#FF6600") { text in
///     try MotionColor(hex: text)
/// }
/// MotionCommand.main(name: "my-motion", version: "1.0.0", abstract: "…", scenes: [MyScene()], settings: [accent])
/// ```
///
/// Resolution happens once per run, before anything is drawn, and only for a scene that lists
/// the key in ``MotionScene/environmentKeys``: the given text is resolved, or, when none is
/// given, the key's default value is set (so a frame manifest records it). Giving the option for a
/// scene that does not read the key is a usage error naming the scene and the option.
public struct SceneSetting: Sendable {
    /// The option's long spelling, `--board-theme`.
    public let option: String
    /// The value's name in help, `THEME`.
    public let placeholder: String
    /// One or two sentences for help.
    public let help: String
    /// The default written in help, `green`.
    public let defaultDescription: String
    /// What shells offer for the value.
    public let completion: CompletionKind
    /// The environment key's name (``EnvironmentKey/name``), `boardTheme`.
    public let keyName: String

    /// The tool's scenes that read the key, for help; set by ``MotionCommand``.
    var readers: [String] = []

    private let key: ObjectIdentifier
    private let assign: @Sendable (String?, inout RenderOptions) throws -> Void

    /// - Parameters:
    ///   - option: the long spelling, starting with `--`.
    ///   - key: the environment key the setting fills.
    ///   - resolve: the value for a text; a thrown ``CommandError`` is reported as it is, missing
    ///     resources of the tool as a failure (exit 1), any other error as a usage error naming
    ///     the option and the text.
    public init<Key: EnvironmentKey & SendableMetatype>(_ option: String, key: Key.Type, placeholder: String, help: String,
                                     defaultDescription: String, completion: CompletionKind = .none,
                                     resolve: @escaping @Sendable (String) throws -> Key.Value) {
        self.option = option
        self.placeholder = placeholder
        self.help = help
        self.defaultDescription = defaultDescription
        self.completion = completion
        self.keyName = Key.name
        self.key = ObjectIdentifier(Key.self)
        self.assign = { text, options in
            guard let text else {
                options[Key.self] = Key.defaultValue
                return
            }
            do {
                options[Key.self] = try resolve(text)
            } catch let error as CommandError {
                throw error
            } catch let error as MotionResourcesError {
                throw CommandError.failure(error.description)
            } catch {
                throw CommandError.usage("option '\(option)' got '\(text)': \(error)")
            }
        }
    }

    /// True when `scene` lists this setting's key in its ``MotionScene/environmentKeys``.
    public func isRead(by scene: any MotionScene) -> Bool {
        scene.environmentKeys.contains { ObjectIdentifier($0) == key }
    }

    /// Sets the key in `options`: the value `text` resolves to, or the key's default when nil.
    func apply(_ text: String?, to options: inout RenderOptions) throws {
        try assign(text, &options)
    }

    /// How help and completion scripts see the option.
    var definition: ArgumentDefinition {
        let scenes = readers.isEmpty ? "" : " Read by: \(readers.joined(separator: ", "))."
        return ArgumentDefinition(kind: .option, names: [option], placeholder: placeholder, help: help + scenes,
                                  defaultDescription: defaultDescription, completion: completion)
    }
}
