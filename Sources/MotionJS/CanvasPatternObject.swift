import Foundation
import MotionRender

/// The native side of a `CanvasPattern`: the image it tiles, how it repeats, and the transform
/// `setTransform` gave it (from the image's pixels to the coordinates of the canvas that fills).
final class CanvasPatternObject: NativeObject, CanvasStyleObject {
    let asset: any ImageAsset
    let repetition: TileRepetition
    var transform = MotionTransform.identity

    init(asset: any ImageAsset, repetition: TileRepetition) {
        self.asset = asset
        self.repetition = repetition
    }

    var shading: Shading { .tiledImage(asset, transform: transform, repetition: repetition) }

    /// The `repetition` argument: `repeat` (or empty), `repeat-x`, `repeat-y`, `no-repeat`;
    /// anything else is a `SyntaxError`.
    static func repetition(_ text: String) throws -> TileRepetition {
        switch text {
        case "", "repeat": return .both
        case "repeat-x": return .horizontal
        case "repeat-y": return .vertical
        case "no-repeat": return .none
        default:
            throw ScriptThrow.dom(name: "SyntaxError", message: "Failed to execute 'createPattern': The provided type ('\(text)') is not one of 'repeat', 'no-repeat', 'repeat-x', or 'repeat-y'.")
        }
    }
}
