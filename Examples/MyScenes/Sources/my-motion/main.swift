import MotionCLI
import MyScenes

// The tool of this package: its own name, version and scenes, and nothing else.
MotionCommand.main(name: "my-motion", version: "1.2.0",
                   abstract: "render the MyScenes scenes to PNG, SVG and PDF.",
                   scenes: MyTool.scenes)
