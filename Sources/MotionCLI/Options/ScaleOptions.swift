import Foundation
import MotionRender

/// `--scale`, for every command that draws frames.
struct ScaleOptions: ParsableArguments {
    @Option("--scale", placeholder: "FACTOR", help: "Multiply the box (360x280 for most scenes, 480x320 for a curve plot) by FACTOR.",
            requirement: Requirement("is invalid: \(RenderLimits.scaleExpectation)", RenderLimits.isScale))
    var scale: Double = 1

    /// The frame size `scene` (or a plot's `box`) gets at this scale; a usage error naming the
    /// option as typed when it gives less than one pixel or more than the pixel limit.
    func geometry(box: CGSize, name: String, pixelLimit: Int = RenderLimits.defaultPixels) throws -> OutputGeometry {
        try Self.geometry(box: box, size: .scale(scale), option: "--scale \($scale.spelled(default: scale))", name: name, pixelLimit: pixelLimit)
    }

    /// The one check of an output's size against a box: "--scale 60 does not fit scene 'coins': …".
    static func geometry(box: CGSize, size: RenderSize, option: String, name: String, pixelLimit: Int) throws -> OutputGeometry {
        do {
            return try OutputGeometry(box: box, size: size, pixelLimit: pixelLimit)
        } catch let error as RenderError {
            throw CommandError.usage("\(option) does not fit \(name): \(error)")
        }
    }
}
