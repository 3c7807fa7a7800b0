import Foundation
import MotionRender
import MotionTimeline
import MotionScenes

/// The cases the benchmark runs in a child process of its own (`motion-bench --case NAME`), so
/// that each one's peak memory is measured alone.
enum SwiftCase: String, CaseIterable {
    /// Fonts, palettes and a scale-1 still: the memory every case starts from.
    case baseline
    case stillPNG1 = "still-png-1", stillPNG3 = "still-png-3", stillPNG6 = "still-png-6"
    case stillSVG = "still-svg", stillPDF = "still-pdf"
    /// Drawing alone into a reused 1080 × 840 image (no encoding), to compare with the C floor.
    case drawCoins = "draw-coins", drawBots = "draw-bots"
    /// One coins frame encoded with every PNG setting.
    case encode
    case sequence1 = "png-sequence-1", sequenceAll = "png-sequence-all"
    /// A 30-frame sequence: its memory against the 180-frame one shows whether anything accumulates.
    case sequenceShort = "png-sequence-30"
    case sequenceCairo = "png-sequence-cairo-writer"
    /// 180 pages in one PDF and 180 SVG documents, in memory.
    case pdfPages = "pdf-pages", svgDocuments = "svg-documents"
    /// 180 SVG files through FrameSequence, written to disk.
    case svgFiles = "svg-files"
    case storyboard
    case curves
    case imageDifference = "image-difference"
    /// The start position at scale 3 to PNG, with the piece SVGs cached or parsed every frame.
    case boardCached = "board-cached", boardUncached = "board-uncached"
    /// Every scene × scheme × device rendered and compared with its reference.
    case matrix
    /// The busy frame (``BusyScene``): drawing alone at its still, 180 frames drawn (not encoded),
    /// a 180-frame PNG sequence on one job, 180 PDF pages, 180 SVG documents (several runs).
    case drawBusy = "draw-busy", busyFrames = "busy-draw-180", busyPNG = "busy-png-sequence-1"
    case busyPDF = "busy-pdf-pages", busySVG = "busy-svg-documents"
    /// The second busy frame (``LeaderboardScene``): 180 frames drawn, not encoded.
    case leaderboardFrames = "leaderboard-draw-180"
    /// One run of 180 and of 720 SVG documents, and one PDF of 180 and of 720 pages (the 180
    /// frames four times): memory against the number of documents or pages.
    case busySVGShort = "busy-svg-documents-180x1", busySVGLong = "busy-svg-documents-720x1"
    case busyPDFShort = "busy-pdf-pages-180x1", busyPDFLong = "busy-pdf-pages-720x1"
    /// A paragraph in three scripts: a still laid out afresh, and 180 frames with and without the layout cache.
    case textStill = "text-still", textSequenceCached = "text-sequence-cached", textSequenceUncached = "text-sequence-uncached"
    /// Animated output (``AnimationCase``): PNG frames, drawing alone, MP4, GIF, animated SVG sizes.
    case animationPNG = "animation-png", animationDraw = "animation-draw", animationMP4 = "animation-mp4",
         animationGIF = "animation-gif", animationSVG = "animation-svg",
         animationMP4Alone = "animation-mp4-encoder", animationGIFAlone = "animation-gif-encoder"

