import MotionRender

/// A failure of the command line, with the exit code it maps to. Every message is one line that
/// names the bad value and what would be valid.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// Wrong usage: unknown option, missing or malformed value, unknown scene. Exit code 64.
    case usage(String)
    /// The command was right but the work failed (cairo, librsvg, files). Exit code 1.
    case failure(String)

    public var description: String {
        switch self {
        case .usage(let message), .failure(let message): return message
        }
    }

    /// 64 (`EX_USAGE`) for usage errors, 1 for failures.
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .failure: return 1
        }
    }

    /// Maps a props error to usage (the props given are wrong), or to a failure for props a
    /// scene's own defaults make impossible to write as JSON.
    static func from(_ error: PropsError) -> CommandError {
        if case .notEncodable = error { return .failure(error.description) }
        return .usage(error.description)
    }

    /// The usage error for a scene `name` that is none of `scenes`: the scenes listed, and the
    /// nearest of them when the name looks mistyped.
    static func unknownScene(_ name: String, scenes: [String]) -> CommandError {
        .usage("unknown scene '\(name)'; scenes: \(scenes.joined(separator: ", "))" + NameSuggestion.hint(for: name, among: scenes))
    }

    /// Maps a render error to usage (the user asked for something invalid) or failure.
    static func from(_ error: RenderError) -> CommandError {
        switch error {
        case .timeOutOfRange, .invalidScale, .scaleTooSmall, .invalidSize, .tooManyPixels, .sideTooLong, .unknownFormat, .invalidParameter:
            return .usage(error.description)
        case .cairo, .asset, .image, .resource, .output, .nonFiniteGeometry, .sceneProblem, .sceneError:
            return .failure(error.description)
        }
    }
}
