import Foundation

/// An angle, stored in radians, as SwiftUI's `Angle`.
///
/// ```swift
/// let tilt = Angle.degrees(-18)     // tilt.radians == -0.3141…
/// let turn = Angle(radians: .pi)    // turn.degrees == 180
/// ```
/// Angles are not wrapped: 370° stays 370°, so animating from 0° to 370° turns a little more than
/// once. NaN and infinities are stored as given (a keyframe track rejects them).
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees (`radians · 180 / π`); setting it sets ``radians``.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle of `radians`, stored as given (not wrapped).
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`, stored in radians as `degrees · π / 180` (not wrapped).
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `value` radians: SwiftUI's `.radians(_:)`, the same as ``init(radians:)``.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// An angle of `value` degrees: SwiftUI's `.degrees(_:)`, the same as ``init(degrees:)``.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// 0 radians.
    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public var description: String { "\(degrees)°" }
}
