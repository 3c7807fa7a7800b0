import Foundation
import MotionRender

/// A vector PDF of a scene's timeline for review: frames in a grid (or one per page), each
/// labelled with its time in ms and its phase, the still frame marked, a header naming the scene,
/// scheme, device and speed, and optionally a strip plotting one of the scene's curves with a dot
/// at each frame. Assets are stored once in the file however many frames draw them.
///
/// ```swift
/// let board = try Storyboard(scene: BotsScene(), times: Storyboard.defaultTimes(BotsScene()))
/// try board.write(to: URL(fileURLWithPath: "bots.pdf"))
/// ```
public struct Storyboard: Sendable {
    /// The scene the frames are drawn from.
    public let scene: any MotionScene
    /// Scene times of the frames, sorted, each within `[0, duration]`.
    public let times: [Double]
    /// The paper size (default A4).
    public var paper: Paper = .a4
    /// Which way the pages are turned (default landscape).
    public var orientation: Orientation = .landscape
    /// A grid of frames per page (default) or one frame per page.
    public var layout: StoryboardLayout = .grid
    /// Plotted under the frames when set.
    public var curve: SceneCurve?
    /// Scheme, device and the other drawing options (format and size are ignored).
    public var options: RenderOptions

    /// The most frames one storyboard may show (``/MotionGraphics/RenderLimits/storyboardFrames``).
    public static let maximumFrames = RenderLimits.storyboardFrames

    /// - Throws: ``/MotionGraphics/RenderError`` for an empty, unsorted or too long list or a time outside the scene.
    public init(scene: any MotionScene, times: [Double], options: RenderOptions = RenderOptions()) throws {
        guard !times.isEmpty else {
            throw RenderError.invalidParameter(name: "times", value: "[]", expected: "at least one time")
        }
        try RenderLimits.check(frameCount: Double(times.count), limit: Self.maximumFrames, what: "frames in a storyboard")
        for t in times { try MotionRenderer.validate(scene, t) }
        for (a, b) in zip(times, times.dropFirst()) where b <= a {
            throw RenderError.invalidParameter(name: "times", value: "\(a) then \(b)", expected: "strictly increasing times")
        }
        self.scene = scene
        self.times = times
        self.options = options
    }

    /// `count` evenly spaced times from 0, plus each phase's start, plus the still frame, sorted,
    /// with times closer than 1 ms merged.
    public static func defaultTimes(_ scene: any MotionScene, count: Int = 8) -> [Double] {
        let even = (0..<max(1, count)).map { Double($0) * scene.duration / Double(max(1, count)) }
        return merge(even + scene.phases.map(\.start) + [scene.stillTime])
    }

    /// The largest `count` such that ``defaultTimes(_:count:)`` stays within ``maximumFrames``
    /// for every count from 1 to it: ``maximumFrames`` less the phase starts and still frame that
    /// do not fall on the evenly spaced times (495 for a scene whose 5 such times never merge).
    /// 0 when even one frame plus them is too many.
    public static func maximumEvenCount(_ scene: any MotionScene) -> Int {
        var count = 0
        while count < maximumFrames, defaultTimes(scene, count: count + 1).count <= maximumFrames { count += 1 }
        return count
    }

    /// `0, step, 2·step, …` up to the duration; step must be finite and > 0.
    public static func times(every step: Double, _ scene: any MotionScene) throws -> [Double] {
        guard step.isFinite, step > 0, scene.duration / step < Double(maximumFrames) else {
            throw RenderError.invalidParameter(name: "every", value: "\(step)", expected: "a step > 0 giving at most \(maximumFrames) frames")
        }
        return merge(stride(from: 0, through: scene.duration + 1e-9, by: step).map { min($0, scene.duration) })
    }

    private static func merge(_ times: [Double]) -> [Double] {
        times.sorted().reduce(into: [Double]()) { kept, t in
            if let last = kept.last, t - last < 0.0005 { return }
            kept.append(t)
        }
    }

