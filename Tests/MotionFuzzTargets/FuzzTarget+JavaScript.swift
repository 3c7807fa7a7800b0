import Foundation
import MotionJS
import MotionRender

extension FuzzTarget {
    /// The JavaScript scene loader and runtime: any bytes as a scene file (UTF-8 checks, the
    /// parser, `M.define`'s checks), and each scene it accepts drawn at its still time. Tight
    /// limits keep every input within the fuzzer's time: a loop stops at the frame's limit.
    static let jsSceneFile = FuzzTarget(name: "js-scene-file", summary: "JavaScript scene files (JSSceneFile, one frame of each scene)",
                                        maximumLength: 8192) { data in
        guard let text = String(data: data, encoding: .utf8) else { return }
        let options = JSSceneOptions(frameTimeLimit: 0.2, loadTimeLimit: 0.2, heapLimit: 64 << 20, console: { _, _ in })
        guard let file = try? JSSceneFile(source: text, name: "fuzz.js", options: options) else { return }
        precondition(!file.scenes.isEmpty, "a file that loads defines a scene")
        for scene in file.scenes {
            precondition(scene.duration > 0 && scene.stillTime >= 0 && scene.stillTime <= scene.duration, "\(scene.name)")
            _ = try? MotionRenderer.raster(scene, at: scene.stillTime, options: RenderOptions(size: .scale(0.25)))
        }
    }
}
