import Foundation

/// `CGSize` animates component-wise, as a 2-vector `(width, height)`.
extension CGSize: Interpolatable {
    @inlinable public func adding(_ other: CGSize) -> CGSize {
        CGSize(width: width + other.width, height: height + other.height)
    }
    @inlinable public func subtracting(_ other: CGSize) -> CGSize {
        CGSize(width: width - other.width, height: height - other.height)
    }
    @inlinable public func scaled(by factor: Double) -> CGSize {
        CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
    }
    @inlinable public var hasFiniteComponents: Bool { width.isFinite && height.isFinite }
}
