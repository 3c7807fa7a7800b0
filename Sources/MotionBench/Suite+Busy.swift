import Foundation

extension Suite {
    /// The busy frame (``BusyScene``) in every output against the C floor's fastest technique for
    /// it: image caches for pixels, recordings drawn as they are for PDF and SVG.
    mutating func busyFrames() throws {
        let group = Self.busyGroup
        let frames = "\(Workload.frames)"
        try busyDrawing()

        let folder = try Workload.scratchFolder("cfloor-busy")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (png, pngRSS, cPNG) = try interleaved(.busyPNG, runs: 1) { ["png-sequence", "busy", folder.path, frames, "3", "\($0)"] }
        let pngStats = Statistics(png.seconds), cPNGStats = Statistics(cPNG.seconds)
        add(group, "PNG files, Swift, FrameSequence, 1 job, balanced", "s", pngStats, rss: pngRSS,
            note: "Swift/C \(Self.ratio(pngStats.median / cPNGStats.median)), \(Self.mb(png.counts["bytes"] ?? 0))")
        add(group, "PNG files, C floor, 1 core, \(Self.fastestPNG)", "s", cPNGStats, rss: cPNG.peakMiB,
            note: "\(Self.mb(cPNG.bytes ?? 0)); " + Self.stages(cPNG))
        target(pngStats.median / cPNGStats.median <= 1.10,
               "busy PNG sequence, 1 job, balanced vs the C floor's fastest encoder: Swift/C \(Self.ratio(pngStats.median / cPNGStats.median)) (≤ 1.10), \(Self.ratio((png.counts["bytes"] ?? 0) / (cPNG.bytes ?? 1)))× its size")
        memoryTarget("busy PNG sequence, 1 job", swift: pngRSS, c: cPNG.peakMiB)

        let (pdf, pdfRSS, cPDF) = try interleaved(.busyPDF, runs: 3) { ["pdf-sequence", "busy", frames, "\($0)"] }
        let (svg, svgRSS, cSVG) = try interleaved(.busySVG, runs: 3) { ["svg-sequence", "busy", frames, "\($0)"] }
        for (name, swift, swiftRSS, c) in [("180-page PDF", pdf, pdfRSS, cPDF), ("180 SVG documents", svg, svgRSS, cSVG)] {
            let s = Statistics(swift.seconds), cs = Statistics(c.seconds), ratio = s.median / cs.median
            add(group, "\(name), Swift, in memory", "ms", s.scaled(1000), rss: swiftRSS,
                note: "Swift/C \(Self.ratio(ratio)), \(Self.mb(swift.counts["bytes"] ?? 0))")
            add(group, "\(name), C floor (recordings drawn as they are), in memory", "ms", cs.scaled(1000),
                rss: c.peakMiB, note: Self.mb(c.bytes ?? 0))
            target(ratio <= 1.10, "busy \(name): Swift/C \(Self.ratio(ratio)) (≤ 1.10)")
            memoryTarget("busy \(name)", swift: swiftRSS, c: c.peakMiB)
        }
        try vectorMemory(group)
    }

    static let busyGroup = "Busy frame (32 SVG pieces, coins, badge, sparks, text), 180 frames, 1080×840 or 360×280 pt"

    /// Drawing alone (not encoded), 180 frames of each busy scene against the C floor: the busy
    /// frame and the leaderboard (``LeaderboardScene``), the leaderboard's pixels compared first.
    mutating func busyDrawing() throws {
        let group = Self.busyGroup
        let frames = "\(Workload.frames)"
        // The busy frame's pixels are compared with the other scenes' (sameFrames).
        let leaderboard = try Workload.leaderboard()
        for t in [Workload.leaderboardTime, 0.5] { try sameFrame("leaderboard", leaderboard, t) }
        let (drawn, drawnRSS, c) = try interleaved(.busyFrames, runs: 3) { ["draw-sequence", "busy", frames, "3", "\($0)"] }
        let recording = try floor.run(["--raster", "recording", "draw-sequence", "busy", frames, "3", "3"])
        let librsvg = try floor.run(["--raster", "librsvg", "draw-sequence", "busy", frames, "3", "3"])
        let swift = Statistics(drawn.seconds), cStats = Statistics(c.seconds)
        add(group, "drawing only, Swift (FrameRasterizer.draw)", "s", swift, rss: drawnRSS,
            note: "Swift/C \(Self.ratio(swift.median / cStats.median))")
        add(group, "drawing only, C floor (image caches: whole pixels copied, moving pieces at 1/32-pixel phases)", "s", cStats,
            rss: c.peakMiB,
            note: "\(Int(c.values["cache-misses"] ?? 0)) cache misses, \(Int(c.values["cache-hits"] ?? 0)) hits, \(Self.mb(c.values["cache-bytes"] ?? 0)) cached")
        add(group, "drawing only, C with recording surfaces (what MotionCanvas did before its image cache)", "s", Statistics(recording.seconds),
            rss: recording.peakMiB)
        add(group, "drawing only, C with librsvg on every draw", "s", Statistics(librsvg.seconds), rss: librsvg.peakMiB)
        target(swift.median / cStats.median <= 1.10, "busy frames, drawing only: Swift/C \(Self.ratio(swift.median / cStats.median)) (≤ 1.10)")

        // The second busy frame: more text and images, fewer paths.
        let (league, leagueRSS, cLeague) = try interleaved(.leaderboardFrames, runs: 3) { ["draw-sequence", "leaderboard", frames, "3", "\($0)"] }
        let leagueStats = Statistics(league.seconds), cLeagueStats = Statistics(cLeague.seconds), leagueRatio = leagueStats.median / cLeagueStats.median
        add(group, "leaderboard (26 texts, 16 SVG images, 17 paths a frame), drawing only, Swift", "s", leagueStats, rss: leagueRSS,
            note: "Swift/C \(Self.ratio(leagueRatio))")
        add(group, "leaderboard, drawing only, C floor (Pango text, image caches)", "s", cLeagueStats, rss: cLeague.peakMiB)
        target(leagueRatio <= 1.10, "leaderboard frames (the second busy scene), drawing only: Swift/C \(Self.ratio(leagueRatio)) (≤ 1.10)")
    }

