internal import CCairo

/// The copies of SVG assets one document draws with: one copy per asset per document, and the
/// images of assets at their device sizes for raster output (``AssetImageCache``).
///
/// A PNG frame is a document, so its pixels never depend on earlier frames or on the thread
/// (cairo caches data on a drawn source surface). A storyboard PDF is one document, so an asset
/// drawn on many pages is stored once in the file. Used by one thread at a time.
final class AssetScope {
    private var copies: [ObjectIdentifier: (asset: SVGAsset, surface: OpaquePointer)] = [:]
    /// Assets composited from images at their device size when the target is raster; nil to
    /// always replay the recordings (the reference the tests compare the cache with).
    let images: AssetImageCache?

    init(cachesImages: Bool = true) {
        images = cachesImages ? AssetImageCache() : nil
    }

    /// This document's copy of `asset`, made on first use.
    func surface(for asset: SVGAsset) throws -> OpaquePointer {
        if let entry = copies[ObjectIdentifier(asset)] { return entry.surface }
        let copy = try asset.makeCopy()
        copies[ObjectIdentifier(asset)] = (asset, copy)
        return copy
    }

    deinit {
        for entry in copies.values { cairo_surface_destroy(entry.surface) }
    }
}
