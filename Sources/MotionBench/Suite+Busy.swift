import Foundation

extension Suite {
    /// The busy frame (``BusyScene``) in every output against the C floor's fastest technique for
    /// it: image caches for pixels, recordings drawn as they are for PDF and SVG.
    mutating func busyFrames() throws {
        let group = "Busy frame (32 SVG pieces, coins, badge, sparks, text), 180 frames, 1080×840 or 360×280 pt"
        let frames = "\(Workload.frames)", runs = "\(Workload.vectorRuns)"

        let (drawn, drawnRSS) = try child(.busyFrames)
        let c = try floor.run(["draw-sequence", "busy", frames, "3", runs])
        let recording = try floor.run(["--raster", "recording", "draw-sequence", "busy", frames, "3", runs])
        let librsvg = try floor.run(["--raster", "librsvg", "draw-sequence", "busy", frames, "3", "3"])
        let swift = Statistics(drawn.seconds), cStats = Statistics(c.seconds)
        add(group, "drawing only, Swift (FrameRasterizer.draw)", "s", swift, rss: drawnRSS,
            note: "Swift/C \(Self.ratio(swift.median / cStats.median))")
        add(group, "drawing only, C floor (image caches: whole pixels copied, moving pieces at 1/32-pixel phases)", "s", cStats,
            rss: Double(c.maxRSSKiB) / 1024,
            note: "\(Int(c.values["cache-misses"] ?? 0)) cache misses, \(Int(c.values["cache-hits"] ?? 0)) hits, \(Self.mb(c.values["cache-bytes"] ?? 0)) cached")
        add(group, "drawing only, C with recording surfaces (MotionCanvas's technique)", "s", Statistics(recording.seconds),
            rss: Double(recording.maxRSSKiB) / 1024)
        add(group, "drawing only, C with librsvg on every draw", "s", Statistics(librsvg.seconds), rss: Double(librsvg.maxRSSKiB) / 1024)
        target(swift.median / cStats.median <= 1.10, "busy frames, drawing only: Swift/C \(Self.ratio(swift.median / cStats.median)) (≤ 1.10)")

        let (png, pngRSS) = try child(.busyPNG)
        let folder = try Workload.scratchFolder("cfloor-busy")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cPNG = try floor.run(["png-sequence", "busy", folder.path, frames, "3", "\(Workload.sequenceRuns)"])
        let pngStats = Statistics(png.seconds), cPNGStats = Statistics(cPNG.seconds)
        add(group, "PNG files, Swift, FrameSequence, 1 job, balanced", "s", pngStats, rss: pngRSS,
            note: "Swift/C \(Self.ratio(pngStats.median / cPNGStats.median)), \(Self.mb(png.counts["bytes"] ?? 0))")
        add(group, "PNG files, C floor, 1 core, \(Self.fastestPNG)", "s", cPNGStats, rss: Double(cPNG.maxRSSKiB) / 1024,
            note: "\(Self.mb(cPNG.bytes ?? 0)); " + Self.stages(cPNG))

        let (pdf, pdfRSS) = try child(.busyPDF)
        let cPDF = try floor.run(["pdf-sequence", "busy", frames, runs])
        let (svg, svgRSS) = try child(.busySVG)
        let cSVG = try floor.run(["svg-sequence", "busy", frames, runs])
        for (name, swift, swiftRSS, c) in [("180-page PDF", pdf, pdfRSS, cPDF), ("180 SVG documents", svg, svgRSS, cSVG)] {
            let s = Statistics(swift.seconds), cs = Statistics(c.seconds), ratio = s.median / cs.median
            add(group, "\(name), Swift, in memory", "ms", s.scaled(1000), rss: swiftRSS,
                note: "Swift/C \(Self.ratio(ratio)), \(Self.mb(swift.counts["bytes"] ?? 0))")
            add(group, "\(name), C floor (recordings drawn as they are), in memory", "ms", cs.scaled(1000),
                rss: Double(c.maxRSSKiB) / 1024, note: Self.mb(c.bytes ?? 0))
            target(ratio <= 1.10, "busy \(name): Swift/C \(Self.ratio(ratio)) (≤ 1.10)")
        }

        // Memory against the number of SVG documents: Swift, and the C floor drawing the original
        // recordings or, like the per-document asset scope, fresh copies of them.
        let (_, shortRSS) = try child(.busySVGShort)
        let (_, longRSS) = try child(.busySVGLong)
        add(group, "720 SVG documents, Swift: peak RSS", "MiB", Statistics([longRSS]), rss: longRSS,
            note: String(format: "%.1f MiB over 180 documents' %.1f MiB: %.1f KiB a document", longRSS - shortRSS, shortRSS,
                         (longRSS - shortRSS) * 1024 / 540))
        target(longRSS <= shortRSS * 1.05, String(format: "busy SVG documents flat in number: %.1f MiB (720) vs %.1f MiB (180)", longRSS, shortRSS))
        for (label, options) in [("originals", [String]()), ("fresh copies per document", ["--copies"])] {
            let memory = try floor.run(options + ["svg-memory", "busy", "720"], timed: false)
            let first = memory.values["rss 180"] ?? 0, last = memory.values["rss 720"] ?? 0
            var note = String(format: "%.1f KiB a document from 180 to 720", (last - first) / 540)
            if let made = memory.values["copies-made"], let freed = memory.values["copies-freed"] {
                note += "; cairo freed \(Int(freed)) of the \(Int(made)) copies after their documents"
            }
            add(group, "720 SVG documents, C drawing the \(label): resident after 720", "MiB", Statistics([last / 1024]), note: note)
        }
    }
}
