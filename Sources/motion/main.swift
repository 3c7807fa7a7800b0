import MotionBuiltIns
import MotionCLI
import MotionStudio

// The `motion` tool: MotionKit's command line over the built-in scenes, their settings, `themes`
// and `studio`.
MotionCommand.main(name: "motion", version: MotionCommand.version,
                   abstract: "render motion scenes (pure functions of time) to PNG, SVG and PDF.",
                   scenes: BuiltIns.scenes, settings: BuiltIns.settings, commands: BuiltIns.commands + [StudioCommand<NoSceneFiles>.self])
