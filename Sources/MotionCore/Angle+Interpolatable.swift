/// Angles animate linearly in radians (no wrapping to the shortest turn).
extension Angle: Interpolatable {
    @inlinable public func adding(_ other: Angle) -> Angle { Angle(radians: radians + other.radians) }
    @inlinable public func subtracting(_ other: Angle) -> Angle { Angle(radians: radians - other.radians) }
    @inlinable public func scaled(by factor: Double) -> Angle { Angle(radians: radians * factor) }
    @inlinable public var hasFiniteComponents: Bool { radians.isFinite }
}
