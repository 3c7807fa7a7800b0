import Foundation
import MotionRender

extension Suite {
    /// A six-line paragraph in three scripts: a still against the C floor making the same Pango
    /// calls, the same pixels on both sides, and what the layout cache saves over 180 frames.
    mutating func text() throws {
        let group = "Text: a paragraph in Latin, Japanese and Arabic at 1080×840 (Sources/MotionBench/TextWorkload.swift)"
        let (still, stillRSS) = try child(.textStill)
        let c = try floor.run(["text-still", "9", "20"])
        let swift = Statistics(still.seconds), cStats = Statistics(c.seconds), ratio = swift.median / cStats.median
        let lines = Int(still.counts["lines"] ?? 0)
        add(group, "still, laid out afresh (\(lines) lines), Swift", "ms", swift.scaled(1000), rss: stillRSS,
            note: "Swift/C \(Self.ratio(ratio))")
        add(group, "still, laid out afresh, C floor", "ms", cStats.scaled(1000), rss: c.peakMiB)
        add(group, "still to PNG bytes (draw + encode)", "ms", Statistics(still.series["png"] ?? []).scaled(1000))
        target(ratio <= 1.10, "text still: Swift/C \(Self.ratio(ratio)) (≤ 1.10)")
        target(lines == 6, "the bench paragraph wraps to 6 lines: \(lines)")

        let (cached, cachedRSS) = try child(.textSequenceCached)
        let (uncached, uncachedRSS) = try child(.textSequenceUncached)
        let cachedStats = Statistics(cached.seconds).scaled(1000), uncachedStats = Statistics(uncached.seconds).scaled(1000)
        let saving = uncachedStats.median / cachedStats.median
        add(group, "180 frames drawn, static text, layout cache on (default)", "ms", cachedStats, rss: cachedRSS,
            note: "\(Self.ratio(saving))× faster than without")
        add(group, "180 frames drawn, static text, layout cache off", "ms", uncachedStats, rss: uncachedRSS)
        target(saving > 1, "the layout cache spares re-shaping static text: \(Self.ratio(saving))× over 180 frames")

        let swiftFrame = try MotionRenderer.raster(ParagraphBenchScene(), at: 0, options: ParagraphBenchScene.options(cached: false))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-paragraph.png")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try floor.run(["text-write", url.path], timed: false)
        guard let difference = ImageDifference(swiftFrame, try RasterImage(contentsOf: url)) else {
            throw BenchError("the C floor's paragraph frame has another size")
        }
        print("  paragraph, Swift vs C floor: \(difference)")
        target(difference.maximumChannelDelta == 0, "the C floor draws the same paragraph: max channel delta \(difference.maximumChannelDelta)")
    }
}
