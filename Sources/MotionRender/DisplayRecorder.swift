import Foundation

/// Where the canvases of one frame (or page) record what they draw: the frame's display list,
/// the lists of the layers and masks being drawn now (innermost last), and the frame's budget.
///
/// Every canvas of the frame shares it, a scene drawn inside another included, so items land in
/// drawing order in the list that is open. Owned by one thread for the duration of the frame.
final class DisplayRecorder {
    /// What the frame holds so far, kept in one stored value so that recording an item is one
    /// access to the recorder (each access to a stored property of a class is checked at run time).
    private struct Record {
        /// The frame's own list (its top level).
        var list: DisplayList
        /// Lists of the groups being drawn, outermost first; items go into the last one.
        var open: [DisplayList] = []
        /// Items and elements recorded so far, nested ones included (against ``RenderLimits``).
        var items = 0, elements = 0
        /// The first limit the frame went over, as the detail of the render error.
        var overLimit: String?

        mutating func append(_ item: consuming DisplayItem, cost: Int, nested: Int) {
            guard overLimit == nil else { return }
            items += 1 + nested
            elements += cost
            if items > RenderLimits.displayItems {
                overLimit = "draws more than \(RenderLimits.displayItems) items in one frame, over the limit (RenderLimits.displayItems)"
            } else if elements > RenderLimits.displayElements {
                overLimit = "draws more than \(RenderLimits.displayElements) path elements, glyphs and pixel blocks in one frame, over the limit (RenderLimits.displayElements)"
            } else if open.isEmpty {
                list.append(item)
            } else {
                open[open.count - 1].append(item)
            }
        }
    }

    private var record: Record
    /// How many of the open groups are rasterized when replayed (filtered layers, luminance
    /// masks): inside one, the frame's pixels cannot be read.
    private var rasterizing = 0
    /// Ids handed to masks so far.
    private var masks = 0
    /// The frame's pixels so far, for a raster frame (`MotionCanvas.pixels(in:)`); nil for SVG
    /// and PDF, which have none.
    var pixels: ((PixelRegion) -> RasterImage?)?

    /// Starts a frame in `list`'s storage (kept from an earlier frame, emptied here).
    init(reusing list: consuming DisplayList = DisplayList()) {
        list.removeAll()
        record = Record(list: list)
    }

    /// The frame's own list (its top level).
    var list: DisplayList { record.list }
    /// The first limit the frame went over, as the detail of the render error.
    var overLimit: String? { record.overLimit }

    /// Adds `item` to the open list (with `cost` path elements, glyphs or pixel blocks, and
    /// `nested` items in lists it holds that were not recorded here), unless the frame is over a
    /// limit already.
    func append(_ item: consuming DisplayItem, elements cost: Int = 0, nested: Int = 0) {
        record.append(item, cost: cost, nested: nested)
    }

    /// Hands the frame's list over (the recorder is done with it).
    func takeList() -> DisplayList {
        defer { record.list = DisplayList() }
        return record.list
    }

    /// True while no open group is rasterized when replayed, so what the frame holds so far can
    /// be read back.
    var canReadPixels: Bool { rasterizing == 0 }

    /// Runs `body` with a new group open and hands what it recorded to `finish` (also when
    /// `body` throws, before the error is rethrown). Past ``/MotionGraphics/RenderLimits/displayDepth``
    /// nothing runs and the frame is over its limit. `rasterized` says the group is rasterized
    /// when replayed.
    func group(rasterized: Bool = false, _ body: () throws -> Void, finish: (DisplayList) -> Void) rethrows {
        guard record.open.count < RenderLimits.displayDepth else {
            if record.overLimit == nil {
                record.overLimit = "nests layers, masks and scenes more than \(RenderLimits.displayDepth) deep, over the limit (RenderLimits.displayDepth)"
            }
            return
        }
        record.open.append(DisplayList())
        if rasterized { rasterizing += 1 }
        defer {
            if rasterized { rasterizing -= 1 }
            finish(record.open.removeLast())
        }
        try body()
    }

    /// A new mask id, unique in the frame.
    func maskID() -> Int {
        masks += 1
        return masks - 1
    }

    /// The first of `count` new mask ids, unique in the frame (for a list recorded elsewhere).
    func maskIDs(_ count: Int) -> Int {
        masks += count
        return masks - count
    }
}
