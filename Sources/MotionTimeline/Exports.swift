// Users of the timeline outputs get the scene, canvas and vocabulary types with them.
@_exported import MotionRender
