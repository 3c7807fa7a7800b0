import Foundation
import MotionRender

/// The trophy drawn by ``LevelUpScene``: `Resources/trophy.svg` of this target (64 × 64 points),
/// parsed once per process.
///
/// The SVG ships inside this package (SwiftPM copies it into the target's resource bundle), so the
/// scene does not depend on MotionKit's own `Resources/` folder. Its colours are fixed gold tones
/// that read on both the light and the dark palette.
enum TrophyAsset {
    /// The parsed asset, or the error that names the file (a missing bundle, an unreadable SVG).
    /// Errors are kept, not retried: the file is part of the build and cannot change while running.
    static let shared: Result<SVGAsset, Error> = Result {
        guard let url = Bundle.module.url(forResource: "trophy", withExtension: "svg") else {
            throw RenderError.asset(file: "trophy.svg", message: "is missing from the MyScenes resource bundle")
        }
        return try SVGAsset(contentsOf: url)
    }
}
