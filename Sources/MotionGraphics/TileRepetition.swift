/// Which way a tiled image repeats (canvas `createPattern` repetitions).
public enum TileRepetition: String, CaseIterable, Hashable, Sendable {
    /// In both directions (canvas `"repeat"`, the default).
    case both
    /// Along x only, in one row (canvas `"repeat-x"`).
    case horizontal
    /// Along y only, in one column (canvas `"repeat-y"`).
    case vertical
    /// Once (canvas `"no-repeat"`).
    case none
}
