internal import CCairo

/// What one document, or one worker's run of frames, draws SVG assets with.
///
/// - Raster output: a copy of each asset's recording per scope, replayed where the image cache
///   does not apply, and the images of assets at their device sizes (``AssetImageCache``). The
///   pixels never depend on what was drawn before with the scope or on the thread.
/// - SVG and PDF output: the calling thread's own recording of the asset (``SVGAsset/threadMaster()``),
///   the same object in every document that thread writes. A fresh copy per document would cost
///   memory for good: cairo 1.16 never frees a recording once it was drawn into an SVG surface,
///   so SVG sequences grew by every document's copies (docs/performance.md). Each PDF stores an
///   asset once however many pages draw it, and SVG ids are renumbered per document
///   (``SVGDocument``), so a document's bytes do not depend on the documents before it.
///
/// Used by one thread at a time.
final class AssetScope {
    private var copies: [ObjectIdentifier: (asset: SVGAsset, surface: OpaquePointer)] = [:]
    /// Assets composited from images at their device size when the target is raster; nil to
    /// always replay the recordings (the reference the tests compare the cache with).
    let images: AssetImageCache?

    init(cachesImages: Bool = true) {
        images = cachesImages ? AssetImageCache() : nil
    }

    /// The recording to paint for `asset` on `cr`: this scope's copy (made on first use) when `cr`
    /// draws into an image, else the thread's own recording.
    func surface(for asset: SVGAsset, on cr: OpaquePointer) throws -> OpaquePointer {
        guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return try asset.threadMaster() }
        if let entry = copies[ObjectIdentifier(asset)] { return entry.surface }
        let copy = try asset.makeCopy()
        copies[ObjectIdentifier(asset)] = (asset, copy)
        return copy
    }

    /// How many copies this scope holds.
    var copyCount: Int { copies.count }

    deinit {
        for entry in copies.values { cairo_surface_destroy(entry.surface) }
    }
}
