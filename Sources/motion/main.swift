import MotionBuiltIns
import MotionCLI
import MotionJSCommands
import MotionStudio

// The `motion` tool: MotionKit's command line over the built-in scenes, their settings, `themes`,
// `studio`, and JavaScript scene files (FILE.js#SCENE) with the `script` command.
MotionCommand.main(name: "motion", version: MotionCommand.version,
                   abstract: "render motion scenes (pure functions of time) to PNG, SVG and PDF.",
                   scenes: BuiltIns.scenes, settings: BuiltIns.settings,
                   commands: BuiltIns.commands + [StudioCommand<JavaScriptStudioFiles>.self],
                   sceneFiles: [.javaScript])
