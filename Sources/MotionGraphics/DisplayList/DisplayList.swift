import Foundation

/// What a frame draws, in order: the record MotionRender's `MotionCanvas` makes of a scene's
/// drawing calls, which every output format is written from (PNG and PDF replay it into cairo; SVG,
/// the animated SVG and the frame comparisons read it).
///
/// A value, like the frame it describes: two frames that draw the same thing have equal lists,
/// so a sequence can encode a repeated frame once and `motion diff` can name the first drawing
/// call where two scenes part. Each ``DisplayItem`` holds the operation and the canvas copy's
/// whole state when it was made (transform, opacity, clips, filters, masks, blend mode), so an
/// item can be drawn without the ones before it (a Porter–Duff blend mode still composites with
/// what they drew). Layers, masks and scenes drawn inside scenes hold lists of their own.
///
/// Its size is bounded: a frame may hold at most ``RenderLimits/displayItems`` items, nested
/// ones included, and nest at most ``RenderLimits/displayDepth`` deep; past either the render
/// fails naming the scene, the time and the limit, and no file is written.
public struct DisplayList: Hashable, Sendable {
    /// The items in drawing order (the list's own level; nested items are inside layers and masks).
    public private(set) var items: [DisplayItem] = []
    /// Items in the list and in every list nested in it.
    public private(set) var totalCount = 0

    /// An empty list.
    public init() {}

    /// A list of `items`, in drawing order.
    public init(_ items: [DisplayItem]) {
        for item in items { append(item) }
    }

    /// True when nothing is drawn.
    public var isEmpty: Bool { items.isEmpty }

    /// Adds `item` at the end.
    public mutating func append(_ item: consuming DisplayItem) {
        totalCount += 1 + item.operation.nestedCount
        items.append(item)
    }

    /// Empties the list, keeping its storage for the next frame.
    package mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        totalCount = 0
    }

    /// The first place where `self` and `other` differ, as the path of item indices to it
    /// (`[37]`: item 37 of the top level; `[12, 3]`: item 3 of the list nested in item 12) with
    /// the two items there (nil where one list ended), or nil when the lists are equal.
    public func firstDifference(from other: DisplayList) -> DisplayDifference? {
        let shared = min(items.count, other.items.count)
        for i in 0..<shared where items[i] != other.items[i] {
            let a = items[i], b = other.items[i]
            if a.state == b.state, let inner = a.operation.nestedList, let otherInner = b.operation.nestedList,
               a.operation.withoutNestedList == b.operation.withoutNestedList,
               let deeper = inner.firstDifference(from: otherInner) {
                return DisplayDifference(path: [i] + deeper.path, first: deeper.first, second: deeper.second)
            }
            return DisplayDifference(path: [i], first: a, second: b)
        }
        guard items.count != other.items.count else { return nil }
        return DisplayDifference(path: [shared], first: items.count > shared ? items[shared] : nil,
                                 second: other.items.count > shared ? other.items[shared] : nil)
    }
}
