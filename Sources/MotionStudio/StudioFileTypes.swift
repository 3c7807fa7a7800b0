/// The scene files a tool's `studio` command reads, chosen when the tool registers the command:
/// `StudioCommand<NoSceneFiles>` reads none; a tool that reads JavaScript prototypes registers
/// `StudioCommand<PrototypeFiles>` with
///
/// ```swift
/// enum PrototypeFiles: StudioFileTypes {
///     static var fileTypes: [SceneFileType] { [SceneFileType("js") { try JSSceneFile(contentsOf: $0).scenes }] }
/// }
/// ```
public protocol StudioFileTypes {
    static var fileTypes: [SceneFileType] { get }
}
