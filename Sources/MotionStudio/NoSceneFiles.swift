/// No scene files: the studio shows the tool's (or the package's) Swift scenes only.
public enum NoSceneFiles: StudioFileTypes {
    public static var fileTypes: [SceneFileType] { [] }
}
