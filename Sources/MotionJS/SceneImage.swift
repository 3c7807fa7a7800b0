import MotionRender

/// The native side of a loaded `Image`: the file it names (SVG or bitmap), read and parsed once.
final class SceneImage: NativeObject {
    let asset: any ImageAsset
    let source: String

    init(asset: any ImageAsset, source: String) {
        self.asset = asset
        self.source = source
    }
}
