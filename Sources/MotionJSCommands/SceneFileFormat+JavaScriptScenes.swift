import Foundation
import MotionCLI
import MotionJS
import MotionRender

extension SceneFileFormat {
    /// The scenes of the JavaScript file at `url` for a tool whose settings fill `keys`: what
    /// ``javaScript`` loads for the command line, and what a tool's `studio` loads (and loads
    /// again when the file is saved) when it registers JavaScript files.
    ///
    /// - Parameters:
    ///   - url: the file to read (at most ``/MotionGraphics/RenderLimits/scriptBytes`` bytes).
    ///   - name: the file as messages name it (the path as the user typed it).
    ///   - keys: the keys of the tool's settings (``SceneSetting/key``); a scene may read these
    ///     in `reads: [...]`.
    /// - Throws: a ``JSError`` from loading, or a usage ``CommandError`` naming the scene and the
    ///   key when a scene reads one that no setting of the tool fills, with the keys it can read;
    ///   a failure ``CommandError`` when JavaScriptCore cannot be loaded.
    public static func javaScriptScenes(contentsOf url: URL, name: String, settingKeys keys: [any EnvironmentKey.Type]) throws -> [any MotionScene] {
        let file: JSSceneFile
        do {
            file = try JSSceneFile(contentsOf: url, name: name, options: JSSceneOptions(environmentKeys: keys))
        } catch let error as JSError {
            // The machine, not the file, is at fault: a failure (exit 1), not a usage error.
            if case .engineUnavailable = error { throw CommandError.failure(error.description) }
            throw error
        }
        for scene in file.scenes {
            guard let unknown = scene.unknownReads.first else { continue }
            let known = keys.map { $0.name }
            throw CommandError.usage("\(name): scene '\(scene.name)' reads '\(unknown)', which no setting of this tool fills; "
                                     + (known.isEmpty ? "this tool has no settings" : "keys it can read: \(known.joined(separator: ", "))"))
        }
        return file.scenes
    }
}
