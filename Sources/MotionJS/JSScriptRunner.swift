import Foundation

/// Runs a plain JavaScript file headless with the scene runtime: the canvas 2D API on
/// `OffscreenCanvas` and `document.createElement('canvas')`, `Path2D`, `Image`, `console.log`,
/// and the same determinism and safety rules as scenes (the load time limit applies to the
/// whole script). This is what canvas conformance tests run on, without a browser.
///
/// ```swift
/// let result = try JSScriptRunner.run(source: "const c = new OffscreenCanvas(10, 10); …", name: "test.js")
/// if let error = result.error { print(error, error.stack) }
/// ```
public enum JSScriptRunner {
    /// Runs the script at `url`. Throws only when the file cannot be read; JavaScript errors are
    /// in the result.
    public static func run(contentsOf url: URL, name: String? = nil, options: JSSceneOptions = JSSceneOptions()) throws -> JSScriptResult {
        let display = name ?? url.path
        let text = try JSSceneSource.read(url, name: display, limit: options.maximumFileBytes)
        return run(source: text, name: display, folder: url.deletingLastPathComponent(), options: options)
    }

    /// Runs `source` as a script called `name` (images resolve in `folder`).
    public static func run(source text: String, name: String, folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                           options: JSSceneOptions = JSSceneOptions()) -> JSScriptResult {
        let source = JSSceneSource(name: name, text: text, folder: folder, options: options, isScript: true)
        let realm: ScriptRealm
        do {
            try JavaScriptCoreLibrary.load()
            realm = try ScriptRealm(worker: ScriptWorker.current, source: source)
        } catch {
            return JSScriptResult(output: [], canvases: [], error: error as? JSError
                                  ?? .exception(file: name, line: 0, column: 0, message: "\(error)", stack: ""))
        }
        var failure: JSError?
        do { try realm.runFile() } catch { failure = error as? JSError ?? .exception(file: name, line: 0, column: 0, message: "\(error)", stack: "") }
        return JSScriptResult(output: realm.output, canvases: snapshots(realm.canvases), error: failure)
    }

    static func snapshots(_ canvases: [OffscreenCanvasObject]) -> [JSCanvasSnapshot] {
        canvases.enumerated().map { JSCanvasSnapshot(name: "canvas-\($0.offset + 1)", width: $0.element.width, height: $0.element.height,
                                                     list: $0.element.surface.list) }
    }
}
