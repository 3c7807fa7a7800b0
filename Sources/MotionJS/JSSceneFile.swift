import Foundation
import MotionRender

/// A JavaScript file of scenes written for an HTML canvas, in the style of a design prototype:
///
/// ```js
/// M.define('coins', { dur: 6, still: 4.4, draw(g, t, e) {
///   g.globalAlpha = smooth(0, 0.25, t);
///   g.fillStyle = e.th.accent;
///   g.beginPath(); g.arc(180, 124, 10.5, 0, Math.PI * 2); g.fill();
/// } });
/// ```
///
/// Loading evaluates the file once on the calling thread and checks its scenes; a thread that
/// later draws one evaluates the file again in a context of its own. The file runs as untrusted
/// code: no network or file access except images in its folder, no timers, a time limit per
/// frame and a memory limit (``JSSceneOptions``).
///
/// - `M.define(name, spec)`: `dur` (seconds, required), `draw(g, t, e)` (required), `still`
///   (default `dur / 2`), `speed` (default 1), `box` (`[w, h]` or `{ width, height }`, default
///   360 × 280), `summary`, `phases` (`{ name: start }`), `curves` (`{ name: t => value }`).
/// - Globals: the curves of `Resources/motion.js` (`S`, `clamp`, `smooth`, `lerp`, `bump`, also
///   on `M`), `Path2D`, `OffscreenCanvas`, `Image`, `DOMMatrix`, `ImageData`, `console`,
///   `document.createElement('canvas' | 'img')`.
public struct JSSceneFile: Sendable {
    /// The scenes, in the order the file defines them.
    public let scenes: [JSScene]
    /// The name used in messages (the path as given).
    public let name: String

    /// Reads and evaluates the file at `url`; `name` (default: the path) appears in messages.
    ///
    /// - Throws: ``JSError``: the file cannot be read, is over the size limit or not UTF-8; a
    ///   syntax or top-level error (with line and column); `M.define` misused (the message
    ///   names the scene and the field); two scenes with one name; no scene at all; the load
    ///   time or memory limit.
    public init(contentsOf url: URL, name: String? = nil, options: JSSceneOptions = JSSceneOptions()) throws {
        let display = name ?? url.path
        let text = try JSSceneSource.read(url, name: display, limit: options.maximumFileBytes)
        try self.init(source: text, name: display, folder: url.deletingLastPathComponent(), options: options)
    }

    /// Evaluates `source` as if it were a file called `name` in `folder` (images resolve there
    /// unless `options.assetFolder` says otherwise).
    public init(source text: String, name: String, folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                options: JSSceneOptions = JSSceneOptions()) throws {
        guard text.utf8.count <= options.maximumFileBytes else {
            throw JSError.unreadable(file: name, reason: "is \(text.utf8.count) bytes, over the limit of \(options.maximumFileBytes) bytes")
        }
        let source = JSSceneSource(name: name, text: text, folder: folder, options: options)
        let realm = try ScriptWorker.current.realm(for: source)
        self.name = name
        scenes = realm.definitions.enumerated().map { JSScene(source: source, index: $0.offset, definition: $0.element) }
    }

    /// The scene called `name`, if the file defines one.
    public func scene(named name: String) -> JSScene? {
        scenes.first { $0.name == name }
    }
}
