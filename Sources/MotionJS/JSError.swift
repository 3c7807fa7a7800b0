import MotionRender
import Foundation

/// What can go wrong loading or running JavaScript. Each message is one line naming the file and
/// the place (`file:line:column`), the scene and time where there is one, and the value at fault.
public enum JSError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read, is too large, or is not UTF-8.
    case unreadable(file: String, reason: String)
    /// A JavaScript exception: `message` is `Name: text`; `line`/`column` are 0 when unknown
    /// (and left out of the message then).
    case exception(file: String, line: Int, column: Int, message: String, stack: String)
    /// The script ran longer than its limit.
    case timeLimit(file: String, seconds: Double, during: String)
    /// The script's heap grew over its limit.
    case memoryLimit(file: String, bytes: Int, limit: Int, during: String)
    /// The file defines no scene.
    case noScenes(file: String)
    /// A scene's definition is unusable (the prelude checks most fields when `M.define` runs).
    case invalidScene(file: String, scene: String, reason: String)
    /// JavaScriptCore, which runs the scripts, cannot be loaded: `library` is the file looked
    /// up, `reason` the dynamic loader's message (the package opens it only when a script runs,
    /// so every other command works without it).
    case engineUnavailable(library: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "\(file): \(reason)"
        case let .exception(file, line, column, message, _):
            if line <= 0 { return "\(file): \(message)" }
            return column > 0 ? "\(file):\(line):\(column): \(message)" : "\(file):\(line): \(message)"
        case let .timeLimit(file, seconds, during):
            return "\(file): \(during) ran longer than the limit of \(JSError.seconds(seconds)) s (an endless loop?)"
        case let .memoryLimit(file, bytes, limit, during):
            return "\(file): \(during) holds \(bytes >> 20) MiB of JavaScript memory, over the limit of \(limit >> 20) MiB"
        case let .noScenes(file):
            return "\(file) defines no scene: declare one with M.define('name', { dur: 6, draw(g, t, e) { … } })"
        case let .invalidScene(file, scene, reason):
            return "\(file): scene '\(scene)': \(reason)"
        case let .engineUnavailable(library, reason):
            return "cannot run JavaScript: \(library) could not be loaded (\(reason)); on Debian it comes with libjavascriptcoregtk-4.1-0"
        }
    }

    /// The JavaScript stack of an exception, one frame a line (empty for other errors).
    public var stack: String {
        if case let .exception(_, _, _, _, stack) = self { return stack }
        return ""
    }

    /// The JavaScript stack of the scene error `error` carries (a render's
    /// ``/MotionGraphics/RenderError/sceneError(scene:time:cause:)`` whose cause is a `JSError`);
    /// nil when it carries none. A scene reports its exception whole; this is how a tool prints
    /// the stack beneath the one-line error on request.
    public static func stack(of error: any Error) -> String? {
        guard let script = (error as? RenderError)?.cause as? JSError ?? error as? JSError, !script.stack.isEmpty else { return nil }
        return script.stack
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
