import Foundation
import MotionRender

/// The text cases: a still with a fresh layout (against the C floor), and a 180-frame sequence
/// of a scene whose text does not change, with and without the layout cache.
enum TextCase {
    /// `text-still`: seconds per 1080 × 840 still drawn into a new image, laid out afresh each
    /// time (cache off), as the C floor does; counts: lines of the paragraph.
    static func still() throws -> Measurement {
        var result = Measurement()
        let scene = ParagraphBenchScene(), options = ParagraphBenchScene.options(cached: false)
        try FrameRasterizer(scene: scene, options: options).draw(at: 0)
        let repeatCount = 20
        result.series[""] = try time(runs: 9) {
            for _ in 0..<repeatCount { try FrameRasterizer(scene: scene, options: options).draw(at: 0) }
        }.map { $0 / Double(repeatCount) }
        var png = options
        png.format = .png
        result.series["png"] = try time(runs: 5) { _ = try MotionRenderer.render(scene, at: 0, options: png) }
        result.counts["lines"] = Double(try lineCount())
        return result
    }

    /// `text-sequence-cached` / `-uncached`: seconds to draw the 180 frames (not encoded) into
    /// one reused image.
    static func sequence(cached: Bool) throws -> Measurement {
        var result = Measurement()
        let rasterizer = try FrameRasterizer(scene: ParagraphBenchScene(moving: true), options: ParagraphBenchScene.options(cached: cached))
        try rasterizer.draw(at: 0)
        result.series[""] = try time(runs: 5) {
            for t in Workload.times(Workload.frames) { try rasterizer.draw(at: t) }
        }
        return result
    }

    /// The paragraph's line count as laid out in the bench scene.
    static func lineCount() throws -> Int {
        nonisolated(unsafe) var lines = 0
        struct Probe: MotionScene {
            let body: @Sendable (inout MotionCanvas) -> Void
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            func draw(_ c: inout MotionCanvas, t: Double) { body(&c) }
        }
        _ = try MotionRenderer.raster(Probe { c in
            lines = c.metrics(of: MotionText(ParagraphBenchScene.paragraph, font: MotionFont(size: 15)),
                              in: CGSize(width: ParagraphBenchScene.frame.width, height: Double.infinity)).lineCount
        }, at: 0)
        return lines
    }
}
