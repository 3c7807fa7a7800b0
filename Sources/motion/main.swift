import MotionBuiltIns
import MotionKit

// The `motion` tool: MotionKit's whole command line (MotionTool: `studio`, JavaScript scene files
// FILE.js#SCENE and `script`) over the built-in scenes, their settings, `themes` and `init`.
MotionTool.main(name: "motion", version: MotionCommand.version,
                abstract: "Render motion scenes (pure functions of time) to PNG, SVG and PDF.",
                scenes: BuiltIns.scenes, settings: BuiltIns.settings, commands: BuiltIns.commands + [InitCommand.self])