    /// Peak memory against the number of SVG documents and PDF pages, Swift and the C floor: flat
    /// means SVG documents add at most 1 MiB from 180 to 720 (under 2 KiB a document), and a PDF
    /// at most twice what its own bytes grow (the document is held in memory) plus 1 MiB.
    private mutating func vectorMemory(_ group: String) throws {
        let (_, svgShort) = try child(.busySVGShort)
        let (_, svgLong) = try child(.busySVGLong)
        let cShort = try floor.run(["svg-sequence", "busy", "180", "1"]), cLong = try floor.run(["svg-sequence", "busy", "720", "1"])
        add(group, "720 SVG documents, Swift: peak RSS", "MiB", Statistics([svgLong]), rss: svgLong,
            note: String(format: "%+.1f MiB from 180 documents' %.1f MiB: %.2f KiB a document", svgLong - svgShort, svgShort,
                         (svgLong - svgShort) * 1024 / 540))
        add(group, "720 SVG documents, C floor: peak RSS", "MiB", Statistics([cLong.peakMiB]), rss: cLong.peakMiB,
            note: String(format: "%+.1f MiB from 180 documents' %.1f MiB", cLong.peakMiB - cShort.peakMiB, cShort.peakMiB))
        target(svgLong - svgShort <= 1, String(format: "busy SVG documents flat in number: %.1f MiB (720) vs %.1f MiB (180), ≤ 1 MiB more (C floor: %.1f vs %.1f)",
                                               svgLong, svgShort, cLong.peakMiB, cShort.peakMiB))
        let memory = try floor.run(["--copies", "svg-memory", "busy", "720"], timed: false)
        let first = memory.values["rss 180"] ?? 0, last = memory.values["rss 720"] ?? 0
        add(group, "720 SVG documents, C drawing fresh copies of the recordings per document: resident after 720", "MiB",
            Statistics([last / 1024]),
            note: String(format: "%.1f KiB a document from 180 to 720; cairo freed %d of the %d copies after their documents",
                         (last - first) / 540, Int(memory.values["copies-freed"] ?? 0), Int(memory.values["copies-made"] ?? 0)))

        let (pdfShortM, pdfShort) = try child(.busyPDFShort)
        let (pdfLongM, pdfLong) = try child(.busyPDFLong)
        let cPDFShort = try floor.run(["pdf-sequence", "busy", "180", "1"]), cPDFLong = try floor.run(["pdf-sequence", "busy", "720", "1"])
        let grown = ((pdfLongM.counts["bytes"] ?? 0) - (pdfShortM.counts["bytes"] ?? 0)) / 1_048_576
        add(group, "720-page PDF, Swift: peak RSS", "MiB", Statistics([pdfLong]), rss: pdfLong,
            note: String(format: "%+.1f MiB from 180 pages' %.1f MiB; the document itself grows %.1f MiB (%@ → %@)", pdfLong - pdfShort, pdfShort,
                         grown, Self.mb(pdfShortM.counts["bytes"] ?? 0), Self.mb(pdfLongM.counts["bytes"] ?? 0)))
        add(group, "720-page PDF, C floor: peak RSS", "MiB", Statistics([cPDFLong.peakMiB]), rss: cPDFLong.peakMiB,
            note: String(format: "%+.1f MiB from 180 pages' %.1f MiB", cPDFLong.peakMiB - cPDFShort.peakMiB, cPDFShort.peakMiB))
        target(pdfLong - pdfShort <= 2 * grown + 1,
               String(format: "busy PDF flat in pages: %.1f MiB (720) vs %.1f MiB (180), ≤ 2 × the %.1f MiB the document grows + 1 MiB (C floor: %.1f vs %.1f)",
                      pdfLong, pdfShort, grown, cPDFLong.peakMiB, cPDFShort.peakMiB))
    }
}
