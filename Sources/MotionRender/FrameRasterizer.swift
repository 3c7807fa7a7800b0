import Foundation

/// Draws frames of one scene, one after another, into one reusable image, and encodes them.
///
/// A frame sequence uses one per worker thread: reusing the pixels spares the allocation and the
/// page faults of a fresh image every frame, and the output is byte-identical to
/// ``MotionRenderer/render(_:at:options:)`` with the same options.
///
/// Not thread-safe: each instance belongs to one thread at a time (it is not `Sendable`).
///
/// ```swift
/// let rasterizer = try FrameRasterizer(scene: CoinsScene(), options: RenderOptions(size: .scale(3)))
/// for i in 0..<180 {
///     try rasterizer.draw(at: Double(i) / 30)
///     try OutputFile.write(try rasterizer.pngData(), to: folder.appendingPathComponent("\(i).png"))
/// }
/// ```
public final class FrameRasterizer {
    /// The scene every frame is drawn from.
    public let scene: any MotionScene
    /// The options every frame is drawn with; `format` is ignored (frames are pixels, encoded as PNG).
    public let options: RenderOptions
    /// The image's size in pixels.
    public let width: Int, height: Int
    /// The time of the frame currently in the image, or nil before the first ``draw(at:)``.
    public private(set) var time: Double?

    private let geometry: OutputGeometry
    private let environment: MotionEnvironment
    private let frame: ImageSurface
    /// The asset copies every frame of this rasterizer draws with: made on the first frame that
    /// needs them, not on every frame (the image is one thread's, and replaying a cached
    /// recording gives the same pixels whatever was drawn before).
    private let assets = AssetScope()
    /// True when painting the background covers every pixel, so no clearing is needed between frames.
    private let backgroundCovers: Bool
    /// Keeps its compressor and buffers from frame to frame.
    private let encoder: PNGEncoder
    /// What the image holds: the display list of the frame drawn last (nil before the first, or
    /// after a failed draw), and its PNG and pixels once they were asked for.
    private var list: DisplayList?
    private var png: Data?
    private var pixels: RasterImage?
    /// The storage of the list before, which the next frame records into.
    private var spare = DisplayList()
    /// Frames that drew what the image held already, so their drawing and encoding were reused.
    package private(set) var reusedFrames = 0
    /// Frames drawn again whose pixels came out as the image held, so their PNG was reused.
    package private(set) var reusedEncodings = 0
    /// Frames whose pixels were compared with the previous frame's (those that nearly repeat it).
    package private(set) var comparedFrames = 0
    /// The previous frame's pixels where a frame that nearly repeats it may differ, copied
    /// before it is drawn (capacity kept from frame to frame), and that region.
    private var before: [UInt8] = []
    private var region: (columns: Range<Int>, rows: Range<Int>)?
    /// Whether a frame that repeats the one before is kept rather than drawn again (default true;
    /// the benchmark measures drawing itself).
    package var reusesFrames = true

    /// Allocates the image for `scene` at `options.size`.
    /// - Throws: ``/MotionGraphics/RenderError`` for an invalid size, a size over `options.pixelLimit` or over
    ///   cairo's side limit (before allocating), or when cairo cannot allocate the image.
    public init(scene: any MotionScene, options: RenderOptions) throws {
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        environment = try options.environment(for: scene)
        frame = try ImageSurface(geometry)
        self.scene = scene
        self.options = options
        self.geometry = geometry
        width = geometry.width
        height = geometry.height
        backgroundCovers = options.background && environment.palette.background.alpha >= 1
        encoder = PNGEncoder(compression: options.pngCompression)
    }

