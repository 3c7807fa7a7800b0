import Foundation

/// SVG: the frame's display list written by the package's own ``SVGWriter``, with the options'
/// id prefix (or one derived from the scene, time and drawing options), title and description.
enum SVGStillWriter: StillWriter {
    static func document(_ frame: StillFrame) throws -> Data {
        let scene = frame.scene, options = frame.options
        let recorder = DisplayRecorder()
        try MotionRenderer.record(scene, frame.t, recorder, frame.geometry, frame.environment, options, assets: frame.assets)
        let prefix = options.svgIDPrefix ?? MotionRenderer.defaultIDPrefix(scene, frame.t, options)
        let description = [scene.summary, "\(options.colorScheme.rawValue), \(options.device.label)"]
            .filter { !$0.isEmpty }.joined(separator: "; ")
        let writer = SVGWriter(width: Double(frame.geometry.width), height: Double(frame.geometry.height), prefix: prefix,
                               writesText: !options.decorative, assets: frame.assets)
        return writer.document(recorder.list, title: options.title ?? MotionRenderer.defaultTitle(scene, frame.t), description: description,
                               decorative: options.decorative, labels: frame.labels)
    }
}
