/// What can go wrong between frames and an animation file, besides the ``RenderError``s of
/// drawing and writing. Each message is one line naming the program, the folder, the file or
/// the value at fault.
public enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// The encoding program is not installed (not on `PATH`); `package` is the Debian package that has it.
    case programMissing(program: String, package: String, purpose: String)
    /// The program is there but was built without an encoder the format needs.
    case encoderMissing(program: String, encoder: String, package: String)
    /// The encoder stopped with an error; `detail` is its last line of output.
    case encoderFailed(program: String, status: Int32, detail: String)
    /// A frames folder without a readable manifest (not a frame sequence, or another tool's).
    case notAFramesFolder(path: String, detail: String)
    /// A frames folder whose manifest lists frames that are missing or incomplete.
    case incompleteFrames(path: String, missing: Int, total: Int, first: String)
    /// A frame file that does not belong to the render its manifest describes (wrong size, wrong
    /// format).
    case foreignFrame(path: String, detail: String)
    /// An SVG frame that cannot be taken apart.
    case unreadableFrame(name: String, message: String)
    /// Settings that do not go together (a quality for a lossless format, transparent MP4, …).
    case unsupported(String)

    public var description: String {
        switch self {
        case let .programMissing(program, package, purpose):
            return "\(program) is not installed (\(purpose) needs it): install the Debian package '\(package)' (apt-get install \(package))"
        case let .encoderMissing(program, encoder, package):
            return "this \(program) has no '\(encoder)' encoder: install Debian's '\(package)' package, which has it"
        case let .encoderFailed(program, status, detail):
            return "\(program) failed with status \(status): \(detail.isEmpty ? "no message" : detail)"
        case let .notAFramesFolder(path, detail):
            return "\(path) is not a frames folder: \(detail)"
        case let .incompleteFrames(path, missing, total, first):
            return "frames folder \(path) is incomplete: \(missing) of \(total) frames missing, unfinished or of another size (first: \(first)); finish it by running the same 'frames' command again (every shard)"
        case let .foreignFrame(path, detail):
            return "\(path) is not a frame of this folder's render: \(detail); run the same 'frames' command again, which draws such frames anew"
        case let .unreadableFrame(name, message):
            return "SVG frame \(name) cannot be read: \(message)"
        case let .unsupported(message):
            return message
        }
    }

    /// True when the request itself was wrong (exit code 64 on the command line) rather than the
    /// work failing.
    public var isUsage: Bool {
        switch self {
        case .unsupported: return true
        default: return false
        }
    }
}
