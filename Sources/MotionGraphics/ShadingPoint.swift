import Foundation
import MotionCore

/// A point of a gradient's geometry: in the coordinates of the canvas copy that draws, or a
/// ``UnitPoint`` of the bounds of what is drawn (the shape's path, the text's box, the image's
/// rectangle), as SwiftUI's `LinearGradient(startPoint:endPoint:)` places its ends.
public enum ShadingPoint: Hashable, Sendable {
    case absolute(CGPoint)
    case relative(UnitPoint)

    /// The point in drawing coordinates, given the bounds of what is drawn.
    public func resolved(in bounds: CGRect) -> CGPoint {
        switch self {
        case .absolute(let p): return p
        case .relative(let u): return CGPoint(x: bounds.minX + u.x * bounds.width, y: bounds.minY + u.y * bounds.height)
        }
    }

    /// True when the point is independent of the bounds.
    public var isAbsolute: Bool {
        if case .absolute = self { return true }
        return false
    }

    /// True when its coordinates are finite.
    public var isFinite: Bool {
        switch self {
        case .absolute(let p): return p.x.isFinite && p.y.isFinite
        case .relative(let u): return u.x.isFinite && u.y.isFinite
        }
    }
}
