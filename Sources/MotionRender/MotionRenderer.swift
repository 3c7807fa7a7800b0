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
    /// cairo's image surfaces hold at most this many pixels a side (``/MotionGraphics/RenderLimits/imageSide``).
    public static let maximumImageSide = RenderLimits.imageSide
    /// PDF pages may be at most 200 inches a side (``/MotionGraphics/RenderLimits/pageSide``).
    public static let maximumPageSide = RenderLimits.pageSide
    /// The creation date written into every PDF, so the bytes do not change from run to run.
    public static let pinnedPDFDate = "2000-01-01T00:00:00Z"

    /// The frame at `t` seconds in `options.format`.
    ///
    /// - Throws: ``/MotionGraphics/RenderError`` when `t` is NaN, infinite or outside `[0, duration]`, the size is
    ///   invalid or over the pixel limit (before anything is allocated), cairo fails, or the scene
    ///   draws non-finite geometry.
    public static func render(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions()) throws -> Data {
        try renderRecordingAssets(scene, at: t, options: options).data
    }

    /// ``render(_:at:options:)``, and the SVG assets the frame drew (a frame sequence records
    /// their files and contents in its manifest).
    /// `labels` starts the ids of an SVG's title and description instead of the id prefix (each
    /// frame of a sequence has its own, while the frames share their definitions' prefix).
    package static func renderRecordingAssets(_ scene: any MotionScene, at t: Double, options: RenderOptions,
                                              labels: String? = nil) throws -> (data: Data, assets: [any ImageAsset]) {
        let assets = AssetScope()
        return (try render(scene, at: t, options: options, assets: assets, labels: labels), assets.assets)
    }

    private static func render(_ scene: any MotionScene, at t: Double, options: RenderOptions, assets: AssetScope,
                               labels: String? = nil) throws -> Data {
        try validate(scene, t)
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        try RenderLimits.checkSides(width: geometry.width, height: geometry.height, format: options.format)
        if options.format == .svg { try SVGDocument.check(prefix: options.svgIDPrefix) }
        let environment = try options.environment(for: scene)
        return try options.format.writer.document(StillFrame(scene: scene, t: t, geometry: geometry, environment: environment,
                                                             options: options, assets: assets, labels: labels))
    }

    /// What the frame at `t` draws, as its display list: every drawing call the scene made, with
    /// the canvas state it was made in, in output units (`options.size` places the box; the
    /// background, unless `options.background` is false, is the first item). Every output format
    /// is written from this list.
    ///
    /// - Throws: ``/MotionGraphics/RenderError`` as ``render(_:at:options:)`` does: a time outside
    ///   the scene, a bad size, a scene problem, or a list over ``/MotionGraphics/RenderLimits/displayItems``,
    ///   ``/MotionGraphics/RenderLimits/displayElements`` or ``/MotionGraphics/RenderLimits/displayDepth``.
    public static func displayList(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions()) throws -> DisplayList {
        try validate(scene, t)
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let recorder = DisplayRecorder()
        try record(scene, t, recorder, geometry, try options.environment(for: scene), options, assets: AssetScope())
        return recorder.takeList()
    }

    /// `list` drawn alone into a transparent `width × height` image, one pixel per unit of the
    /// list (a script's canvas read back).
    package static func raster(_ list: DisplayList, width: Int, height: Int) throws -> RasterImage {
        let image = try ImageSurface(try OutputGeometry(box: CGSize(width: width, height: height), size: .scale(1),
                                                        pixelLimit: RenderLimits.defaultPixels))
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        let replay = CairoReplay(cr: cr, assets: AssetScope())
        replay.replay(list)
        if let problem = replay.firstProblem { throw RenderError.sceneProblem(scene: "canvas", time: 0, detail: problem) }
        image.flush()
        return RasterImage(surface: image.surface)
    }

    /// The frame at `t` as pixels, without encoding a file (`options.format` is ignored).
    public static func raster(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions()) throws -> RasterImage {
        try validate(scene, t)
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let environment = try options.environment(for: scene)
        let image = try ImageSurface(geometry)
        try draw(scene, t, on: image.surface, geometry, environment, options)
        return RasterImage(surface: image.surface)
    }

    /// Renders the frame at `t` and writes it to `url` by the output policy (``OutputFile``):
    /// atomically to a regular file (on any error no file is created and an existing file is left
    /// as it was), directly to a device or FIFO. The format is `options.format`.
    public static func render(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions(),
                              to url: URL) throws {
        try render(scene, at: t, options: options, to: .file(url))
    }

    /// Renders the frame at `t` and writes it to `target` (a file by the output policy, or
    /// standard output; see ``OutputFile``). Nothing is written unless the whole frame rendered.
    public static func render(_ scene: any MotionScene, at t: Double, options: RenderOptions = RenderOptions(),
                              to target: OutputTarget) throws {
        let data = try render(scene, at: t, options: options)
        try OutputFile.write(data, to: target)
    }

    /// "coins at 4400 ms".
    static func defaultTitle(_ scene: any MotionScene, _ t: Double) -> String {
        "\(scene.name) at \(Milliseconds.text(t)) ms"
    }

    /// `coins-4400ms-light-phone-1f0c9a3e-`: the scene, time, scheme and device to read, then 32
    /// bits of a hash of everything else that changes the drawing (the scene's ``MotionScene/identity``
    /// and ``RenderOptions/fingerprints(for:)``: size, background, locale, props, environment
    /// values such as the piece set, by content). Two renders that draw differently get different
    /// ids, so they can be inlined in one page; the same render gets the same ids in every process.
    static func defaultIDPrefix(_ scene: any MotionScene, _ t: Double, _ options: RenderOptions) -> String {
        "\(idStem(scene.name))-\(String(decoding: Milliseconds.text(t).utf8.filter { $0 != UInt8(ascii: "+") }, as: UTF8.self))ms-\(options.colorScheme.rawValue)-\(options.device.label)-\(drawingTag(scene, options))-"
    }

    /// 32 bits of a hash of everything but the time that changes how `scene` draws with `options`
    /// (its ``MotionScene/identity``, ``RenderOptions/fingerprints(for:)`` and props).
    static func drawingTag(_ scene: any MotionScene, _ options: RenderOptions) -> String {
        // The props drawn with, as JSON: given props equal to the defaults keep the ids.
        let props = scene.takesProps ? ["props=" + ((try? scene.props(in: options).jsonText()) ?? "unreadable")] : []
        let drawing = ([scene.identity] + options.fingerprints(for: scene).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + props)
            .joined(separator: "\n")
        return ContentHash.tag(drawing)
    }

    /// A scene name as the start of an SVG id: ASCII letters, digits, `-` and `_`, starting with a letter.
    package static func idStem(_ sceneName: String) -> String {
        let name = SafeName.text(sceneName)
        return name.first?.isLetter == true ? name : "m" + name
    }

    /// Checks that `t` is a time of `scene`.
    public static func validate(_ scene: any MotionScene, _ t: Double) throws {
        try scene.timeRange.check(t)
    }

    /// Draws one frame of `scene` on `surface`: records it (background, box transform, `draw(t)`)
    /// and replays the list into cairo, then checks the status. `assets` is the document's asset
    /// copies: a new scope per call unless the caller keeps one for several pages or frames (a
    /// multi-page PDF, a worker's reused image). Returns the frame's list (in `list`'s storage,
    /// which a caller drawing many frames passes back in).
    @discardableResult
    static func draw(_ scene: any MotionScene, _ t: Double, on surface: OpaquePointer, _ geometry: OutputGeometry,
                     _ environment: MotionEnvironment, _ options: RenderOptions, assets: AssetScope = AssetScope(),
                     reusing list: consuming DisplayList = DisplayList()) throws -> DisplayList {
        try draw(scene, t, on: surface, geometry, environment, options, assets: assets, reusing: list, previous: nil, clearing: false).list
    }

    /// ``draw(_:_:on:_:_:_:assets:reusing:)`` of a frame that may repeat the one `surface` holds:
    /// when the scene drew exactly `previous` (and read no pixels back), the surface is left as it
    /// is and `reused` is true. Otherwise `beforeDrawing`, when given, sees the recorded list just
    /// before it is drawn over what the surface holds (unless the scene read pixels back, which
    /// drew part of it already). `clearing` makes the surface transparent before the new frame is drawn.
    static func draw(_ scene: any MotionScene, _ t: Double, on surface: OpaquePointer, _ geometry: OutputGeometry,
                     _ environment: MotionEnvironment, _ options: RenderOptions, assets: AssetScope,
                     reusing list: consuming DisplayList, previous: DisplayList?, clearing: Bool,
                     beforeDrawing: ((borrowing DisplayList) -> Void)? = nil) throws -> (list: DisplayList, reused: Bool) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try CairoStatus.check(context: cr, "creating a drawing context")
        let replay = CairoReplay(cr: cr, assets: assets)
        let recorder = DisplayRecorder(reusing: list)
        var replayed = 0, started = false
        /// Draws the items recorded so far that are not drawn yet (clearing the surface first).
        func catchUp() {
            if !started, clearing {
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            started = true
            replay.replay(recorder.list, from: replayed)
            replayed = recorder.list.items.count
        }
        if cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            recorder.pixels = { region in
                catchUp()
                return CairoReplay.pixels(of: surface, in: region)
            }
        }
        // The closure holds the recorder (through `catchUp`): dropped with the frame, so the
        // recorder, the replay and the document's assets are freed.
        defer { recorder.pixels = nil }
        try record(scene, t, recorder, geometry, environment, options, assets: assets)
        if !started, let previous, recorder.list == previous { return (recorder.takeList(), true) }
        if !started, let beforeDrawing { beforeDrawing(recorder.list) }
        FrameWatch.frame(scene: scene.name, time: t) { catchUp() }
        if let problem = replay.firstProblem { throw RenderError.sceneProblem(scene: scene.name, time: t, detail: problem) }
        try CairoStatus.check(context: cr, "drawing '\(scene.name)' at t=\(t)")
        cairo_show_page(cr)
        return (recorder.takeList(), false)
    }

    /// Records one frame of `scene` at `t` into `recorder`: the palette's background (unless the
    /// options leave it out), then the scene through the box transform.
    static func record(_ scene: any MotionScene, _ t: Double, _ recorder: DisplayRecorder, _ geometry: OutputGeometry,
                       _ environment: MotionEnvironment, _ options: RenderOptions, assets: AssetScope) throws {
        try drawFrame(scene, t, recorder: recorder, geometry.transform, environment, assets: assets,
                      background: options.background ? environment.palette.background : nil)
    }

    /// Records `scene` at `t` through `transform` (box → device) into `recorder`, inside `clips`,
    /// on `background` when given, and turns problems the scene caused into errors naming the
    /// scene and time. Frames of one document share `assets`. The canvas handed to the scene ends
    /// with the frame.
    static func drawFrame(_ scene: any MotionScene, _ t: Double, recorder: DisplayRecorder, _ transform: MotionTransform,
                          _ environment: MotionEnvironment, assets: AssetScope, clips: [DisplayClip] = [],
                          background: MotionColor? = nil) throws {
        var environment = environment
        if let catalog = try scene.strings { environment.strings = try catalog.strings(for: environment.locale) }
        if let background {
            recorder.append(DisplayItem(state: DisplayState(transform: transform, clips: clips), operation: .paint(background)))
        }
        let target = CanvasTarget(recorder: recorder, environment: environment, assets: assets,
                                  outputScale: (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot())
        target.props = scene.props(seenIn: environment)
        var canvas = MotionCanvas(target: target, transform: transform, clips: clips)
        FrameWatch.frame(scene: scene.name, time: t) { scene.draw(&canvas, t: t) }
        target.end()
        if let error = target.error(scene: scene.name, time: t) { throw error }
    }
}

extension MotionRenderer {
    /// The scene time a playback shows, by the package's one rule
    /// (``/MotionCore/LivePlayback/sceneTime(for:elapsed:reduceMotion:)``): `.still` → `stillTime`;
    /// `.live` → `elapsed` real seconds mapped by ``/MotionCore/LivePlayback`` (two loops at the scene's speed,
    /// then rest), or `stillTime` under Reduce Motion; `.time(t)` → `t`, even under Reduce Motion
    /// (a snapshot pins an instant; the scene still sees `reduceMotion` in its environment).
    ///
    /// - Throws: ``/MotionGraphics/RenderError/timeOutOfRange(scene:time:duration:)`` for a scene whose still
    ///   time is outside it, or a pinned time that is not finite.
    public static func sceneTime(_ scene: any MotionScene, playback: MotionPlayback, elapsed: Double = 0,
                                 reduceMotion: Bool = false) throws -> Double {
        do {
            let live = try LivePlayback(duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed)
            return try live.sceneTime(for: playback, elapsed: elapsed, reduceMotion: reduceMotion)
        } catch {
            if case .time(let t) = playback { try scene.timeRange.check(t) }
            try scene.timeRange.check(scene.stillTime)
            throw error
        }
    }
}
