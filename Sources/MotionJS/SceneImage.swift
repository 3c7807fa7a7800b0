import MotionRender

/// The native side of a loaded `Image`: the SVG file it names, parsed once.
final class SceneImage: NativeObject {
    let asset: SVGAsset
    let source: String

    init(asset: SVGAsset, source: String) {
        self.asset = asset
        self.source = source
    }
}
