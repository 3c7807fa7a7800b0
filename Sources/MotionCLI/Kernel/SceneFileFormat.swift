import Foundation
import MotionRender

/// A kind of file whose scenes a tool takes on the command line beside its own, such as the
/// JavaScript canvas prototypes of module `MotionJSCommands`:
///
/// ```sh
/// motion render design/motion.js#coins --time 1.4 -o coins.png   # FILE#SCENE
/// motion render design/one-scene.js                               # a file of one scene
/// motion list design/motion.js                                    # the file's scenes
/// ```
///
/// A tool opts in by passing formats to ``MotionCommand``:
///
/// ```swift
/// import MotionJSCommands
/// MotionCommand.main(name: "my-motion", version: "1.0.0", abstract: "…", scenes: scenes, sceneFiles: [.javaScript])
/// ```
///
/// Every command that takes a scene then takes a reference `FILE#NAME` (or `FILE` for a file of
/// one scene) for a file whose name ends in one of ``fileExtensions``; the file is loaded once per
/// run, when the command first needs it. A format may bring commands of its own (``commands``).
public struct SceneFileFormat: @unchecked Sendable {
    /// What is asked of a format when a command needs a file's scenes.
    public struct Request: Sendable {
        /// The file.
        public let url: URL
        /// The path as the user typed it, for messages.
        public let name: String
        /// The keys of the tool's settings (``SceneSetting/key``): a scene may read these by name.
        public var environmentKeys: [any EnvironmentKey.Type] { keys.types }
        let keys: KeyTypes
    }

    /// The format's name in messages: `JavaScript`.
    public let name: String
    /// File name endings, without the dot (`js`), matched without regard to case.
    public let fileExtensions: [String]
    /// Commands the format adds to the tool (JavaScript's `script`).
    // The one stored value the compiler cannot prove sendable (hence `@unchecked`): command
    // types, immutable metatypes that are only read to register and instantiate commands.
    public let commands: [any ParsableCommand.Type]
    private let loader: @Sendable (Request) throws -> [any MotionScene]
    private let detailer: @Sendable (any Error) -> String?

    /// - Parameters:
    ///   - name: the format's name in messages (`JavaScript`).
    ///   - fileExtensions: the file name endings it reads, without the dot; matched without regard to case.
    ///   - commands: commands the format adds to the tool, listed after the tool's own; none by default.
    ///   - load: the file's scenes, in order. A thrown error is reported as a usage error (exit
    ///     64) whose one line is the error's description (name the file, line and column).
    ///   - details: lines to print under a failed command's one-line error when the user asked
    ///     for `--verbose` (a script's stack), given the error the command failed with (a scene's
    ///     error arrives whole, as the cause of a `RenderError`); nil when there are none.
    public init(name: String, fileExtensions: [String], commands: [any ParsableCommand.Type] = [],
                load: @escaping @Sendable (Request) throws -> [any MotionScene],
                details: @escaping @Sendable (any Error) -> String? = { _ in nil }) {
        self.name = name
        self.fileExtensions = fileExtensions.map { $0.lowercased() }
        self.commands = commands
        loader = load
        detailer = details
    }

    /// True when `path` names a file of this format.
    func accepts(_ path: String) -> Bool {
        let ending = URL(fileURLWithPath: path).pathExtension.lowercased()
        return fileExtensions.contains(ending)
    }

    func load(_ request: Request) throws -> [any MotionScene] { try loader(request) }

    func details(for error: any Error) -> String? { detailer(error) }
}

/// Environment key types are metatypes of value types, with nothing mutable in them.
struct KeyTypes: @unchecked Sendable {
    let types: [any EnvironmentKey.Type]
}
