internal import CCairo
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
    /// cairo's image surfaces hold at most this many pixels a side (``RenderLimits/imageSide``).
    public static let maximumImageSide = RenderLimits.imageSide
    /// PDF pages may be at most 200 inches a side (``RenderLimits/pageSide``).
    public static let maximumPageSide = RenderLimits.pageSide
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
        try RenderLimits.checkSides(width: geometry.width, height: geometry.height, format: options.format)
        if options.format == .svg { try SVGDocument.check(prefix: options.svgIDPrefix) }
        let environment = try options.environment(box: scene.box)
        switch options.format {
        case .png:
            let image = try ImageSurface(geometry)
            try draw(scene, t, on: image.surface, geometry, environment, options)
            image.flush()
            return try PNGEncoder.encode(image.surface, compression: options.pngCompression)
        case .svg:
            let svg = try SVGSurface(width: Double(geometry.width), height: Double(geometry.height))
            try draw(scene, t, on: svg.surface, geometry, environment, options)
            let prefix = options.svgIDPrefix ?? defaultIDPrefix(scene, t, options)
            let description = [scene.summary, "\(options.colorScheme.rawValue), \(options.device.label)"]
                .filter { !$0.isEmpty }.joined(separator: "; ")
            return try svg.finish { bytes in
                SVGDocument.process(bytes, idPrefix: prefix, title: options.title ?? defaultTitle(scene, t),
                                    description: description, decorative: options.decorative)
            }
        case .pdf:
            let pdf = try PDFSurface(width: Double(geometry.width), height: Double(geometry.height),
                                     title: options.title ?? defaultTitle(scene, t))
            try draw(scene, t, on: pdf.surface, geometry, environment, options)
            return try pdf.finish()
        }
    }

    /// The frame at `t` as pixels, without encoding a file (`options.format` is ignored).
    public static func raster(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions()) throws -> RasterImage {
        try validate(scene, t)
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let environment = try options.environment(box: scene.box)
        let image = try ImageSurface(geometry)
        try draw(scene, t, on: image.surface, geometry, environment, options)
        return RasterImage(surface: image.surface)
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
    /// one document share `assets`. The canvas handed to the scene ends with the frame.
    static func drawFrame(_ scene: any MotionScene, _ t: Double, _ cr: OpaquePointer, _ transform: MotionTransform,
                          _ environment: MotionEnvironment, assets: AssetScope) throws {
        try CairoStatus.check(context: cr, "creating a drawing context")
        let target = CanvasTarget(cr: cr, environment: environment, assets: assets)
        var canvas = MotionCanvas(target: target, transform: transform)
        scene.draw(&canvas, t: t)
        target.end()
        if let error = target.error(scene: scene.name, time: t) { throw error }
    }
}

extension MotionRenderer {
    /// The scene time a playback shows, by the package's one rule
    /// (``LivePlayback/sceneTime(for:elapsed:reduceMotion:)``): `.still` → `stillTime`;
    /// `.live` → `elapsed` real seconds mapped by ``LivePlayback`` (two loops at the scene's speed,
    /// then rest), or `stillTime` under Reduce Motion; `.time(t)` → `t`, even under Reduce Motion
    /// (a snapshot pins an instant; the scene still sees `reduceMotion` in its environment).
    ///
    /// - Throws: ``RenderError/timeOutOfRange(scene:time:duration:)`` for a scene whose still
    ///   time is outside it, or a pinned time that is not finite.
    public static func sceneTime(_ scene: any MotionScene, playback: MotionPlayback, elapsed: Double = 0,
                                 reduceMotion: Bool = false) throws -> Double {
        do {
            let live = try LivePlayback(duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed)
            return try live.sceneTime(for: playback, elapsed: elapsed, reduceMotion: reduceMotion)
        } catch {
            if case .time(let t) = playback { throw RenderError.timeOutOfRange(scene: scene.name, time: t, duration: scene.duration) }
            throw RenderError.timeOutOfRange(scene: scene.name, time: scene.stillTime, duration: scene.duration)
        }
    }
}
