/// A move and the instant it is played, in scene seconds.
public struct TimedMove: Hashable, Sendable {
    /// The move, fully resolved.
    public var move: Move
    /// When the piece leaves its square (seconds); its spring starts here.
    public var at: Double

    /// `move` played at `at` seconds of scene time.
    public init(_ move: Move, at: Double) {
        self.move = move
        self.at = at
    }
}
