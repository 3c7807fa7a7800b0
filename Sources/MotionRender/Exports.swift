// Scenes import MotionRender alone and get the motion kit (Motion, M, MotionPlayback, colours)
// and the drawing vocabulary (paths, styles, fonts, environment, options) with it.
@_exported import MotionCore
@_exported import MotionGraphics
