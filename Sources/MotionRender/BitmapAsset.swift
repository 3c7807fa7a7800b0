internal import CCairo
import Foundation

/// A bitmap image (a photo, a screenshot) decoded once: PNG and JPEG through gdk-pixbuf, WebP
/// through libwebp, recognised by their first bytes. Draw it with ``MotionCanvas/image(_:in:)``
/// or tile it with ``/MotionGraphics/Shading/tiledImage(_:origin:sourceRect:scale:repetition:)``.
///
/// Its natural size is its pixel size in points (one pixel per point, as a canvas takes an
/// image's size in CSS pixels); JPEGs are turned as their EXIF orientation says, as browsers
/// do. No colour profile is applied (pixels are taken as sRGB).
///
/// In PDF and SVG output each image is stored once per document however many times or pages
/// draw it; a JPEG is embedded as the file's own bytes, other images as lossless pixels.
///
/// Safety: files over ``maximumBytes`` are refused before they are read, truncated files are
/// refused, and images whose header announces more than `pixelLimit` pixels (default: the
/// output limit, ``/MotionGraphics/RenderLimits/defaultPixels``) or a side over
/// ``/MotionGraphics/RenderLimits/imageSide`` are refused before any pixel is decoded.
///
/// ```swift
/// let photo = try BitmapAssetCache.shared.resource("photos/coach.jpg")
/// var avatar = c
/// avatar.clip(to: MotionPath(ellipseIn: rect))
/// avatar.image(photo, in: rect)
/// ```
public final class BitmapAsset: ImageAsset, @unchecked Sendable {
    /// The largest image file accepted, in bytes (64 MiB).
    public static let maximumBytes = 64 << 20

    public let name: String
    /// The format the file's first bytes say it is in (whatever its extension).
    public let format: BitmapFormat
    /// Width and height in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    /// Width and height in points: one point per pixel.
    public var size: CGSize { CGSize(width: pixelWidth, height: pixelHeight) }
    /// The SHA-256 of the file's bytes (or of the pixels, for an image made from pixels).
    public let contentHash: String
    /// The file the image was read from, or nil.
    public let file: URL?

    /// Premultiplied ARGB32 rows (cairo's image format), immutable after init and shared by
    /// every document's surface.
    let pixels: UnsafeMutableRawPointer
    let stride: Int
    /// The file's bytes when they show exactly these pixels and PDF and SVG can embed them as
    /// they are (JPEG), or nil.
    private let embeddable: (bytes: UnsafeMutableRawPointer, count: Int)?

    /// Reads and decodes an image file (a regular file of at most ``maximumBytes``, see
    /// `InputFile`); errors name the file.
    public convenience init(contentsOf url: URL, pixelLimit: Int = RenderLimits.defaultPixels) throws {
        let data: Data
        do { data = try InputFile.read(url, limit: BitmapAsset.maximumBytes) } catch {
            throw RenderError.image(file: error.path, message: error.reason)
        }
        try self.init(data: data, name: url.path, file: url, pixelLimit: pixelLimit)
    }

    /// Decodes image bytes; `name` is used in error messages.
    public convenience init(data: Data, name: String, pixelLimit: Int = RenderLimits.defaultPixels) throws {
        try self.init(data: data, name: name, file: nil, pixelLimit: pixelLimit)
    }

    /// Decodes image bytes read from `file` (recorded in frame manifests, so a resumed render
    /// notices an edited file); `name` is used in error messages.
    package init(data: Data, name: String, file: URL?, pixelLimit: Int) throws {
        guard !data.isEmpty else { throw RenderError.image(file: name, message: "is empty") }
        guard data.count <= BitmapAsset.maximumBytes else {
            throw RenderError.image(file: name, message: "is \(data.count) bytes, over the limit of \(BitmapAsset.maximumBytes)")
        }
        guard let format = BitmapFormat(signature: data) else {
            throw RenderError.image(file: name, message: "is not a PNG, JPEG or WebP image (its first bytes match none of them)")
        }
        let decoded = try BitmapDecoder.decode(data, format: format, name: name, pixelLimit: pixelLimit)
        self.name = name
        self.file = file
        contentHash = ContentHash.sha256(data)
        self.format = format
        pixelWidth = decoded.width
        pixelHeight = decoded.height
        pixels = decoded.pixels
        stride = decoded.stride
        if format == .jpeg, decoded.matchesFile {
            let bytes = UnsafeMutableRawPointer.allocate(byteCount: data.count, alignment: 1)
            data.copyBytes(to: bytes.assumingMemoryBound(to: UInt8.self), count: data.count)
            embeddable = (bytes, data.count)
        } else {
            embeddable = nil
        }
    }

    /// An image made from straight RGBA pixels (a frame rendered offscreen, pixels a scene
    /// computed), one point per pixel.
    public init(_ image: RasterImage, name: String) throws {
        try BitmapDecoder.check(width: image.width, height: image.height, pixelLimit: RenderLimits.defaultPixels, name: name)
        self.name = name
        file = nil
        contentHash = ContentHash.sha256(Data(image.rgba))
        format = .png
        pixelWidth = image.width
        pixelHeight = image.height
        stride = BitmapDecoder.stride(image.width)
        pixels = image.rgba.withUnsafeBufferPointer {
            BitmapDecoder.premultiplied($0.baseAddress!, width: image.width, height: image.height, rowBytes: image.width * 4,
                                        channels: 4, hasAlpha: true)
        }
        embeddable = nil
    }

    deinit {
        pixels.deallocate()
        embeddable?.bytes.deallocate()
    }

    /// The decoded pixels, straight RGBA.
    public var rasterImage: RasterImage {
        let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(pixelWidth), Int32(pixelHeight), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        return RasterImage(surface: surface)
    }

    /// The file's bytes when a document may embed them as they are (a JPEG that decodes to
    /// exactly these pixels), else nil.
    var embeddableFile: Data? { embeddable.map { Data(bytes: $0.bytes, count: $0.count) } }

    /// A new cairo surface over the shared pixels, owned by the caller, which must keep this
    /// asset alive while the surface exists; a JPEG carries its file's bytes for PDF and SVG.
    func makeSurface() -> OpaquePointer {
        let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(pixelWidth), Int32(pixelHeight), Int32(stride))!
        if let embeddable {
            // cairo may keep the bytes past the surface (a PDF's snapshot); they live as long as the asset.
            let retained = Unmanaged.passRetained(self).toOpaque()
            cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, embeddable.bytes.assumingMemoryBound(to: UInt8.self),
                                        UInt(embeddable.count), { closure in
                                            guard let closure else { return }
                                            Unmanaged<BitmapAsset>.fromOpaque(closure).release()
                                        }, retained)
        }
        return surface
    }
}
