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
    /// The file the scenes were read from; nil for scenes evaluated from source text.
    public let url: URL?
    /// The options the file was loaded with (and is reloaded with).
    public let options: JSSceneOptions

    /// Reads and evaluates the file at `url` (the same as ``init(contentsOf:name:options:)``).
    public static func load(_ url: URL, name: String? = nil, options: JSSceneOptions = JSSceneOptions()) throws -> JSSceneFile {
        try JSSceneFile(contentsOf: url, name: name, options: options)
    }

    /// Reads the file again, after it was edited: a new value whose scenes run the new text
    /// (every thread evaluates it afresh on first use). This value and its scenes are not
    /// changed: scenes handed out before keep drawing what they drew.
    ///
    /// - Throws: ``JSError`` as loading does; for a value made from source text, an
    ///   `unreadable` error (it has no file to read again).
    public func reloaded() throws -> JSSceneFile {
        guard let url else { throw JSError.unreadable(file: name, reason: "was not read from a file, so it cannot be read again") }
        return try JSSceneFile(contentsOf: url, name: name, options: options)
    }

    /// Reads and evaluates the file at `url`; `name` (default: the path) appears in messages.
    ///
    /// - Throws: ``JSError``: the file cannot be read, is over the size limit or not UTF-8; a
    ///   syntax or top-level error (with line and column); `M.define` misused (the message
    ///   names the scene and the field); two scenes with one name; no scene at all; the load
    ///   time or memory limit.
    public init(contentsOf url: URL, name: String? = nil, options: JSSceneOptions = JSSceneOptions()) throws {
        let display = name ?? url.path
        let text = try JSSceneSource.read(url, name: display, limit: options.maximumFileBytes)
        try self.init(source: text, name: display, folder: url.deletingLastPathComponent(), options: options, url: url)
    }

    /// Evaluates `source` as if it were a file called `name` in `folder` (images resolve there
    /// unless `options.assetFolder` says otherwise).
    public init(source text: String, name: String, folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                options: JSSceneOptions = JSSceneOptions()) throws {
        try self.init(source: text, name: name, folder: folder, options: options, url: nil)
    }

    private init(source text: String, name: String, folder: URL, options: JSSceneOptions, url: URL?) throws {
        guard text.utf8.count <= options.maximumFileBytes else {
            throw JSError.unreadable(file: name, reason: "is \(text.utf8.count) bytes, over the limit of \(options.maximumFileBytes) bytes")
        }
        try JavaScriptCoreLibrary.load()
        let source = JSSceneSource(name: name, text: text, folder: folder, options: options)
        let realm = try ScriptWorker.current.realm(for: source)
        self.name = name
        self.url = url
        self.options = options
        scenes = realm.definitions.enumerated().map { JSScene(source: source, index: $0.offset, definition: $0.element) }
    }

    /// The scene called `name`, if the file defines one.
    public func scene(named name: String) -> JSScene? {
        scenes.first { $0.name == name }
    }
}
