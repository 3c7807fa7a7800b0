/// A move and the instant it is played, in scene seconds.
public struct TimedMove: Hashable, Sendable {
    public var move: Move
    /// When the piece leaves its square (seconds); its spring starts here.
    public var at: Double

    public init(_ move: Move, at: Double) {
        self.move = move
        self.at = at
    }
}
