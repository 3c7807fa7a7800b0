/// The props of a scene that takes none: the default ``MotionScene``'s props type. Tools refuse
/// props for such a scene, naming it.
public struct NoProps: SceneProps, Hashable {
    public init() {}
}
