internal import CCairo
import Foundation

/// What one document, or one worker's run of frames, draws image assets with.
///
/// - Raster output: a copy of each SVG asset's recording per scope, replayed where the image
///   cache does not apply, and the images of SVG assets at their device sizes
///   (``AssetImageCache``). The pixels never depend on what was drawn before with the scope or on
///   the thread (cairo caches data on a drawn source surface).
/// - SVG and PDF output: the calling thread's own recording of an SVG asset
///   (``SVGAsset/threadMaster()``), the same object in every document that thread writes. A fresh
///   copy per document would cost memory for good: cairo 1.16 never frees a recording once it was
///   drawn into an SVG surface, so SVG sequences grew by every document's copies
///   (docs/performance.md). Each PDF stores an asset once however many pages draw it, and SVG ids
///   are renumbered per document (``SVGDocument``), so a document's bytes do not depend on the
///   documents before it.
/// - Bitmaps get one surface per scope over their shared, immutable pixels, in every format.
///
/// Used by one thread at a time.
package final class AssetScope {
    private var copies: [ObjectIdentifier: OpaquePointer] = [:]
    /// Every asset drawn, however it was drawn (kept alive while its identifier is a key).
    private var drawn: [ObjectIdentifier: any ImageAsset] = [:]
    /// SVG assets composited from images at their device size when the target is raster; nil to
    /// always replay the recordings (the reference the tests compare the cache with).
    let images: AssetImageCache?
    /// The document's text engine and its cache of laid-out texts.
    let text = TextScope()

    package init(cachesImages: Bool = true) {
        images = cachesImages ? AssetImageCache() : nil
    }

    /// Every image asset drawn with this scope so far (what a frame manifest records).
    var assets: [any ImageAsset] { Array(drawn.values) }

    /// How many surfaces this scope holds for raster output (copies of recordings, bitmaps).
    var copyCount: Int { copies.count }

    /// Composites `asset` from the image cache (see ``AssetImageCache/paint(_:in:transform:opacity:_:)``);
    /// false, with `cr` unchanged, when the caller must paint its surface instead.
    func paintFromImage(_ asset: SVGAsset, in rect: CGRect, transform: MotionTransform, alpha: Double, _ cr: OpaquePointer) -> Bool {
        guard let images, images.paint(asset, in: rect, transform: transform, opacity: alpha, cr) else { return false }
        drawn[ObjectIdentifier(asset)] = asset
        return true
    }

    /// The surface to paint for `asset` on `cr`: for an SVG asset, this scope's copy of its
    /// recording (made on first use) when `cr` draws into an image, else the thread's own
    /// recording; for a bitmap, this scope's surface over its pixels.
    func surface(for asset: any ImageAsset, on cr: OpaquePointer) throws -> OpaquePointer {
        let id = ObjectIdentifier(asset)
        if let svg = asset as? SVGAsset, cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE {
            let master = try svg.threadMaster()
            drawn[id] = asset
            return master
        }
        if let copy = copies[id] { return copy }
        let surface: OpaquePointer
        switch asset {
        case let svg as SVGAsset: surface = try svg.makeCopy()
        case let bitmap as BitmapAsset: surface = bitmap.makeSurface()
        default:
            throw RenderError.image(file: asset.name, message: "is a \(type(of: asset)); only SVGAsset and BitmapAsset can be drawn")
        }
        copies[id] = surface
        drawn[id] = asset
        return surface
    }

    deinit {
        // The surfaces first: a bitmap's surface uses its asset's pixels until it is destroyed.
        for surface in copies.values { cairo_surface_destroy(surface) }
    }
}
