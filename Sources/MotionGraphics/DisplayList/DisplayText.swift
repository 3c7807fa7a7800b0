import Foundation

/// A text a display list draws: the recipe of its layout, where the layout's top-left corner
/// goes, and the glyphs that layout places (shaped once, when the text was recorded).
public struct DisplayText: Hashable, Sendable {
    /// Everything the layout depends on (two equal requests lay out the same glyphs).
    public let request: TextLayoutRequest
    /// The layout's top-left corner, in the drawing's coordinates.
    public let origin: CGPoint
    /// The layout's box (relative gradients are placed in it), in points.
    public let size: CGSize
    /// Each line's runs, lines top to bottom, runs left to right; glyph positions are in points
    /// from ``origin``.
    public let lines: [[GlyphRun]]
    /// The layout object that recorded it, for the backend of the thread that laid it out (it
    /// checks the object is its own before using it); not part of the value.
    nonisolated(unsafe) package let layout: AnyObject?

    /// The text laid out by `request`, its top-left corner at `origin`.
    public init(request: TextLayoutRequest, origin: CGPoint, size: CGSize, lines: [[GlyphRun]]) {
        self.init(request: request, origin: origin, size: size, lines: lines, layout: nil)
    }

    /// The same, with the layout object that made the glyphs.
    package init(request: TextLayoutRequest, origin: CGPoint, size: CGSize, lines: [[GlyphRun]], layout: AnyObject?) {
        self.request = request
        self.origin = origin
        self.size = size
        self.lines = lines
        self.layout = layout
    }

    /// Equal request and place (the glyphs follow from the request).
    public static func == (a: DisplayText, b: DisplayText) -> Bool {
        a.origin == b.origin && a.size == b.size && a.request == b.request
    }

    /// Hashes the request and the place.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(request)
        hasher.combine(origin.x)
        hasher.combine(origin.y)
    }
}
