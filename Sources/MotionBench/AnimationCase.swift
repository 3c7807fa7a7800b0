import Foundation
import MotionRender
import MotionTimeline
import MotionScenes

/// Animated output of the coins scene's 6 seconds at 1080 × 840 and 30 fps (180 frames) with 2
/// jobs: as MP4 and GIF through ffmpeg, against the same frames written as PNG files and against
/// drawing them alone.
enum AnimationCase {
    static let jobs = 2
    static let options = RenderOptions(size: .scale(Workload.sequenceScale))

    static var timing: AnimationTiming {
        get throws { try AnimationTiming.range(Workload.coins, fps: Workload.fps) }
    }

    /// The 180 frames as PNG files (`FrameSequence`, as `motion frames --jobs 2` writes them).
    static func pngFrames() throws -> Measurement {
        var result = Measurement()
        var folder = try Workload.scratchFolder("animation-png")
        defer { try? FileManager.default.removeItem(at: folder) }
        result.series[""] = try (0..<Workload.sequenceRuns).map { _ in
            folder = try Workload.scratchFolder("animation-png")
            let sequence = try FrameSequence(scene: Workload.coins, times: timing.times, fps: Workload.fps, options: options, folder: folder)
            return try time(runs: 1) { _ = try sequence.render(jobs: jobs) }[0]
        }
        result.counts["bytes"] = Workload.bytes(in: folder, ext: "png")
        return result
    }

    /// Drawing the frames and taking their RGBA pixels (what the encoder is fed), nothing written.
    static func drawing() throws -> Measurement {
        var result = Measurement()
        let times = try timing.times
        result.series[""] = try time(runs: Workload.sequenceRuns) {
            let next = NSLock()
            nonisolated(unsafe) var index = 0
            nonisolated(unsafe) var failure: Error?
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                do {
                    let rasterizer = try FrameRasterizer(scene: Workload.coins, options: options)
                    while true {
                        next.lock()
                        let mine = index
                        index += 1
                        next.unlock()
                        guard mine < times.count else { return }
                        try rasterizer.draw(at: times[mine])
                        _ = rasterizer.image().rgba.count
                    }
                } catch {
                    next.lock()
                    failure = error
                    next.unlock()
                }
            }
            if let failure { throw failure }
        }
        return result
    }

    /// The animation encoded to `format` with 2 drawing jobs; counts the file's bytes and the CPU
    /// seconds the encoder processes used (from `getrusage` of the waited-for children).
    static func encode(_ format: AnimationFormat) throws -> Measurement {
        var result = Measurement()
        let folder = try Workload.scratchFolder("animation-\(format.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("coins.\(format.fileExtension)")
        let encoder = try AnimationEncoder(format: format)
        var bytes = 0
        let before = childCPUSeconds()
        result.series[""] = try time(runs: Workload.sequenceRuns) {
            bytes = try encoder.encode(Workload.coins, timing: timing, options: options, to: url, jobs: jobs).bytes
        }
        result.counts["bytes"] = Double(bytes)
        result.counts["encoderCPU"] = (childCPUSeconds() - before) / Double(Workload.sequenceRuns)
        return result
    }

    /// The encoder alone: the same frames drawn beforehand (not timed) and fed from memory.
    static func encoderAlone(_ format: AnimationFormat) throws -> Measurement {
        var result = Measurement()
        let times = try timing.times
        let rasterizer = try FrameRasterizer(scene: Workload.coins, options: options)
        let frames = try times.map { t -> [UInt8] in
            try rasterizer.draw(at: t)
            return rasterizer.image().rgba
        }
        let folder = try Workload.scratchFolder("animation-alone-\(format.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let encoder = try AnimationEncoder(format: format)
        result.series[""] = try time(runs: Workload.sequenceRuns) {
            _ = try encoder.encode(count: frames.count, width: rasterizer.width, height: rasterizer.height, fps: Workload.fps,
                                   to: folder.appendingPathComponent("coins.\(format.fileExtension)"), jobs: 1) { frames[$0] }
        }
        return result
    }

    /// Size per second of the animated SVG of each built-in scene at 30 fps (scale 1), and the
    /// seconds it takes to build (2 jobs).
    static func svgSizes() throws -> Measurement {
        var result = Measurement()
        for scene in BuiltInScenes.all {
            let timing = try AnimationTiming.range(scene, fps: Workload.fps)
            var svg: AnimatedSVG?
            result.series[scene.name] = try time(runs: 1) { svg = try AnimatedSVG(scene: scene, timing: timing, jobs: jobs) }
            result.counts[scene.name] = svg!.bytesPerSecond
            result.counts[scene.name + ".gzip"] = Double(try gzipSize(svg!.data)) / timing.duration
            var raw = 0
            for t in timing.times { raw += try MotionRenderer.render(scene, at: t, options: RenderOptions(format: .svg)).count }
            result.counts[scene.name + ".frames"] = Double(raw) / timing.duration
        }
        return result
    }

    private static func childCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The size of `data` compressed by `gzip -9`, as a web server would send it.
    private static func gzipSize(_ data: Data) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-9", "-c"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread { try? input.fileHandleForWriting.write(contentsOf: data); try? input.fileHandleForWriting.close() }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed.count
    }
}
