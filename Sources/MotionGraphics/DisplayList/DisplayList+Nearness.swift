import Foundation

extension DisplayList {
    /// Whether `other` draws the same items as this list with every number of their geometry,
    /// transforms, opacities and colours within `tolerance` (default 1e-3: output units, colour
    /// and opacity fractions), and everything else equal.
    ///
    /// A scene at rest whose springs are still settling draws numbers that move in their last
    /// digits from frame to frame: such lists are not equal, but almost surely draw the same
    /// pixels. This is only a cheap test of whether comparing the pixels is worth it (a frame
    /// sequence then keeps the encoded frame when they match); it never decides the output.
    /// Kinds it does not compare closely (gradients, clips, filters, masks, text requests) must be
    /// equal.
    package func isNearlyEqual(to other: DisplayList, tolerance: Double = 1e-3) -> Bool {
        guard items.count == other.items.count, totalCount == other.totalCount else { return false }
        for (a, b) in zip(items, other.items) where a != b {
            guard DisplayNearness(tolerance).items(a, b) else { return false }
        }
        return true
    }
}
