/// What an image of an SVG asset in ``AssetImageCache`` depends on: the asset, its device scale
/// on each axis (compared as exact `Double`s) and the sub-pixel phase of its origin, in
/// 1/``AssetImageCache/phases`` of a pixel on each axis (0 on whole pixels).
struct AssetImageKey: Hashable {
    let asset: ObjectIdentifier
    let scaleX: Double, scaleY: Double
    let phaseX: Int, phaseY: Int

    /// Where the asset's origin lies in its image, in pixels: the phase as a fraction.
    var offsetX: Double { Double(phaseX) / Double(AssetImageCache.phases) }
    var offsetY: Double { Double(phaseY) / Double(AssetImageCache.phases) }
}
