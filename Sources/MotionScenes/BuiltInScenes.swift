import MotionRender

/// The scenes that ship with the package, in the order `motion list` shows them.
public enum BuiltInScenes {
    public static let all: [any MotionScene] = [CoinsScene(), BotsScene(), ClockScene(), StreakScene(), HintScene(), CoachScene()]
}
