import Foundation

/// An image a canvas can draw or tile: an SVG document or a decoded bitmap (the renderer's
/// `SVGAsset` and `BitmapAsset`). Assets are immutable and shared between threads.
public protocol ImageAsset: AnyObject, Sendable {
    /// The file or name the image came from, for messages.
    var name: String { get }
    /// The natural size in points: an SVG's width and height, a bitmap's pixels (one pixel is one
    /// point, as a canvas takes an image's natural size in CSS pixels).
    var size: CGSize { get }
    /// The SHA-256 of the bytes the image was made from (for pixels made in memory, of the
    /// pixels): what a frame manifest records, so a resumed render notices an edited file.
    var contentHash: String { get }
    /// The file the image was read from, or nil for one made from bytes or pixels.
    var file: URL? { get }
}
