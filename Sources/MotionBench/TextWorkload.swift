import Foundation
import MotionRender

/// The text benchmark's scene: a paragraph in three scripts (Latin, Japanese, Arabic) wrapped to
/// six lines, and a dot that moves every frame (so a sequence's frames differ while the text
/// stays the same). The C floor draws the same paragraph (`Sources/CFloorBench/text.c`).
struct ParagraphBenchScene: MotionScene {
    static let paragraph = "Stills for every store, in every language: 日本語のスクリーンショットも、العربية من اليمين إلى اليسار، "
        + "and English side by side in one card, shaped, kerned and wrapped the way the prototype's browser did it."
    static let frame = CGRect(x: 30, y: 40, width: 270, height: Double.infinity)
    static let ink = MotionColor(red: 0.1, green: 0.1, blue: 0.12)

    /// Draws the moving dot (false for the still the C floor matches pixel for pixel).
    var moving = false
    var duration: Double { 6 }
    var stillTime: Double { 0 }
    var name: String { "paragraph-bench" }

    func draw(_ c: inout MotionCanvas, t: Double) {
        c.draw(MotionText(Self.paragraph, font: MotionFont(size: 15)).foregroundColor(Self.ink), in: Self.frame)
        if moving { c.circle(CGPoint(x: 30 + 50 * t, y: 250), 8, c.palette.accent) }
    }

    /// Options for a 1080 × 840 frame on the light palette's background, with or without the
    /// layout cache.
    static func options(cached: Bool) -> RenderOptions {
        var options = RenderOptions(size: .scale(3))
        options[TextLayoutCachingKey.self] = cached
        return options
    }
}
