import Foundation

/// `CGFloat` animates as a one-component vector (on Linux it is Foundation's wrapper of `Double`).
extension CGFloat: Interpolatable {
    @inlinable public func adding(_ other: CGFloat) -> CGFloat { self + other }
    @inlinable public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    @inlinable public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
    @inlinable public var hasFiniteComponents: Bool { isFinite }
}
