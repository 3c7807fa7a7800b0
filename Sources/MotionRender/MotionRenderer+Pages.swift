import Foundation

extension MotionRenderer {
    /// A PDF with one page per time in `times`: each page is the frame at that time, alone, the
    /// size of `options.size` in points (`options.format` is ignored).
    ///
    /// Assets such as chess pieces are stored once however many pages draw them, so a 180-page
    /// animation stays small. For labelled frames in a grid, see `Storyboard` (MotionTimeline);
    /// for pages of your own, ``PDFDocumentWriter``.
    ///
    /// - Parameter progress: called after each page with (pages drawn, pages in all).
    /// - Throws: ``RenderError`` for an empty `times` or more than ``RenderLimits/pdfPages``, any time outside `[0, duration]`, a page
    ///   side over ``maximumPageSide`` points, a scene problem or a cairo failure;
    ///   ``PropsError`` for props of another type than the scene's.
    public static func renderPages(_ scene: any MotionScene, times: [Double], options: RenderOptions = RenderOptions(),
                                   progress: (Int, Int) -> Void = { _, _ in }) throws -> Data {
        guard !times.isEmpty else {
            throw RenderError.invalidParameter(name: "times", value: "[]", expected: "at least one time")
        }
        try RenderLimits.check(frameCount: Double(times.count), limit: RenderLimits.pdfPages, what: "pages in a PDF",
                               hint: "lower the fps or shorten the range")
        for t in times { try validate(scene, t) }
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        try RenderLimits.checkSides(width: geometry.width, height: geometry.height, format: .pdf)
        let environment = try options.environment(for: scene)
        let pdf = try PDFSurface(width: Double(geometry.width), height: Double(geometry.height),
                                 title: options.title ?? "\(scene.name), \(times.count) frames")
        // One asset scope for the document: a piece drawn on every page is stored once.
        let assets = AssetScope()
        for (index, t) in times.enumerated() {
            try draw(scene, t, on: pdf.surface, geometry, environment, options, assets: assets)
            progress(index + 1, times.count)
        }
        return try pdf.finish()
    }

    /// The same PDF written to `url` (see ``OutputFile``: a regular file atomically, so on any
    /// error no file is created and an existing one is left as it was).
    public static func renderPages(_ scene: any MotionScene, times: [Double], options: RenderOptions = RenderOptions(),
                                   to url: URL, progress: (Int, Int) -> Void = { _, _ in }) throws {
        try renderPages(scene, times: times, options: options, to: .file(url), progress: progress)
    }

    /// The same PDF written to `target` (a file, or standard output), by ``OutputFile``'s rules.
    public static func renderPages(_ scene: any MotionScene, times: [Double], options: RenderOptions = RenderOptions(),
                                   to target: OutputTarget, progress: (Int, Int) -> Void = { _, _ in }) throws {
        try OutputFile.write(try renderPages(scene, times: times, options: options, progress: progress), to: target)
    }
}
