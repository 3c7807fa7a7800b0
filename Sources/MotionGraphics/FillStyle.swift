/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule (canvas `fill('evenodd')`) instead of non-zero winding (the default).
    public var isEOFilled: Bool
    /// Anti-aliased edges (the default); false gives hard, pixel-aligned edges in PNG output.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
