import MotionCLI
import MotionTestSupport

extension MotionCommand {
    /// A user's tool with a scene that takes props (``BandScene``) and one that takes none.
    static func propsTool() throws -> MotionCommand {
        try MotionCommand(name: "tool", version: "1.0.0", abstract: "a tool with props.", scenes: [BandScene(), PlainScene()])
    }
}
