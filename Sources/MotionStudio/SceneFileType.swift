import Foundation
import MotionRender

/// A kind of scene file `studio` accepts on its command line: files ending in
/// `.fileExtension` are loaded with `load` in the studio's own process, watched, and loaded
/// again when they change. The hook for JavaScript prototypes:
///
/// ```swift
/// SceneFileType("js") { url in try JSSceneFile(contentsOf: url).scenes }
/// ```
public struct SceneFileType: Sendable {
    /// The extension without its dot, matched without regard to case.
    public let fileExtension: String
    /// The file's scenes, given the file and the keys of the tool's settings
    /// (``/MotionCLI/SceneSetting/key``, which a scene of the file may read); a thrown error is
    /// shown on the page (the last good scenes stay).
    public let load: @Sendable (URL, [any EnvironmentKey.Type]) throws -> [any MotionScene]

    /// Files ending in `.fileExtension` (given without the dot; stored lower-case), loaded with
    /// `load`, which is given the file alone.
    public init(_ fileExtension: String, load: @escaping @Sendable (URL) throws -> [any MotionScene]) {
        self.init(fileExtension) { url, _ in try load(url) }
    }

    /// Files ending in `.fileExtension` (given without the dot; stored lower-case), loaded with
    /// `load`, which is given the file and the keys of the tool's settings.
    public init(_ fileExtension: String, load: @escaping @Sendable (URL, [any EnvironmentKey.Type]) throws -> [any MotionScene]) {
        self.fileExtension = fileExtension.lowercased()
        self.load = load
    }
}