    /// Runs the case in this process; `runs` replaces the case's usual number of runs.
    func run(runs: Int? = nil) throws -> Measurement {
        var result = Measurement()
        switch self {
        case .baseline:
            _ = try MotionRenderer.render(Workload.coins, at: Workload.coinsTime, options: RenderOptions())
            result.series[""] = [0]
        case .stillPNG1, .stillPNG3, .stillPNG6:
            let scale = self == .stillPNG1 ? 1.0 : self == .stillPNG3 ? 3 : 6
            result.series[""] = try still(RenderOptions(size: .scale(scale)), runs: runs ?? Workload.quickRuns)
        case .stillSVG:
            result.series[""] = try still(RenderOptions(format: .svg), runs: runs ?? Workload.quickRuns)
        case .stillPDF:
            result.series[""] = try still(RenderOptions(format: .pdf), runs: runs ?? Workload.quickRuns)
        case .drawCoins:
            result.series[""] = try drawOnly(Workload.coins, at: Workload.coinsTime, repeat: 200, runs: runs ?? 9)
        case .drawBots:
            result.series[""] = try drawOnly(Workload.bots, at: Workload.botsTime, repeat: 20, runs: runs ?? 9)
        case .drawBusy:
            result.series[""] = try drawOnly(try Workload.busy(), at: Workload.busyTime, repeat: 20, runs: runs ?? 9)
        case .busyFrames, .leaderboardFrames:
            let scene: any MotionScene = self == .busyFrames ? try Workload.busy() : try Workload.leaderboard()
            let options = RenderOptions(size: .scale(Workload.sequenceScale))
            let rasterizer = try FrameRasterizer(scene: scene, options: options)
            // Drawing every frame, as the C floor does (a frame repeating the one before would be kept).
            rasterizer.reusesFrames = false
            // Fonts, palettes and the assets' recordings, as the C floor loads them before it times
            // (not through the rasterizer, whose cache starts empty as the C floor's does).
            _ = try MotionRenderer.raster(scene, at: 0, options: options)
            result.series[""] = try time(runs: runs ?? Workload.vectorRuns) {
                for t in Workload.times(Workload.frames) { try rasterizer.draw(at: t) }
            }
        case .busyPNG:
            result = try sequence(try Workload.busy(), format: .png, frames: Workload.frames, jobs: 1, compression: .default,
                                  runs: runs ?? Workload.sequenceRuns)
        case .busyPDF:
            result = try pdfPages(try Workload.busy(), rounds: 1, runs: runs ?? Workload.vectorRuns)
        case .busySVG:
            result = try svgDocuments(try Workload.busy(), rounds: 1, runs: runs ?? Workload.vectorRuns)
        case .busySVGShort, .busySVGLong:
            result = try svgDocuments(try Workload.busy(), rounds: self == .busySVGLong ? 4 : 1, runs: 1)
        case .busyPDFShort, .busyPDFLong:
            result = try pdfPages(try Workload.busy(), rounds: self == .busyPDFLong ? 4 : 1, runs: 1)
        case .encode:
            let rasterizer = try FrameRasterizer(scene: Workload.coins, options: RenderOptions(size: .scale(3)))
            try rasterizer.draw(at: Workload.coinsTime)
            for compression in PNGCompression.allCases {
                let encoder = try FrameRasterizer(scene: Workload.coins, options: RenderOptions(size: .scale(3), pngCompression: compression))
                try encoder.draw(at: Workload.coinsTime)
                var bytes = 0
                result.series[compression.rawValue] = try time(runs: 9) { bytes = try encoder.encodePNG().count }
                result.counts[compression.rawValue] = Double(bytes)
            }
        case .sequence1, .sequenceAll, .sequenceShort, .sequenceCairo:
            let jobs = self == .sequenceAll ? ProcessInfo.processInfo.activeProcessorCount : 1
            let frames = self == .sequenceShort ? 30 : Workload.frames
            let compression: PNGCompression = self == .sequenceCairo ? .cairo : .default
            result = try sequence(Workload.coins, format: .png, frames: frames, jobs: jobs, compression: compression,
                                  runs: runs ?? Workload.sequenceRuns)
        case .svgFiles:
            result = try sequence(Workload.coins, format: .svg, frames: Workload.frames, jobs: 1, compression: .default,
                                  runs: runs ?? Workload.sequenceRuns)
        case .pdfPages:
            result = try pdfPages(Workload.coins, rounds: 1, runs: runs ?? Workload.vectorRuns)
        case .svgDocuments:
            result = try svgDocuments(Workload.coins, rounds: 1, runs: runs ?? Workload.vectorRuns)
        case .storyboard:
            result = try StoryboardCase.run()
        case .boardCached, .boardUncached:
            result = try BoardCase.run(cached: self == .boardCached)
        case .matrix:
            result = try MatrixCase.run()
        case .textStill:
            result = try TextCase.still()
        case .textSequenceCached, .textSequenceUncached:
            result = try TextCase.sequence(cached: self == .textSequenceCached)
        case .curves:
            result = CurveCases.run()
        case .animationPNG: result = try AnimationCase.pngFrames()
        case .animationDraw: result = try AnimationCase.drawing()
        case .animationMP4: result = try AnimationCase.encode(.mp4)
        case .animationGIF: result = try AnimationCase.encode(.gif)
        case .animationSVG: result = try AnimationCase.svgSizes()
        case .animationMP4Alone: result = try AnimationCase.encoderAlone(.mp4)
        case .animationGIFAlone: result = try AnimationCase.encoderAlone(.gif)
        case .imageDifference:
            let options = RenderOptions(size: .scale(3))
            let a = try MotionRenderer.raster(Workload.coins, at: Workload.coinsTime, options: options)
            let b = try MotionRenderer.raster(Workload.coins, at: 4.3, options: options)
            var difference: ImageDifference?
            result.series[""] = time(runs: Workload.quickRuns) { difference = ImageDifference(a, b, threshold: 2) }
            result.counts["pixels"] = Double(difference?.pixelCount ?? 0)
        }
        return result
    }

