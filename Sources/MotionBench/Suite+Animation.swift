import Foundation

extension Suite {
    /// Animated output: MP4 and GIF of a 6-second 1080 × 840 scene with 2 jobs against writing the
    /// PNG frames alone and drawing alone; the animated SVG's size per second.
    mutating func animations() throws {
        let group = "Animation: coins, 6 s at 1080×840 and 30 fps (180 frames), 2 jobs"
        let (png, pngRSS) = try child(.animationPNG)
        let (draw, drawRSS) = try child(.animationDraw)
        let pngStats = Statistics(png.seconds), drawStats = Statistics(draw.seconds)
        add(group, "PNG frames written (FrameSequence)", "s", pngStats, rss: pngRSS, note: Self.mb(png.counts["bytes"] ?? 0))
        add(group, "drawing alone (RGBA pixels, nothing written)", "s", drawStats, rss: drawRSS)
        let cases: [(SwiftCase, SwiftCase, String)] = [(.animationMP4, .animationMP4Alone, "MP4 (H.264, CRF 18)"),
                                                       (.animationGIF, .animationGIFAlone, "GIF (palette of every frame, two passes)")]
        for (benchCase, aloneCase, name) in cases {
            let (m, rss) = try child(benchCase)
            let (alone, aloneRSS) = try child(aloneCase)
            let stats = Statistics(m.seconds), aloneStats = Statistics(alone.seconds)
            let ratio = stats.median / pngStats.median
            // Drawing overlaps encoding when the total is near the slower of the two.
            let slower = max(aloneStats.median, drawStats.median * (benchCase == .animationGIF ? 2 : 1))
            add(group, "\(name), encoder alone (frames already drawn, fed from memory)", "s", aloneStats, rss: aloneRSS)
            add(group, name, "s", stats, rss: rss,
                note: "\(Self.mb(m.counts["bytes"] ?? 0)), \(Self.ratio(ratio))× the PNG frames' time, \(Self.ratio(stats.median / slower))× the slower of drawing and encoding alone, encoder CPU \(Report.format(m.counts["encoderCPU"] ?? 0)) s")
            target(ratio <= 1.5, "\(name) within 1.5× the time of writing the PNG frames: \(Self.ratio(ratio))×")
            target(stats.median <= 1.25 * slower, "\(name): encoding overlaps drawing, \(Self.ratio(stats.median / slower))× the slower of the two alone (≤ 1.25)")
        }
        let (svg, svgRSS) = try child(.animationSVG)
        for name in svg.series.keys.sorted() {
            add("Animated SVG of each built-in scene at 30 fps, 360×280", name, "s", Statistics(svg.series[name]!), rss: svgRSS,
                note: "\(Self.mb(svg.counts[name] ?? 0))/s (\(Self.mb(svg.counts[name + ".gzip"] ?? 0))/s gzipped; separate frames \(Self.mb(svg.counts[name + ".frames"] ?? 0))/s)")
        }
    }
}
