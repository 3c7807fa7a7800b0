/// `Double` animates as a one-component vector.
extension Double: Interpolatable {
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    @inlinable public var hasFiniteComponents: Bool { isFinite }
}
