/// What can go wrong while taking, reading or writing a snapshot. Every message is one line naming
/// the file, value or tool at fault.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// A tolerance value that is NaN or outside `[0, 1]`.
    case invalidTolerance(name: String, value: Double)
    /// A reference file exists but cannot be read or decoded (corrupt PNG, text that is not UTF-8).
    case unreadableReference(path: String, problem: String)
    /// A snapshot folder that is missing, is a file, or cannot be listed.
    case unreadableFolder(path: String, problem: String)
    /// A file (reference, actual or diff image) could not be written.
    case cannotWrite(path: String, problem: String)
    /// The recording environment variable holds something other than never, missing or all.
    case invalidRecordMode(variable: String, value: String)
    /// A scene snapshot asked for `.live` playback, which has no fixed time.
    case livePlayback(scene: String)
    /// A strategy parameter outside its range (sample count, decimals, …).
    case invalidParameter(name: String, value: String, expected: String)
    /// An external rasterizer (rsvg-convert, pdftoppm) is not on the `PATH`.
    case toolMissing(tool: String, package: String)
    /// An external rasterizer ran but failed.
    case toolFailed(tool: String, status: Int32, message: String)
    /// Rendering the scene failed (the renderer's message).
    case renderFailed(scene: String, message: String)

    public var description: String {
        switch self {
        case let .invalidTolerance(name, value):
            return "tolerance \(name) \(value) is outside 0...1"
        case let .unreadableReference(path, problem):
            return "reference \(path) \(problem)"
        case let .unreadableFolder(path, problem):
            return "snapshot folder \(path) \(problem)"
        case let .cannotWrite(path, problem):
            return "cannot write \(path): \(problem)"
        case let .invalidRecordMode(variable, value):
            return "\(variable)=\(value) is not a record mode: choose one of \(SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        case let .livePlayback(scene):
            return "scene '\(scene)': .live playback has no fixed time to snapshot; use .still or .time(t)"
        case let .invalidParameter(name, value, expected):
            return "\(name) \(value) is invalid: expected \(expected)"
        case let .toolMissing(tool, package):
            return "\(tool) is not installed: apt-get install \(package) (make test installs it)"
        case let .toolFailed(tool, status, message):
            return "\(tool) failed with status \(status): \(message)"
        case let .renderFailed(scene, message):
            return "rendering '\(scene)' failed: \(message)"
        }
    }
}
