import CCairo
import Foundation

extension MotionRenderer {
    /// A PDF with one page per time in `times`: each page is the frame at that time, alone, the
    /// size of `options.size` in points (`options.format` is ignored).
    ///
    /// Assets such as chess pieces are stored once however many pages draw them, so a 180-page
    /// animation stays small. For labelled frames in a grid, see ``Storyboard``.
    ///
    /// - Throws: ``RenderError`` for an empty `times`, any time outside `[0, duration]`, a page
    ///   side over ``maximumPageSide`` points, a scene problem or a cairo failure.
    public static func renderPages(_ scene: any MotionScene, times: [Double], options: RenderOptions = RenderOptions()) throws -> Data {
        guard !times.isEmpty else {
            throw RenderError.invalidParameter(name: "times", value: "[]", expected: "at least one time")
        }
        for t in times { try validate(scene, t) }
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        guard geometry.width <= maximumPageSide, geometry.height <= maximumPageSide else {
            throw RenderError.sideTooLong(format: .pdf, width: geometry.width, height: geometry.height, limit: maximumPageSide)
        }
        let environment = try options.environment(box: scene.box)
        return try PDFDocument.write(width: Double(geometry.width), height: Double(geometry.height),
                                     title: options.title ?? "\(scene.name), \(times.count) frames", stage: "writing PDF") { surface in
            // One asset scope for the document: a piece drawn on every page is stored once.
            let assets = AssetScope()
            for t in times {
                try draw(scene, t, on: surface, geometry, environment, options, assets: assets)
            }
        }
    }
}
