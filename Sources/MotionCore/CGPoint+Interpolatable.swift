import Foundation

/// `CGPoint` animates component-wise, as a 2-vector `(x, y)`.
extension CGPoint: Interpolatable {
    @inlinable public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    @inlinable public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    @inlinable public func scaled(by factor: Double) -> CGPoint {
        CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor))
    }
    @inlinable public var hasFiniteComponents: Bool { x.isFinite && y.isFinite }
}
