import Foundation

extension MotionRenderer {
    /// A PDF with one page per time in `times`: each page is the frame at that time, alone, the
    /// size of `options.size` in points (`options.format` is ignored).
    ///
    /// Assets such as chess pieces are stored once however many pages draw them, so a 180-page
    /// animation stays small. For labelled frames in a grid, see `Storyboard` (MotionTimeline);
    /// for pages of your own, ``PDFDocumentWriter``.
    ///
    /// - Throws: ``RenderError`` for an empty `times`, any time outside `[0, duration]`, a page
    ///   side over ``maximumPageSide`` points, a scene problem or a cairo failure.
    public static func renderPages(_ scene: any MotionScene, times: [Double], options: RenderOptions = RenderOptions()) throws -> Data {
        guard !times.isEmpty else {
            throw RenderError.invalidParameter(name: "times", value: "[]", expected: "at least one time")
        }
        for t in times { try validate(scene, t) }
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        try RenderLimits.checkSides(width: geometry.width, height: geometry.height, format: .pdf)
        let environment = try options.environment(for: scene)
        let pdf = try PDFSurface(width: Double(geometry.width), height: Double(geometry.height),
                                 title: options.title ?? "\(scene.name), \(times.count) frames")
        // One asset scope for the document: a piece drawn on every page is stored once.
        let assets = AssetScope()
        for t in times {
            try draw(scene, t, on: pdf.surface, geometry, environment, options, assets: assets)
        }
        return try pdf.finish()
    }
}