    /// The PDF bytes.
    public func render() throws -> Data {
        let environment = try options.environment(for: scene)
        let page = pageSize
        let pdf = try PDFDocumentWriter(pageSize: CGSize(width: page.width, height: page.height),
                                        title: "\(scene.name) storyboard",
                                        subject: scene.summary.isEmpty ? "timeline of \(scene.name)" : scene.summary,
                                        environment: environment)
        let cells = layoutCells()
        let pages = stride(from: 0, to: times.count, by: cells.count).map { Array(times.indices[$0..<min($0 + cells.count, times.count)]) }
        for (number, indices) in pages.enumerated() {
            try pdf.addPage { decor in
                drawHeader(decor, page: number + 1, of: pages.count)
                for (slot, index) in indices.enumerated() {
                    try drawFrame(times[index], in: cells[slot], environment: environment, decor: decor)
                }
                if let curve { drawStrip(decor, curve: curve, highlighted: indices.map { times[$0] }) }
            }
        }
        return try pdf.finish()
    }

    /// Renders and writes to `url` by the output policy (``OutputFile``: atomically to a regular
    /// file, directly to a device or FIFO).
    public func write(to url: URL) throws {
        try write(to: .file(url))
    }

    /// Renders and writes to `target` (a file, or standard output).
    public func write(to target: OutputTarget) throws {
        try OutputFile.write(try render(), to: target)
    }

    /// How many pages ``render()`` makes.
    public var pageCount: Int { (times.count + layoutCells().count - 1) / layoutCells().count }

    // MARK: - Layout

    static let margin = 30.0, headerHeight = 54.0, stripHeight = 78.0, gap = 12.0, labelHeight = 18.0

    var pageSize: (width: Double, height: Double) {
        let size = paper.portraitSize
        return orientation == .portrait ? size : (size.height, size.width)
    }

    /// The frame rectangles of one page, in page points, row by row.
    func layoutCells() -> [CGRect] {
        let page = pageSize, m = Self.margin
        let top = m + Self.headerHeight
        let bottom = page.height - m - (curve == nil ? 0 : Self.stripHeight + Self.gap)
        let areaWidth = page.width - 2 * m, areaHeight = bottom - top
        let aspect = scene.box.height / scene.box.width
        if layout == .pages {
            let width = min(areaWidth, (areaHeight - Self.labelHeight) / aspect)
            return [CGRect(x: (page.width - width) / 2, y: top, width: width, height: width * aspect)]
        }
        let columns = orientation == .landscape ? 4 : 3
        let width = (areaWidth - Double(columns - 1) * Self.gap) / Double(columns)
        let height = width * aspect
        let rows = max(1, Int((areaHeight + Self.gap) / (height + Self.labelHeight + Self.gap)))
        return (0..<rows).flatMap { row in
            (0..<columns).map { column in
                CGRect(x: m + Double(column) * (width + Self.gap), y: top + Double(row) * (height + Self.labelHeight + Self.gap),
                       width: width, height: height)
            }
        }
    }

    // MARK: - Drawing

    private static let ink = MotionColor(red: 0.12, green: 0.13, blue: 0.17)
    private static let muted = MotionColor(red: 0.42, green: 0.44, blue: 0.5)
    private static let mark = MotionColor(red: 0.85, green: 0.45, blue: 0.1)

    private func drawHeader(_ c: MotionCanvas, page: Int, of pages: Int) {
        let m = Self.margin
        let title = scene.summary.isEmpty ? scene.name : scene.summary.prefix(1).uppercased() + scene.summary.dropFirst()
        c.text(title, at: CGPoint(x: m, y: m), font: MotionFont(size: 17, weight: .bold), color: Self.ink, anchor: .topLeading)
        let speed = scene.speed == 1 ? "1" : String(format: "%g", scene.speed)
        let details = "scene \(scene.name)  ·  \(options.colorScheme.rawValue)  ·  \(options.device.label)  ·  speed \(speed)×  ·  "
            + String(format: "%g s, still frame at %g s", scene.duration, scene.stillTime)
        c.text(details, at: CGPoint(x: m, y: m + 24), font: MotionFont(size: 9.5), color: Self.muted, anchor: .topLeading)
        c.text("page \(page) of \(pages)", at: CGPoint(x: pageSize.width - m, y: m + 4), font: MotionFont(size: 9),
               color: Self.muted, anchor: .topTrailing)
    }

