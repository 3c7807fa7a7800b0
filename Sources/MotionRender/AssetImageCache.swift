internal import CCairo
import Foundation

/// Images of SVG assets at exactly the device size they are drawn at, for raster output: an asset
/// drawn again at the same size is composited from its image instead of replaying its recording
/// (docs/raster-asset-cache.md has the design and the measurements).
///
/// The rule, checked on every draw:
/// - the target is an image surface (a PNG frame, or a layer on one), the asset's transform to
///   device pixels is a positive scale plus a translation (no rotation, skew or flip), and its
///   pixels lie inside the clip, which is made of whole-pixel rectangles (with no clip: inside the
///   image). Anything else replays the recording, so SVG and PDF stay vector, and an asset cut
///   by the image's edge or by a clip looks as before;
/// - the origin's fraction of a pixel is rounded to the nearest 1/``phases`` on each axis. On
///   whole pixels the image gives exactly the recording's pixels (cairo itself replays a recording
///   source into an image at the device transform and composites that); between pixels each edge
///   moves by at most 1/64 pixel. A moving asset under ``minimumMovingSide`` device pixels on
///   either side replays its recording instead, where that rounding would weigh more;
/// - an asset the rule applies to is always drawn from the image of its key (asset, device scale,
///   phase), so a frame's pixels never depend on what the cache holds: a frame sequence on any
///   number of jobs gives the bytes of single renders. A key's image is *kept* from its second
///   use on (its first use draws a throwaway image, which costs what replaying the recording
///   costs), so an asset whose size animates does not fill the cache with images used once;
/// - at most ``maximumEntries`` keys and about ``maximumBytes`` of images (checked when a key is
///   added): past either, the cache is emptied and refills with what the next draws use. An
///   image with more pixels than the target surface is never made.
///
/// Images are made from the calling thread's drawing of the asset and used by that thread only.
final class AssetImageCache {
    /// Sub-pixel positions per pixel and axis.
    static let phases = 32
    /// Moving assets smaller than this on either side, in device pixels, replay their recording.
    static let minimumMovingSide = 40.0
    static let maximumEntries = 256
    static let maximumBytes = 64 << 20

    /// Each key's asset (kept alive while its identifier is a key) and image (nil after its first use).
    private var entries: [AssetImageKey: (asset: SVGAsset, image: OpaquePointer?)] = [:]
    private var bytes = 0

    deinit { empty() }

    /// Keys seen so far (with or without an image) and the bytes of the images kept.
    var count: (keys: Int, images: Int, bytes: Int) {
        (entries.count, entries.values.filter { $0.image != nil }.count, bytes)
    }

    /// Composites `asset` scaled into `rect` (in the coordinates of `transform`, the canvas's
    /// current transform) with `opacity` onto `cr` from the image of its key, when the rule above
    /// applies. Returns false, with `cr` as it was, when the caller must paint the recording.
    /// `cr`'s clip applies; after a true return its matrix is changed (the caller restores the state).
    func paint(_ asset: SVGAsset, in rect: CGRect, transform t: MotionTransform, opacity: Double, _ cr: OpaquePointer) -> Bool {
        guard t.b == 0, t.c == 0 else { return false }
        guard cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        // The same operations, in the same order, as cairo_translate then cairo_scale on the
        // canvas matrix (with b = c = 0), so the whole-pixel test sees the numbers cairo would
        // rasterize with.
        let sx = rect.width / asset.size.width * t.a, sy = rect.height / asset.size.height * t.d
        guard sx > 0, sy > 0 else { return false }
        let ox = rect.minX * t.a + t.tx, oy = rect.minY * t.d + t.ty
        var ix = ox.rounded(.down), iy = oy.rounded(.down)
        var px = Int(((ox - ix) * Double(Self.phases)).rounded()), py = Int(((oy - iy) * Double(Self.phases)).rounded())
        if px == Self.phases { px = 0; ix += 1 }
        if py == Self.phases { py = 0; iy += 1 }
        let width = sx * asset.size.width, height = sy * asset.size.height
        if px != 0 || py != 0, width < Self.minimumMovingSide || height < Self.minimumMovingSide { return false }
        let key = AssetImageKey(asset: ObjectIdentifier(asset), scaleX: sx, scaleY: sy, phaseX: px, phaseY: py)
        let pixelsWide = (key.offsetX + width).rounded(.up), pixelsHigh = (key.offsetY + height).rounded(.up)
        var canvasMatrix = cairo_matrix_t()
        cairo_get_matrix(cr, &canvasMatrix)
        cairo_identity_matrix(cr)
        guard Self.clipContains(cr, x: ix, y: iy, width: pixelsWide, height: pixelsHigh),
              let (image, kept) = image(asset, key, pixelsWide: Int(pixelsWide), pixelsHigh: Int(pixelsHigh), cr) else {
            cairo_set_matrix(cr, &canvasMatrix)
            return false
        }
        cairo_set_source_surface(cr, image, ix, iy)
        cairo_paint_with_alpha(cr, opacity)
        if !kept {
            // Drop the context's reference before the image, so it is freed now.
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            cairo_surface_destroy(image)
        }
        return true
    }

    /// True when the device rectangle lies inside one rectangle of `cr`'s clip, itself made of
    /// whole-pixel rectangles (with no clip, the surface's bounds). Anywhere else cairo may
    /// composite the recording's drawing operations one by one through the clip, or cut them at
    /// the surface's edge, and the image would differ from it by rounding.
    private static func clipContains(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) -> Bool {
        let list = cairo_copy_clip_rectangle_list(cr)!
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            if x >= r.x, y >= r.y, x + width <= r.x + r.width, y + height <= r.y + r.height { return true }
        }
        return false
    }

    /// The key's image and whether the cache keeps it (else the caller destroys it after
    /// painting): the kept one, or a new one, kept from the key's second use on. Nil when no
    /// image can be made (larger than the target, out of memory).
    private func image(_ asset: SVGAsset, _ key: AssetImageKey, pixelsWide: Int, pixelsHigh: Int,
                       _ cr: OpaquePointer) -> (OpaquePointer, kept: Bool)? {
        let seen = entries[key]
        if let image = seen?.image { return (image, true) }
        let target = cairo_get_target(cr)
        guard pixelsWide * pixelsHigh <= Int(cairo_image_surface_get_width(target)) * Int(cairo_image_surface_get_height(target)),
              let master = try? asset.threadMaster() else { return nil }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelsWide), Int32(pixelsHigh))!
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        let draw = cairo_create(image)!
        cairo_translate(draw, key.offsetX, key.offsetY)
        cairo_scale(draw, key.scaleX, key.scaleY)
        cairo_set_source_surface(draw, master, 0, 0)
        cairo_paint(draw)
        cairo_destroy(draw)
        if entries.count >= Self.maximumEntries || bytes > Self.maximumBytes { empty() }
        if seen == nil {
            entries[key] = (asset, nil)
            return (image, false)
        }
        entries[key] = (asset, image)
        bytes += Int(cairo_image_surface_get_stride(image)) * pixelsHigh
        return (image, true)
    }

    private func empty() {
        for entry in entries.values { if let image = entry.image { cairo_surface_destroy(image) } }
        entries.removeAll(keepingCapacity: true)
        bytes = 0
    }
}
