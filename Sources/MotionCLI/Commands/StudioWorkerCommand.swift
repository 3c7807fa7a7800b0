import Foundation
import MotionRender
import MotionTimeline
#if canImport(Glibc)
import Glibc
#endif

/// `TOOL studio-worker`: the render worker of `motion studio`. It draws the tool's scenes on
/// request, speaking the worker protocol (``WorkerChannel``, ``WorkerMessage``) on standard
/// input and output, one request at a time, until standard input closes.
///
/// Every tool built with `MotionCommand` has it, so `motion studio` run in a user's package
/// builds the package's tool and starts it as its worker: the frames come from the user's own
/// code, compiled by the user's own build. Anything a scene prints goes to standard error, never
/// into the protocol. Hidden from help and completion: people run `studio`, not this.
struct StudioWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "studio-worker", abstract: "Draw frames for 'motion studio' (requests on standard input, frames on standard output).",
        discussion: "Started by 'motion studio'; not meant to be run by hand. It sends the tool's scenes, then answers each render request with the frame's bytes or a one-line error.",
        isHidden: true)

    @SceneSettingOptions var settings: SceneSettingValues
    /// The props the studio was given: drawn by every scene that takes props.
    @OptionGroup var props: PropsOptions

    init() {}

    func run(_ context: CommandContext) throws {
        signal(SIGPIPE, SIG_IGN)
        // The protocol keeps the real standard output; what a scene prints lands on stderr.
        let protocolOutput = dup(1)
        guard protocolOutput >= 0, dup2(2, 1) >= 0 else { throw CommandError.failure("cannot set up standard output for the worker protocol") }
        let channel = WorkerChannel(input: 0, output: protocolOutput)
        // Each scene's options; props that a scene's type refuses fail that scene's frames
        // (with the key named), not the worker.
        let input = try props.input()
        var bases: [String: Result<RenderOptions, any Error>] = [:]
        for scene in context.registry.scenes {
            var options = RenderOptions()
            try settings.apply(for: scene, to: &options, refusingOthers: false)
            bases[scene.name] = Result {
                if let input, scene.takesProps { try props.apply(input, for: scene, to: &options) }
                return options
            }
        }
        // Each outline carries the props its scene draws with when a frame gives none.
        let outlines = context.registry.scenes.map { scene in
            SceneOutline(scene, propsIn: (try? bases[scene.name]?.get()) ?? RenderOptions())
        }
        try channel.send(.hello(tool: context.tool, scenes: outlines))
        while let (message, _) = try channel.receive() {
            guard message.kind == "render", let id = message.id, let frame = message.frame else {
                try channel.send(.error(id: message.id, "unexpected message '\(message.kind)'", invalid: true))
                continue
            }
            guard let scene = context.registry.scene(named: frame.scene) else {
                try channel.send(.error(id: id, "unknown scene '\(frame.scene)'; scenes: \(context.registry.names.joined(separator: ", "))", invalid: true))
                continue
            }
            do {
                let bytes = try frame.render(scene, base: try bases[scene.name]?.get() ?? RenderOptions())
                try channel.send(.frame(id: id, contentType: frame.format.mediaType), body: bytes)
            } catch let error as StudioRequestError {
                try channel.send(.error(id: id, error.description, invalid: true))
            } catch {
                try channel.send(.error(id: id, "\(error)", invalid: false))
            }
        }
    }
}
