import Foundation
import MotionRender

/// Measures text for canvas contexts: through the frame's `MotionCanvas` while a scene draws,
/// otherwise (offscreen canvases, scripts) through a one-pixel render made for the purpose.
/// Results are cached per string and font; the measure does not depend on the transform.
final class TextMeasurer {
    /// The most cached measurements (bounded memory).
    static let maximumEntries = 4096

    private struct Key: Hashable {
        let text: String
        let font: MotionFont
    }

    private var cache: [Key: TextMetrics] = [:]
    /// A canvas of the frame being drawn, when there is one.
    var liveCanvas: MotionCanvas?

    func measure(_ text: String, _ font: MotionFont) throws -> TextMetrics {
        let key = Key(text: text, font: font)
        if let known = cache[key] { return known }
        let metrics: TextMetrics
        if let canvas = liveCanvas {
            metrics = canvas.measure(text, font: font)
        } else {
            metrics = try TextMeasurer.offline(text, font)
        }
        if cache.count >= TextMeasurer.maximumEntries { cache.removeAll(keepingCapacity: true) }
        cache[key] = metrics
        return metrics
    }

    /// Draws a one-pixel scene whose only work is the measurement.
    private static func offline(_ text: String, _ font: MotionFont) throws -> TextMetrics {
        let result = MeasuringScene.Result()
        let scene = MeasuringScene(text: text, font: font, result: result)
        do {
            _ = try MotionRenderer.raster(scene, at: 0, options: RenderOptions(background: false))
        } catch {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "text cannot be measured: \(error)")
        }
        return result.metrics ?? TextMetrics(width: 0, ascent: 0, descent: 0)
    }
}

extension TextMeasurer {
    /// A one-point scene that measures a string on the canvas it is given.
    fileprivate struct MeasuringScene: MotionScene {
        final class Result: @unchecked Sendable {
            var metrics: TextMetrics?
        }

        let text: String
        let font: MotionFont
        let result: Result
        var duration: Double { 1 }
        var stillTime: Double { 0 }
        var box: CGSize { CGSize(width: 1, height: 1) }
        var name: String { "text-measure" }

        func draw(_ canvas: inout MotionCanvas, t: Double) {
            result.metrics = canvas.measure(text, font: font)
        }
    }
}
