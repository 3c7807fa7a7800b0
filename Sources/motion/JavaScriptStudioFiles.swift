import MotionBuiltIns
import MotionCLI
import MotionJSCommands
import MotionStudio

/// The scene files `motion studio` reads: JavaScript prototypes (`.js`, `.mjs`), loaded as
/// `motion render FILE.js#SCENE` loads them, with the built-in settings' keys for the scenes
/// that read them (`reads: ['pieceSet']`), and loaded again when the file is saved. Here, not in
/// a library, because it joins the studio (an HTTP server) with JavaScriptCore, and a tool that
/// wants one of them should not link the other.
enum JavaScriptStudioFiles: StudioFileTypes {
    static var fileTypes: [SceneFileType] {
        SceneFileFormat.javaScript.fileExtensions.map { ending in
            SceneFileType(ending) { url in
                try SceneFileFormat.javaScriptScenes(contentsOf: url, name: url.lastPathComponent,
                                                     settingKeys: BuiltIns.settings.map(\.key))
            }
        }
    }
}
