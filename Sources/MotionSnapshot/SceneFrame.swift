import Foundation
import MotionRender

/// One instant of a scene with the options it is rendered with: the value scene strategies snapshot.
public struct SceneFrame: Sendable {
    public var scene: any MotionScene
    /// Which instant: `.still` (the scene's `stillTime`) or `.time(t)`; `.live` cannot be snapshot.
    public var playback: MotionPlayback
    /// Size, scheme, device, props (``RenderOptions/props``) and the rest; the strategy sets the
    /// format.
    public var options: RenderOptions

    public init(_ scene: any MotionScene, at playback: MotionPlayback = .still, options: RenderOptions = RenderOptions()) {
        self.scene = scene
        self.playback = playback
        self.options = options
    }

    /// The scene time in seconds that `playback` pins.
    /// - Throws: ``SnapshotError/livePlayback(scene:)`` for `.live`.
    public func time() throws -> Double {
        switch playback {
        case .still: return scene.stillTime
        case .time(let t): return t
        case .live: throw SnapshotError.livePlayback(scene: scene.name)
        }
    }

    /// The frame's bytes in `format`; render errors become ``SnapshotError/renderFailed(scene:message:)``.
    public func render(_ format: RenderFormat) throws -> Data {
        var options = options
        options.format = format
        let t = try time()
        do {
            return try MotionRenderer.render(scene, at: t, options: options)
        } catch let error as RenderError {
            throw SnapshotError.renderFailed(scene: scene.name, message: error.description)
        }
    }
}
