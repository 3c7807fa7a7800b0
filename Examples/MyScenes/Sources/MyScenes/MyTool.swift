import MotionRender

/// What the `my-motion` tool is made of, in one place for the executable and the tests.
public enum MyTool {
    /// The package's scenes, in the order `my-motion list` shows them.
    public static let scenes: [any MotionScene] = [LevelUpScene()]
}
