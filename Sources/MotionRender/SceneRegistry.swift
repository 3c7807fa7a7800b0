/// A set of scenes by name, checked when each is registered.
///
/// Rejected with the scene's name in the message: a duplicate name, a name that is empty or has
/// spaces, a duration that is not in `(0, 86400]` seconds, a `stillTime` outside `[0, duration]`, a speed
/// that is not finite and > 0, a box that is not finite and positive, or phases out of order or
/// outside `[0, duration]`.
public struct SceneRegistry: Sendable {
    /// The longest scene accepted, in seconds (one day).
    public static let maximumDuration = RenderLimits.sceneDuration

    /// The scenes in registration order.
    public private(set) var scenes: [any MotionScene] = []

    /// An empty registry.
    public init() {}

    /// A registry holding `scenes`, checked in order.
    public init(_ scenes: [any MotionScene]) throws {
        for scene in scenes { try register(scene) }
    }

    /// Adds `scene` after checking it.
    public mutating func register(_ scene: any MotionScene) throws {
        let name = scene.name
        func reject(_ why: String) -> SceneRegistryError { SceneRegistryError(scene: name, reason: why) }
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { throw reject("the name must be one word") }
        guard self.scene(named: name) == nil else { throw reject("another scene already has this name") }
        guard scene.duration.isFinite, scene.duration > 0, scene.duration <= SceneRegistry.maximumDuration else {
            throw reject("duration \(scene.duration) must be greater than 0 and at most \(Int(SceneRegistry.maximumDuration)) seconds")
        }
        guard scene.timeRange.contains(scene.stillTime) else {
            throw reject("stillTime \(scene.stillTime) is outside 0...\(scene.duration)")
        }
        guard scene.speed.isFinite, scene.speed > 0 else { throw reject("speed \(scene.speed) must be finite and greater than 0") }
        guard scene.box.width.isFinite, scene.box.height.isFinite, scene.box.width > 0, scene.box.height > 0 else {
            throw reject("box \(scene.box.width)x\(scene.box.height) must be positive")
        }
        var previous = -Double.infinity
        for phase in scene.phases {
            guard scene.timeRange.contains(phase.start) else {
                throw reject("phase '\(phase.name)' starts at \(phase.start), outside 0...\(scene.duration)")
            }
            guard phase.start >= previous else {
                throw reject("phase '\(phase.name)' at \(phase.start) comes before the previous phase's start \(previous); phases must be in order")
            }
            previous = phase.start
        }
        scenes.append(scene)
    }

    /// The scene called `name`, if any.
    public func scene(named name: String) -> (any MotionScene)? {
        scenes.first { $0.name == name }
    }

    /// Every name, in order.
    public var names: [String] { scenes.map(\.name) }
}
