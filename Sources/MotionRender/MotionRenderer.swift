import CCairo
import Foundation

/// Renders one instant of a scene to PNG, SVG or PDF, as bytes or to a file.
///
/// The same `draw(t)` feeds every format. Output is deterministic: the same scene, time and
/// options give byte-identical files in any process (the PDF creation date is pinned).
///
/// ```swift
/// let png = try MotionRenderer.render(CoinsScene(), at: 4.4, options: RenderOptions(size: .scale(3)))
/// try MotionRenderer.render(CoinsScene(), at: 4.4, options: RenderOptions(format: .pdf), to: url)
/// ```
public enum MotionRenderer {
    /// cairo's image surfaces hold at most this many pixels a side.
    public static let maximumImageSide = 32_767
    /// PDF pages may be at most 200 inches a side.
    public static let maximumPageSide = 14_400
    /// The creation date written into every PDF, so the bytes do not change from run to run.
    public static let pinnedPDFDate = "2000-01-01T00:00:00Z"

    /// The frame at `t` seconds in `options.format`.
    ///
    /// - Throws: ``RenderError`` when `t` is NaN, infinite or outside `[0, duration]`, the size is
    ///   invalid or over the pixel limit (before anything is allocated), cairo fails, or the scene
    ///   draws non-finite geometry.
    public static func render(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions()) throws -> Data {
        try validate(scene, t)
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        if options.format == .svg { try SVGDocument.check(prefix: options.svgIDPrefix) }
        let environment = try options.environment(box: scene.box)
        switch options.format {
        case .png:
            return try drawImage(scene, t, geometry, environment, options) {
                try PNGEncoder.encode($0, compression: options.pngCompression)
            }
        case .svg:
            let sink = ByteSink()
            let surface = sink.withWriter {
                cairo_svg_surface_create_for_stream($0, $1, Double(geometry.width), Double(geometry.height))!
            }
            defer { cairo_surface_destroy(surface) }
            try check(surface, "creating an SVG surface")
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
            try draw(scene, t, on: surface, geometry, environment, options)
            try finish(surface, "writing SVG")
            let prefix = options.svgIDPrefix ?? defaultIDPrefix(scene, t, options)
            let description = [scene.summary, "\(options.colorScheme.rawValue), \(options.device.label)"]
                .filter { !$0.isEmpty }.joined(separator: "; ")
            return SVGDocument.process(sink.bytes, idPrefix: prefix, title: options.title ?? defaultTitle(scene, t),
                                       description: description, decorative: options.decorative)
        case .pdf:
            try checkSides(geometry, .pdf, maximumPageSide)
            return try PDFDocument.write(width: Double(geometry.width), height: Double(geometry.height),
                                         title: options.title ?? defaultTitle(scene, t), stage: "writing PDF") { surface in
                try draw(scene, t, on: surface, geometry, environment, options)
            }
        }
    }

    /// The frame at `t` as pixels, without encoding a file (`options.format` is ignored).
    public static func raster(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions()) throws -> RasterImage {
        try validate(scene, t)
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let environment = try options.environment(box: scene.box)
        return try drawImage(scene, t, geometry, environment, options) { RasterImage(surface: $0) }
    }

