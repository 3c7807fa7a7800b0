import Foundation

/// Where the canvases of one frame (or page) record what they draw: the frame's display list,
/// the lists of the layers and masks being drawn now (innermost last), and the frame's budget.
///
/// Every canvas of the frame shares it, a scene drawn inside another included, so items land in
/// drawing order in the list that is open. Owned by one thread for the duration of the frame.
final class DisplayRecorder {
    /// The frame's own list (its top level).
    private(set) var list = DisplayList()
    /// Lists of the groups being drawn, outermost first; items go into the last one.
    private var open: [DisplayList] = []
    /// How many of the open groups are rasterized when replayed (filtered layers, luminance
    /// masks): inside one, the frame's pixels cannot be read.
    private var rasterizing = 0
    /// Ids handed to masks so far.
    private var masks = 0
    /// Items and elements recorded so far, nested ones included (against ``RenderLimits``).
    private var items = 0, elements = 0
    /// The first limit the frame went over, as the detail of the render error.
    private(set) var overLimit: String?
    /// The frame's pixels so far, for a raster frame (`MotionCanvas.pixels(in:)`); nil for SVG
    /// and PDF, which have none.
    var pixels: ((PixelRegion) -> RasterImage?)?

    /// Starts a frame with `list`'s storage (kept from the previous frame, emptied).
    init(reusing list: DisplayList = DisplayList()) {
        self.list = list
        self.list.removeAll()
    }

    /// Adds `item` to the open list; false (and nothing added) once the frame is over a limit.
    @discardableResult
    func append(_ item: DisplayItem, elements cost: Int = 0) -> Bool {
        guard overLimit == nil else { return false }
        items += 1
        elements += cost
        if items > RenderLimits.displayItems {
            overLimit = "draws more than \(RenderLimits.displayItems) items in one frame, over the limit (RenderLimits.displayItems)"
            return false
        }
        if elements > RenderLimits.displayElements {
            overLimit = "draws more than \(RenderLimits.displayElements) path elements, glyphs and pixel blocks in one frame, over the limit (RenderLimits.displayElements)"
            return false
        }
        if open.isEmpty { list.append(item) } else { open[open.count - 1].append(item) }
        return true
    }

    /// The items already in the frame's list.
    var topLevelCount: Int { list.items.count }

    /// True while no open group is rasterized when replayed, so what the frame holds so far can
    /// be read back.
    var canReadPixels: Bool { rasterizing == 0 }

    /// Runs `body` with a new group open and returns what it recorded (also when `body` throws,
    /// through `finish`, before the error is rethrown). False from `begin` means the frame is
    /// too deep: nothing runs.
    func group(rasterized: Bool = false, _ body: () throws -> Void, finish: (DisplayList) -> Void) rethrows {
        guard open.count < RenderLimits.displayDepth else {
            if overLimit == nil {
                overLimit = "nests layers, masks and scenes more than \(RenderLimits.displayDepth) deep, over the limit (RenderLimits.displayDepth)"
            }
            return
        }
        open.append(DisplayList())
        if rasterized { rasterizing += 1 }
        defer {
            if rasterized { rasterizing -= 1 }
            finish(open.removeLast())
        }
        try body()
    }

    /// A new mask id, unique in the frame.
    func maskID() -> Int {
        masks += 1
        return masks - 1
    }
}
