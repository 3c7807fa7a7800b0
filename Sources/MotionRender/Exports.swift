// Scenes import MotionRender alone and get the motion kit (Motion, M, MotionPlayback, colours) with it.
@_exported import MotionCore