    private func drawFrame(_ t: Double, in cell: CGRect, environment: MotionEnvironment, decor: MotionCanvas) throws {
        try decor.draw(scene, at: t, in: cell, environment: environment)
        let isStill = abs(t - scene.stillTime) < 0.0005
        decor.stroke(MotionPath(rect: cell), with: isStill ? Self.mark : Self.muted.opacity(0.5), lineWidth: isStill ? 2 : 0.5)
        var label = "\(Milliseconds.text(t)) ms"
        if let phase = ScenePhase.current(in: scene.phases, at: t) { label += "  ·  \(phase.name)" }
        let font = MotionFont(size: 9, weight: .medium)
        decor.text(label, at: CGPoint(x: cell.minX, y: cell.maxY + 4), font: font, color: Self.ink, anchor: .topLeading)
        if isStill {
            decor.text("still frame", at: CGPoint(x: cell.maxX, y: cell.maxY + 4), font: font.weight(.bold),
                       color: Self.mark, anchor: .topTrailing)
        }
    }

    /// The scene times the curve strip samples a curve at: 241 values over the scene's duration.
    package static func curveTimes(duration: Double) -> [Double] {
        (0...240).map { duration * Double($0) / 240 }
    }

    /// The curve over the whole timeline, with a dot at every frame (filled on this page's frames).
    private func drawStrip(_ c: MotionCanvas, curve: SceneCurve, highlighted: [Double]) {
        let page = pageSize, m = Self.margin
        let strip = CGRect(x: m + 40, y: page.height - m - Self.stripHeight + 14, width: page.width - 2 * m - 40,
                           height: Self.stripHeight - 28)
        let samples = Self.curveTimes(duration: scene.duration).map { t in (t, curve.value(t)) }
        let values = samples.map(\.1).filter(\.isFinite)
        var low = values.min() ?? 0, high = values.max() ?? 1
        if high - low < 1e-9 { low -= 0.5; high += 0.5 }
        func point(_ t: Double, _ v: Double) -> CGPoint {
            CGPoint(x: strip.minX + strip.width * t / scene.duration, y: strip.maxY - strip.height * (v - low) / (high - low))
        }
        c.text(curve.name, at: CGPoint(x: m, y: strip.minY - 12), font: MotionFont(size: 9, weight: .semibold),
               color: Self.ink, anchor: .topLeading)
        c.stroke(MotionPath(rect: strip), with: Self.muted.opacity(0.4), lineWidth: 0.5)
        for (v, anchor) in [(high, UnitPoint.trailing), (low, UnitPoint.trailing)] {
            c.text(String(format: "%.2f", v), at: CGPoint(x: strip.minX - 4, y: point(0, v).y), font: MotionFont(size: 7),
                   color: Self.muted, anchor: anchor)
        }
        c.text("0 s", at: CGPoint(x: strip.minX, y: strip.maxY + 3), font: MotionFont(size: 7), color: Self.muted, anchor: .top)
        c.text(String(format: "%g s", scene.duration), at: CGPoint(x: strip.maxX, y: strip.maxY + 3), font: MotionFont(size: 7),
               color: Self.muted, anchor: .top)
        var path = MotionPath()
        for (i, sample) in samples.enumerated() where sample.1.isFinite {
            if i == 0 { path.move(to: point(sample.0, sample.1)) } else { path.addLine(to: point(sample.0, sample.1)) }
        }
        c.stroke(path, with: Self.ink, style: StrokeStyle(lineWidth: 1.2, lineJoin: .round))
        for t in times {
            let v = curve.value(t)
            guard v.isFinite else { continue }
            let onPage = highlighted.contains(t)
            c.circle(point(t, v), onPage ? 3 : 2, onPage ? Self.mark : Self.muted)
        }
    }
}
