import Foundation
import MotionRender

extension Suite {
    /// The drawing model: the coach scene against the C floor's same cairo calls (and the check
    /// that both draw the same pixels), and the blur's independence of its radius.
    mutating func drawingModel() throws {
        let group = "Drawing model, 1080×840, drawing alone (not encoded)"
        let (coach, coachRSS) = try child(named: DrawingModelCase.drawCoach.rawValue)
        let t = "\(DrawingModelCase.coachTime)"
        let c = try floor.run(["coach-draw", t, "3", "9", "\(DrawingModelCase.coachRepeat)"])
        let swift = Statistics(coach.seconds), cStats = Statistics(c.seconds)
        let ratio = swift.median / cStats.median
        add(group, "coach at \(t) s, Swift", "ms", swift.scaled(1000), rss: coachRSS, note: "Swift/C \(Self.ratio(ratio))")
        add(group, "coach at \(t) s, C floor", "ms", cStats.scaled(1000), rss: c.peakMiB)
        target(ratio <= 1.10, "drawing alone, coach still (gradients, blur, shadows, photo): Swift/C \(Self.ratio(ratio)) (≤ 1.10)")

        let (wide, wideRSS) = try child(named: DrawingModelCase.blurWide.rawValue)
        let (narrow, narrowRSS) = try child(named: DrawingModelCase.blurNarrow.rawValue)
        let wideStats = Statistics(wide.seconds), narrowStats = Statistics(narrow.seconds)
        let blurRatio = wideStats.median / narrowStats.median
        add(group, "full-frame layer blurred, radius 20 pt (σ 60 px)", "ms", wideStats.scaled(1000), rss: wideRSS,
            note: "\(Self.ratio(blurRatio))× the time at radius 2 pt")
        add(group, "full-frame layer blurred, radius 2 pt (σ 6 px)", "ms", narrowStats.scaled(1000), rss: narrowRSS)
        target(blurRatio <= 1.3, "blur independent of its radius: 20 pt / 2 pt = \(Self.ratio(blurRatio)) (≤ 1.3)")

        let swiftFrame = try MotionRenderer.raster(DrawingModelCase.coach, at: DrawingModelCase.coachTime, options: RenderOptions(size: .scale(3)))
        let cFrame = try floor.coachFrame(t, "3")
        guard let difference = ImageDifference(swiftFrame, cFrame) else { throw BenchError("the C floor's coach frame has another size") }
        print("  coach at \(t) s, Swift vs C floor: \(difference)")
        target(difference.maximumChannelDelta == 0, "the C floor draws the same coach frame: max channel delta \(difference.maximumChannelDelta)")
    }
}
