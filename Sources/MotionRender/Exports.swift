// Scenes import MotionRender alone and get the motion kit (Motion, M, MotionPlayback, colours),
// the drawing vocabulary (paths, styles, fonts, environment, options) and the geometry a scene
// draws with (CGPoint, CGSize, CGRect, which are Foundation's on Linux) with it.
@_exported import Foundation
@_exported import MotionCore
@_exported import MotionGraphics
