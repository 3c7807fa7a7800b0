/// No scene files: the studio shows the tool's (or the package's) Swift scenes only.
public enum NoSceneFiles: StudioFileTypes {
    /// None: every file argument of `studio` is refused as a scene file.
    public static var fileTypes: [SceneFileType] { [] }
}
