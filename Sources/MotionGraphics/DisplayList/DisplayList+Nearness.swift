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
        nearDifferences(from: other, tolerance: tolerance) != nil
    }

    /// The indices of the top-level items that differ from `other`'s when the two lists are
    /// nearly equal (``isNearlyEqual(to:tolerance:)``); nil when they are not.
    package func nearDifferences(from other: DisplayList, tolerance: Double = 1e-3) -> [Int]? {
        guard items.count == other.items.count, totalCount == other.totalCount else { return nil }
        var differing: [Int] = []
        for i in items.indices where items[i] != other.items[i] {
            guard DisplayNearness(tolerance).items(items[i], other.items[i]) else { return nil }
            differing.append(i)
        }
        return differing
    }
}