    /// Draws the frame on a new image surface and hands it to `body` before the surface is freed.
    private static func drawImage<R>(_ scene: any MotionScene, _ t: Double, _ geometry: OutputGeometry,
                                     _ environment: MotionEnvironment, _ options: RenderOptions,
                                     _ body: (OpaquePointer) throws -> R) throws -> R {
        try checkSides(geometry, .png, maximumImageSide)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(geometry.width), Int32(geometry.height))!
        defer { cairo_surface_destroy(surface) }
        try check(surface, "creating a \(geometry.width)x\(geometry.height) image")
        try draw(scene, t, on: surface, geometry, environment, options)
        cairo_surface_flush(surface)
        return try body(surface)
    }

    /// Renders the frame at `t` and writes it atomically to `url`; the format is `options.format`.
    /// On any error no file is created and an existing file is left as it was.
    public static func render(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions(),
                              to url: URL) throws {
        let data = try render(scene, at: t, options: options)
        try AtomicFile.write(data, to: url)
    }

    /// "coins at 4400 ms".
    static func defaultTitle(_ scene: any MotionScene, _ t: Double) -> String {
        "\(scene.name) at \(Milliseconds.text(t)) ms"
    }

    /// `coins-4400ms-light-phone-`: unique per frame of a documentation page, and stable.
    static func defaultIDPrefix(_ scene: any MotionScene, _ t: Double, _ options: RenderOptions) -> String {
        let name = scene.name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        return "\(name.first?.isLetter == true ? name : "m" + name)-\(Milliseconds.text(t).replacingOccurrences(of: "+", with: ""))ms-\(options.colorScheme.rawValue)-\(options.device.label)-"
    }

    /// Checks that `t` is a time of `scene`.
    public static func validate(_ scene: any MotionScene, _ t: Double) throws {
        guard t.isFinite, t >= 0, t <= scene.duration else {
            throw RenderError.timeOutOfRange(scene: scene.name, time: t, duration: scene.duration)
        }
    }

    /// Draws one frame of `scene` on `surface`: background, box transform, `draw(t)`, status checks.
    /// `assets` is the document's asset copies: a new scope per call unless the caller keeps one
    /// for several pages or frames (a multi-page PDF, a worker's reused image).
    static func draw(_ scene: any MotionScene, _ t: Double, on surface: OpaquePointer, _ geometry: OutputGeometry,
                     _ environment: MotionEnvironment, _ options: RenderOptions, assets: AssetScope = AssetScope()) throws {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if options.background {
            let bg = environment.palette.background
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        }
        try drawFrame(scene, t, cr, geometry.transform, environment, assets: assets)
        cairo_show_page(cr)
    }

    /// Draws `scene` at `t` into `cr` through `transform` (box → device), inside cairo's current
    /// clip, and turns problems the scene caused into errors naming the scene and time. Frames of
    /// one document share `assets`.
    static func drawFrame(_ scene: any MotionScene, _ t: Double, _ cr: OpaquePointer, _ transform: MotionTransform,
                          _ environment: MotionEnvironment, assets: AssetScope = AssetScope()) throws {
        let target = CanvasTarget(cr: cr, environment: environment, assets: assets)
        if let error = target.statusError(stage: "creating a drawing context") { throw error }
        var canvas = MotionCanvas(target: target, transform: transform)
        scene.draw(&canvas, t: t)
        if let problem = target.firstProblem {
            throw problem.nonFinite ? RenderError.nonFiniteGeometry(scene: scene.name, time: t, detail: problem.detail)
                : RenderError.sceneProblem(scene: scene.name, time: t, detail: problem.detail)
        }
        if let error = target.statusError(stage: "drawing '\(scene.name)' at t=\(t)") { throw error }
    }

    private static func checkSides(_ geometry: OutputGeometry, _ format: RenderFormat, _ limit: Int) throws {
        guard geometry.width <= limit, geometry.height <= limit else {
            throw RenderError.sideTooLong(format: format, width: geometry.width, height: geometry.height, limit: limit)
        }
    }

    private static func check(_ surface: OpaquePointer, _ stage: String) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(stage: stage, message: String(cString: cairo_status_to_string(status)))
        }
    }

    private static func finish(_ surface: OpaquePointer, _ stage: String) throws {
        cairo_surface_finish(surface)
        try check(surface, stage)
    }
}

extension MotionRenderer {
    /// The scene time a playback shows: `.still` → `stillTime`, `.time(t)` → `t`, `.live` →
    /// `elapsed` real seconds mapped by ``LivePlayback`` (two loops at the scene's speed, then rest).
    /// Reduce Motion always gives `stillTime`.
    public static func sceneTime(_ scene: any MotionScene, playback: MotionPlayback, elapsed: Double = 0,
                                 reduceMotion: Bool = false) throws -> Double {
        if reduceMotion { return scene.stillTime }
        let live: LivePlayback
        do {
            live = try LivePlayback(duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed)
        } catch {
            throw RenderError.timeOutOfRange(scene: scene.name, time: scene.stillTime, duration: scene.duration)
        }
        switch playback {
        case .time(let t): return t
        case .still, .live: return try live.sceneTime(for: playback, elapsed: elapsed)
        }
    }
}
