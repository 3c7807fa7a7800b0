import Foundation
import MotionRender

/// A scene file or script as every thread needs it: its name for messages, its text, where its
/// images come from and its options. Immutable, shared by the scenes of the file; each thread
/// evaluates it in its own context (see ``ScriptWorker``).
final class JSSceneSource: Sendable {
    /// Distinguishes sources in the per-thread context caches (never reused in a process).
    let id: Int
    /// The name errors use: the path as given.
    let name: String
    let text: String
    let folder: SceneFolder
    let options: JSSceneOptions
    /// True for a plain script (`JSScriptRunner`), which may define no scene.
    let isScript: Bool

    init(name: String, text: String, folder: URL, options: JSSceneOptions, isScript: Bool = false) {
        id = JSSceneSource.nextID()
        self.name = name
        self.text = text
        self.folder = SceneFolder(options.assetFolder ?? folder)
        self.options = options
        self.isScript = isScript
    }

    /// Reads a file through the package's bounded reader (a regular file, its size checked before
    /// reading and while reading); UTF-8 required.
    static func read(_ url: URL, name: String, limit: Int) throws -> String {
        let data: Data
        do { data = try InputFile.read(url, limit: limit) } catch {
            throw JSError.unreadable(file: name, reason: error.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw JSError.unreadable(file: name, reason: "is not valid UTF-8")
        }
        return text
    }

    /// The curves twin, `Resources/motion.js`, read once per process.
    static func curves() throws -> String {
        try curvesText.get()
    }

    private static let curvesText: Result<String, Error> = Result {
        let url = try MotionResources.url("motion.js")
        return try read(url, name: url.path, limit: RenderLimits.scriptBytes)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    private static func nextID() -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}