    /// The demo still of the coins scene, rendered to bytes (not written).
    private func still(_ options: RenderOptions, runs: Int) throws -> [Double] {
        _ = try MotionRenderer.render(Workload.coins, at: Workload.coinsTime, options: options)
        return try time(runs: runs) {
            _ = try MotionRenderer.render(Workload.coins, at: Workload.coinsTime, options: options)
        }
    }

    /// Seconds per draw: each run is the mean of `count` draws of the frame at `t` into one image.
    private func drawOnly(_ scene: any MotionScene, at t: Double, repeat count: Int, runs: Int) throws -> [Double] {
        let rasterizer = try FrameRasterizer(scene: scene, options: RenderOptions(size: .scale(Workload.sequenceScale)))
        // Drawing itself: the same instant again would be kept, not drawn.
        rasterizer.reusesFrames = false
        try rasterizer.draw(at: t)
        return try time(runs: runs) {
            for _ in 0..<count { try rasterizer.draw(at: t) }
        }.map { $0 / Double(count) }
    }

    /// One PDF of the 180 frames of `scene` (`rounds` times over), one page each, kept in memory.
    private func pdfPages(_ scene: any MotionScene, rounds: Int, runs: Int) throws -> Measurement {
        var result = Measurement(), bytes = 0
        try warmUp(scene)
        let times = Array((0..<rounds).map { _ in Workload.times(Workload.frames) }.joined())
        result.series[""] = try time(runs: runs) {
            bytes = try MotionRenderer.renderPages(scene, times: times, options: RenderOptions(format: .pdf)).count
        }
        result.counts["bytes"] = Double(bytes)
        result.counts["frames"] = Double(times.count)
        return result
    }

    /// The 180 frames of `scene` as SVG documents in memory, one after another, `rounds` times
    /// (more rounds: the same documents again, to see whether memory grows with their number).
    private func svgDocuments(_ scene: any MotionScene, rounds: Int, runs: Int) throws -> Measurement {
        var result = Measurement(), bytes = 0
        try warmUp(scene)
        result.series[""] = try time(runs: runs) {
            bytes = 0
            for _ in 0..<rounds {
                for t in Workload.times(Workload.frames) {
                    bytes += try MotionRenderer.render(scene, at: t, options: RenderOptions(format: .svg)).count
                }
            }
        }
        result.counts["bytes"] = Double(bytes)
        result.counts["frames"] = Double(rounds * Workload.frames)
        return result
    }

    /// Loads what every document of `scene` uses (fonts, palettes, the assets' recordings), as the
    /// C floor does before it times, with a frame that is not timed.
    private func warmUp(_ scene: any MotionScene) throws {
        _ = try MotionRenderer.raster(scene, at: 0, options: RenderOptions())
    }

    /// A frame sequence of `scene` written by ``FrameSequence`` as `motion frames` does, into an
    /// emptied folder each run.
    private func sequence(_ scene: any MotionScene, format: RenderFormat, frames: Int, jobs: Int,
                          compression: PNGCompression, runs: Int) throws -> Measurement {
        var result = Measurement()
        let options = RenderOptions(format: format, size: .scale(format == .png ? Workload.sequenceScale : 1),
                                    pngCompression: compression)
        var folder = try Workload.scratchFolder(rawValue)
        defer { try? FileManager.default.removeItem(at: folder) }
        result.series[""] = try (0..<runs).map { _ in
            folder = try Workload.scratchFolder(rawValue)
            let sequence = try FrameSequence(scene: scene, times: Workload.times(frames), fps: Workload.fps,
                                             options: options, folder: folder)
            return try time(runs: 1) { _ = try sequence.render(jobs: jobs) }[0]
        }
        result.counts["bytes"] = Workload.bytes(in: folder, ext: format.rawValue)
        result.counts["frames"] = Double(frames)
        return result
    }
}
