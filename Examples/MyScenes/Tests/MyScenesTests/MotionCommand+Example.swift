import MotionCLI
import MotionRender

extension MotionCommand {
    /// A tool like `my-motion` over `scenes`.
    static func example(_ scenes: [any MotionScene]) throws -> MotionCommand {
        try MotionCommand(name: "my-motion", version: "1.2.0", abstract: "render the MyScenes scenes to PNG, SVG and PDF.", scenes: scenes)
    }
}
