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
    /// The file's scenes; a thrown error is shown on the page (the last good scenes stay).
    public let load: @Sendable (URL) throws -> [any MotionScene]

    public init(_ fileExtension: String, load: @escaping @Sendable (URL) throws -> [any MotionScene]) {
        self.fileExtension = fileExtension.lowercased()
        self.load = load
    }
}
