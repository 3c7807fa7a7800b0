/// Options of a clip, as SwiftUI's `GraphicsContext.ClipOptions`.
public struct ClipOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Keeps what lies outside the shape (or outside a layer's alpha) instead of inside it.
    public static let inverse = ClipOptions(rawValue: 1 << 0)
}
