import MotionCLI
import MyScenes

MotionCommand.main(scenes: [LevelUpScene()])
