import Foundation

/// The part of a `MotionCanvas` that SwiftUI's `GraphicsContext` calls the context: its
/// transform. Changing it changes only the canvas copy it belongs to.
///
/// ```swift
/// var table = c
/// table.context.translateBy(x: 0, y: 14 * (1 - k))   // `c` is unchanged
/// ```
public struct MotionContext: Hashable, Sendable {
    /// Maps the scene's box coordinates (points) to the output (pixels or points).
    public var transform: MotionTransform

    /// A context with `transform` (default identity: box points are output units).
    public init(transform: MotionTransform = .identity) {
        self.transform = transform
    }

    /// Moves the origin by `(x, y)` points in the current coordinates (canvas `translate`).
    public mutating func translateBy(x: Double, y: Double) {
        transform = transform.prepending(MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    }

    /// Rotates by `radians` about the current origin; positive turns clockwise on screen, as
    /// canvas `rotate` does (y points down).
    public mutating func rotate(by radians: Double) {
        let cs = cos(radians), sn = sin(radians)
        transform = transform.prepending(MotionTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0))
    }

    /// Scales the current coordinates by `(x, y)`; negative values mirror.
    public mutating func scaleBy(x: Double, y: Double) {
        transform = transform.prepending(MotionTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
    }

    /// Applies `other` before the current transform.
    public mutating func concatenate(_ other: MotionTransform) {
        transform = transform.prepending(other)
    }
}
