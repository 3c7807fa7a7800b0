/// The scene files a tool's `studio` command reads, chosen when the tool registers the command:
/// `StudioCommand<NoSceneFiles>` reads none; a tool that reads JavaScript prototypes registers
/// `StudioCommand<PrototypeFiles>` with
///
/// ```swift
/// enum PrototypeFiles: StudioFileTypes {
///     static var fileTypes: [SceneFileType] { [SceneFileType("js") { try JSSceneFile(contentsOf: $0).scenes }] }
/// }
/// ```
///
/// `MotionTool` (module `MotionKit`, which `motion` is made with) registers the JavaScript files
/// it reads on the command line this way (`Sources/MotionKit/JavaScriptStudioFiles.swift`, see
/// `docs/studio.md`).
public protocol StudioFileTypes {
    /// The kinds of scene file `studio` loads, each by its extension (matched without regard
    /// to case; for an extension listed twice, the first entry loads it). A file of any other
    /// kind is refused with a usage error (exit 64) that lists these.
    static var fileTypes: [SceneFileType] { get }
}
