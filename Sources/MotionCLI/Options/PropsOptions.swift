import Foundation
import MotionRender

/// `--props JSON` and `--props-file FILE`: the scene's props, for every command that draws a
/// scene (`render`, `frames`, `storyboard`, `player`, `animate`, `snapshot`, `studio`), and for a command of a
/// user's module that declares `@OptionGroup var props: PropsOptions`.
///
/// The object given is laid over the scene's defaults (``/MotionRender/MotionScene/defaultProps``): keys left
/// out keep their defaults. It is read and checked once, before anything is drawn; each fault
/// is a usage error (exit 64) on one line naming the key, the file or the value.
public struct PropsOptions: ParsableArguments {
    @Option("--props", placeholder: "JSON", help: "The scene's props as one JSON object, laid over its defaults (keys left out keep them); unknown keys and values of the wrong type are refused. 'list --json' shows each scene's props.")
    var json: String?

    @Option("--props-file", placeholder: "FILE", help: "The scene's props from a JSON file (at most \(ByteCount.unit(Int64(RenderLimits.propsBytes)))), read as --props.",
            completion: .files(extensions: ["json"]))
    var file: String?

    /// The two options, neither given.
    public init() {}

    /// The props given, read and checked as JSON, or nil when neither option was given.
    /// - Throws: a usage error for both options at once, or for input that is not one JSON
    ///   object within the limits (``/MotionGraphics/PropsInput``), naming the option and the file.
    public func input() throws -> PropsInput? {
        if $json.isGiven, $file.isGiven { throw CommandError.usage("use either --props or --props-file, not both") }
        do {
            if let json { return try PropsInput(json: json, source: "--props") }
            if let file { return try PropsInput(contentsOf: URL(fileURLWithPath: file), source: "--props-file \(file)") }
            return nil
        } catch let error as PropsError {
            throw CommandError.from(error)
        }
    }

    /// The options as given, for a child process of the same tool (the studio's render worker):
    /// `--props JSON` as typed, `--props-file` with the file's absolute path; empty when neither
    /// was given.
    package var arguments: [String] {
        if let json { return ["--props", json] }
        if let file { return ["--props-file", URL(fileURLWithPath: file).standardizedFileURL.path] }
        return []
    }

    /// Sets the props `scene` is drawn with in `options` when props were given (without them
    /// the scene draws its defaults).
    /// - Throws: a usage error naming the key for a value the scene's props type does not take
    ///   or a key it does not have, and for props given to a scene that takes none; the errors
    ///   of ``input()``.
    public func apply(for scene: any MotionScene, to options: inout RenderOptions) throws {
        guard let input = try input() else { return }
        try apply(input, for: scene, to: &options)
    }

    /// Sets props already read (one input for several scenes, as `snapshot` checks them).
    package func apply(_ input: PropsInput, for scene: any MotionScene, to options: inout RenderOptions) throws {
        do {
            try options.setProps(input, for: scene)
        } catch let error as PropsError {
            throw CommandError.from(error)
        }
    }
}
