internal import CCairo

/// The copies of image assets one document draws with: one cairo surface per asset per document.
///
/// A PNG frame is a document, so its pixels never depend on earlier frames or on the thread
/// (cairo caches data on a drawn source surface). A storyboard PDF is one document, so an asset
/// drawn on many pages is stored once in the file. SVG assets are copied as recording surfaces;
/// bitmaps get a surface over their shared, immutable pixels. Used by one thread at a time.
final class AssetScope {
    private var copies: [ObjectIdentifier: (asset: any ImageAsset, surface: OpaquePointer)] = [:]
    /// The document's text engine and its cache of laid-out texts.
    let text = TextScope()

    /// Every image asset drawn in this document so far (what a frame manifest records).
    var assets: [any ImageAsset] { copies.values.map(\.asset) }

    /// This document's surface for `asset`, made on first use.
    func surface(for asset: any ImageAsset) throws -> OpaquePointer {
        if let entry = copies[ObjectIdentifier(asset)] { return entry.surface }
        let copy: OpaquePointer
        switch asset {
        case let svg as SVGAsset: copy = try svg.makeCopy()
        case let bitmap as BitmapAsset: copy = bitmap.makeSurface()
        default:
            throw RenderError.image(file: asset.name, message: "is a \(type(of: asset)); only SVGAsset and BitmapAsset can be drawn")
        }
        copies[ObjectIdentifier(asset)] = (asset, copy)
        return copy
    }

    deinit {
        // The surfaces first: a bitmap's surface uses its asset's pixels until it is destroyed.
        for entry in copies.values { cairo_surface_destroy(entry.surface) }
    }
}
