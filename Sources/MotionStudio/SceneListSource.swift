import Foundation
import MotionCLI
import MotionRender
import MotionTimeline

/// Scenes made by a closure in the studio's own process, drawn by `MotionRenderer` on one thread
/// of their own (so a scene type that keeps a per-thread engine, such as a JavaScript context,
/// makes one). The hook for scene files: a file type hands the studio its loader.
///
/// ```swift
/// SceneListSource(label: "design/motion.js", idPrefix: "design/motion.js#", watching: [url]) {
///     try JSSceneFile(contentsOf: url).scenes
/// }
/// ```
package final class SceneListSource: StudioSceneSource, @unchecked Sendable {
    package let label: String
    package let idPrefix: String
    package let watchedPaths: [URL]
    private let make: @Sendable () throws -> [any MotionScene]
    private let props: PropsInput?
    private let lock = NSLock()
    private var registry = SceneRegistry()
    private let thread = RenderThread(name: "motion studio scenes")

    /// - Parameter props: drawn by the scenes that take props (a frame's own props are laid over
    ///   them); a key a scene's props refuse fails that scene's frames with the key named.
    package init(label: String, idPrefix: String, watching paths: [URL], props: PropsInput? = nil,
                 scenes: @escaping @Sendable () throws -> [any MotionScene]) {
        self.label = label
        self.props = props
        self.idPrefix = idPrefix
        watchedPaths = paths
        make = scenes
    }

    package func load(report: @escaping @Sendable (String) -> Void) throws -> [SceneOutline] {
        for path in watchedPaths { try Self.checkReadable(path) }
        let make = self.make
        let loaded = try thread.run { try SceneRegistry(make()) }
        lock.withLock { registry = loaded }
        // A scene that refuses the launch props is listed with its own; its frames name the key.
        return loaded.scenes.map { SceneOutline($0, propsIn: (try? launchOptions(for: $0)) ?? RenderOptions()) }
    }

    /// The options with the launch props `scene` takes, or none when it takes none.
    /// - Throws: the props' error when `scene` refuses them.
    private func launchOptions(for scene: any MotionScene) throws -> RenderOptions {
        var options = RenderOptions()
        if let props, scene.takesProps { try options.setProps(props, for: scene) }
        return options
    }

    package func render(_ frame: StudioFrameRequest) throws -> (bytes: Data, contentType: String) {
        guard let scene = lock.withLock({ registry.scene(named: frame.scene) }) else {
            throw StudioRequestError("unknown scene '\(frame.scene)' in \(label)")
        }
        let base = try launchOptions(for: scene)
        return (try thread.run { try frame.render(scene, base: base) }, frame.format.mediaType)
    }

    package func stop() { thread.stop() }

    /// A watched file that is gone, a folder or unreadable is named as such, before its loader
    /// runs (whose own message might not name it).
    static func checkReadable(_ url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw StudioError.worker("\(url.path) does not exist (deleted or moved?); it is loaded again when it is back")
        }
        guard !isFolder.boolValue else { throw StudioError.worker("\(url.path) is a folder, not a scene file") }
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw StudioError.worker("\(url.path) cannot be read: permission denied") }
    }
}
