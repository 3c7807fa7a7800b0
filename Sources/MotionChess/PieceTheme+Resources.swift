import Foundation
import MotionRender

extension PieceTheme {
    /// The parsed artwork for `piece`, from `Resources/pieces/<name>/<code>.svg` (or the folder
    /// path), parsed once per process (``/MotionRender/SVGAssetCache/shared``).
    ///
    /// - Throws: the resource lookup's error naming the missing file, or the SVG parser's error.
    public func asset(for piece: Piece) throws -> SVGAsset {
        let url = isFolderPath ? URL(fileURLWithPath: assetPath(for: piece)) : try MotionResources.url(assetPath(for: piece))
        return try SVGAssetCache.shared.asset(at: url)
    }
}