    /// Draws the frame at `t` seconds, replacing the previous frame. A frame that draws exactly
    /// what the previous one drew (a scene at rest) keeps the image, and its PNG once encoded:
    /// the same bytes, made once. A frame that draws it with numbers a millionth apart (a spring
    /// settling) is drawn, and keeps the PNG when every pixel came out the same.
    /// - Throws: ``/MotionGraphics/RenderError`` as ``MotionRenderer/render(_:at:options:)`` does (a time outside
    ///   the scene, non-finite geometry, a scene problem, a cairo failure); the image is then
    ///   undefined until the next successful draw.
    public func draw(at t: Double) throws {
        try MotionRenderer.validate(scene, t)
        time = nil
        let held = reusesFrames ? list : nil
        if !reusesFrames, let kept = list { spare = kept }
        list = nil
        // A frame whose list is the previous one's with numbers moved in their last bits (springs
        // still settling at rest) is drawn, and keeps the PNG made already when its pixels are
        // the same, byte for byte.
        region = nil
        let encoded = png != nil || pixels != nil
        let drawn = try MotionRenderer.draw(scene, t, on: frame.surface, geometry, environment, options, assets: assets,
                                            reusing: takeSpare(), previous: held, clearing: !backgroundCovers) { recorded in
            guard encoded, let held, let differing = recorded.nearDifferences(from: held),
                  let region = self.changeable(differing, recorded, held) else { return }
            self.region = region
            self.frame.withBytes { self.before.replaceSubrange(0..., with: Self.rows(region, of: $0, stride: self.stride)) }
            self.comparedFrames += 1
        }
        if drawn.reused {
            reusedFrames += 1
            list = held
            spare = drawn.list
        } else {
            list = drawn.list
            if let held { spare = held }
            frame.flush()
            if let region, frame.withBytes({ Self.rows(region, of: $0, stride: stride).elementsEqual(before) }) {
                reusedEncodings += 1
            } else {
                png = nil
                pixels = nil
            }
        }
        time = t
    }

    /// The pixels the items at `differing` of two nearly equal lists can change (columns and
    /// rows): their ink in both, two pixels wider for antialiasing; nil when that is unknown (a
    /// mask, or a blend mode that clears outside its drawing).
    private func changeable(_ differing: [Int], _ new: DisplayList, _ old: DisplayList) -> (columns: Range<Int>, rows: Range<Int>)? {
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        var ink = CGRect.null
        for i in differing {
            for item in [new.items[i], old.items[i]] {
                if case .mask = item.operation { return nil }
                guard !item.changesPixelsOutsideItsInk else { return nil }
                if let bounds = item.inkBounds(frame: whole) { ink = ink.union(bounds) }
            }
        }
        let grown = ink.isNull ? ink : ink.insetBy(dx: -2, dy: -2).intersection(whole)
        guard !grown.isNull, !grown.isEmpty else { return (0..<0, 0..<0) }
        let columns = Int(grown.minX.rounded(.down))..<Int(grown.maxX.rounded(.up))
        let rows = Int(grown.minY.rounded(.down))..<Int(grown.maxY.rounded(.up))
        return (columns, rows)
    }

    /// Bytes per row of the image.
    private var stride: Int { frame.withBytes { $0.count } / max(1, height) }

    /// The bytes of `region` within `bytes` (rows of `stride` bytes, 4 per pixel), row by row.
    private static func rows(_ region: (columns: Range<Int>, rows: Range<Int>), of bytes: UnsafeRawBufferPointer, stride: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(region.columns.count * 4 * region.rows.count)
        for y in region.rows {
            let start = y * stride + region.columns.lowerBound * 4
            out.append(contentsOf: bytes[start..<(start + region.columns.count * 4)])
        }
        return out
    }

    /// The spare list, handed over so that its storage is not shared.
    private func takeSpare() -> DisplayList {
        defer { spare = DisplayList() }
        return spare
    }

    /// The current frame as PNG, compressed as `options.pngCompression` says.
    /// - Precondition: a frame has been drawn.
    public func pngData() throws -> Data {
        precondition(time != nil, "FrameRasterizer.pngData() before a successful draw(at:)")
        if let png { return png }
        let data = try encodePNG()
        png = data
        return data
    }

    /// The current frame encoded as PNG again, not the PNG kept from an earlier call (the
    /// benchmark times the encoder).
    package func encodePNG() throws -> Data {
        precondition(time != nil, "FrameRasterizer.encodePNG() before a successful draw(at:)")
        return try encoder.encode(frame.surface)
    }

    /// What the current frame drew (its display list).
    package var displayList: DisplayList { list ?? DisplayList() }

    /// Every SVG asset the frames drawn so far used (a frame sequence records their files).
    package var drawnAssets: [any ImageAsset] { assets.assets }

    /// The current frame's pixels (straight RGBA).
    /// - Precondition: a frame has been drawn.
    public func image() -> RasterImage {
        precondition(time != nil, "FrameRasterizer.image() before a successful draw(at:)")
        if let pixels { return pixels }
        let image = RasterImage(surface: frame.surface)
        pixels = image
        return image
    }

    /// Draws the frame at `t` and writes it as PNG to `url` atomically (see ``OutputFile``).
    public func render(at t: Double, to url: URL) throws {
        try draw(at: t)
        try OutputFile.write(try pngData(), to: url)
    }
}
