/// A point in a unit square, as SwiftUI's `UnitPoint`: `(0, 0)` is the top-left corner,
/// `(1, 1)` the bottom-right. Used to anchor text and images to a point.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position as a fraction of the width: 0 is the left edge, 1 the right edge.
    /// Values outside `[0, 1]` are kept and name points outside the rectangle.
    public var x: Double
    /// The vertical position as a fraction of the height: 0 is the top edge, 1 the bottom edge.
    /// Values outside `[0, 1]` are kept and name points outside the rectangle.
    public var y: Double

    /// The point at fractions `x` of the width and `y` of the height, stored as given.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-left corner, `(0, 0)`. Leading and trailing are left and right here, whatever the
    /// layout direction: the point does not flip for right-to-left text.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge, `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top-right corner, `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the left edge, `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The centre, `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the right edge, `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom-left corner, `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge, `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom-right corner, `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
