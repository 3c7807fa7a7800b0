// A test target imports MotionSnapshotTesting alone and gets the strategies, tolerances and
// record modes of the core with it, and the renderer's types (RenderOptions, MotionScene, …).
@_exported import MotionRender
@_exported import MotionSnapshot
