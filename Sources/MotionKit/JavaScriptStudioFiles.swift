import MotionCLI
import MotionJSCommands
import MotionStudio

/// The scene files a ``MotionTool``'s `studio` reads: JavaScript prototypes (`.js`, `.mjs`),
/// loaded as `TOOL render FILE.js#SCENE` loads them, with the keys of the tool's settings for the
/// scenes that read them (`reads: ['pieceSet']`), and loaded again when the file is saved. Here,
/// not in MotionStudio or MotionJSCommands, because it joins the studio (an HTTP server) with
/// JavaScriptCore, and a tool that wants one of them without the other should not link both.
enum JavaScriptStudioFiles: StudioFileTypes {
    static var fileTypes: [SceneFileType] {
        SceneFileFormat.javaScript.fileExtensions.map { ending in
            SceneFileType(ending) { url, settingKeys in
                try SceneFileFormat.javaScriptScenes(contentsOf: url, name: url.lastPathComponent, settingKeys: settingKeys)
            }
        }
    }
}
