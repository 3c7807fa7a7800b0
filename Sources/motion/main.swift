import MotionCLI

MotionCommand.main()
