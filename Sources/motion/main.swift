import MotionBuiltIns
import MotionCLI

// The `motion` tool: MotionKit's command line over the built-in scenes, their settings and `themes`.
MotionCommand.main(name: "motion", version: MotionCommand.version,
                   abstract: "render motion scenes (pure functions of time) to PNG, SVG and PDF.",
                   scenes: BuiltIns.scenes, settings: BuiltIns.settings, commands: BuiltIns.commands)
