import Foundation
import MotionRender

/// What's New: "daily streaks". Seven day dots fill in one after another (each an ease-out timing
/// curve), the flame jumps when the week completes (a three-track keyframe timeline: height,
/// squash, tilt) and the streak count pops in. Still frame 3.8 s: a full week and the flame at rest.
///
/// Localized: its strings come from `Resources/strings/streak/` (English, Japanese, Arabic), and
/// in a right-to-left locale the week runs from right to left.
public struct StreakScene: MotionScene {
    public var duration: Double { 5 }
    public var stillTime: Double { 3.8 }
    public var summary: String { "what's new: daily streaks" }
    public var phases: [ScenePhase] {
        [ScenePhase("entry", 0), ScenePhase("days fill", StreakScene.firstDay), ScenePhase("flame jumps", StreakScene.jump),
         ScenePhase("streak", StreakScene.reveal), ScenePhase("rest", 3.8), ScenePhase("exit", 4.5)]
    }
    public var curves: [SceneCurve] {
        [SceneCurve("flame height") { t in StreakScene.flame.value(at: t - StreakScene.jump).height },
         SceneCurve("flame squash") { t in StreakScene.flame.value(at: t - StreakScene.jump).squash },
         SceneCurve("last day fill") { t in StreakScene.dayFill(6, at: t) }]
    }

    /// The scene's strings in every locale it ships, read once.
    static let catalog = Result {
        try StringsCatalog(folder: MotionResources.directory().appendingPathComponent("strings/streak", isDirectory: true))
    }
    public var strings: StringsCatalog? { get throws { try Self.catalog.get() } }

    static let firstDay = 0.6, dayGap = 0.22, dayFillDuration = 0.25
    static let jump = 2.2, reveal = 2.9

    /// The flame's pose during its jump.
    struct FlamePose: Sendable {
        var height = 0.0
        var squash = 1.0
        var tilt = Angle.zero
    }

    /// The jump: up on a bouncy spring and back, squashing before take-off and stretching in the air,
    /// with a little tilt. Built once from constant tracks.
    static let flame = KeyframeTimeline(initialValue: FlamePose()) {
        KeyframeTrack(\FlamePose.height) {
            LinearKeyframe(0, duration: 0.12)
            SpringKeyframe(30, duration: 0.3, spring: .bouncy)
            SpringKeyframe(0, duration: 0.5, spring: .bouncy)
        }
        KeyframeTrack(\FlamePose.squash) {
            LinearKeyframe(0.78, duration: 0.12, timingCurve: .easeOut)
            CubicKeyframe(1.18, duration: 0.22)
            CubicKeyframe(0.92, duration: 0.3)
            CubicKeyframe(1.0, duration: 0.3)
        }
        KeyframeTrack(\FlamePose.tilt) {
            LinearKeyframe(.zero, duration: 0.12)
            CubicKeyframe(.degrees(-10), duration: 0.2)
            CubicKeyframe(.degrees(8), duration: 0.25)
            CubicKeyframe(.zero, duration: 0.3)
        }
    }

    public init() {}

    /// How far day `i` (0…6) has filled at `t`: an ease-out curve over 0.25 s from its start.
    static func dayFill(_ i: Int, at t: Double) -> Double {
        TimingCurve.easeOut.value(at: M.clamp((t - firstDay - Double(i) * dayGap) / dayFillDuration))
    }

    public func draw(_ c: inout MotionCanvas, t: Double) {
        let p = c.palette
        c.fade(M.smooth(0, 0.35, t) * (1 - M.smooth(4.5, 4.95, t)))
        let rise = 12 * (1 - M.spring(t, 11))
        c.context.translateBy(x: 0, y: rise)

        let card = CGRect(x: 40, y: 24, width: 280, height: 232)
        c.roundedRect(card.offsetBy(dx: 0, dy: 3), cornerRadius: 22, p[.shadow])
        c.roundedRect(card, cornerRadius: 22, p.surface)

        // The flame, jumping from its base at (180, 124).
        let pose = Self.flame.value(at: t - Self.jump)
        var flame = c
        flame.context.translateBy(x: 180, y: 124 - pose.height)
        flame.context.rotate(by: pose.tilt.radians)
        flame.context.scaleBy(x: 2 - pose.squash, y: pose.squash)
        let lit = M.smooth(Self.firstDay, Self.firstDay + 7 * Self.dayGap, t)
        Self.drawFlame(&flame, outer: p.secondaryText.opacity(0.35).mix(MotionColor(red: 1, green: 0.45, blue: 0.15), lit),
                       inner: p.surface.mix(p.spark, lit))

        // Seven days, filling in turn, in the direction the locale reads.
        let days = c.localized("days").split(separator: " ").map(String.init)
        let rightToLeft = c.environment.layoutDirection == .rightToLeft
        for (i, letter) in days.prefix(7).enumerated() {
            let center = CGPoint(x: 96 + Double(rightToLeft ? 6 - i : i) * 28, y: 172)
            c.circle(center, 11, p.secondaryText.opacity(0.18))
            let k = Self.dayFill(i, at: t)
            if k > 0 { c.circle(center, 11 * k, p.accent) }
            c.text(letter, at: CGPoint(x: center.x, y: center.y + 1), font: MotionFont(size: 10, weight: .bold),
                   color: k > 0.5 ? .white : p.secondaryText)
        }

        // The count pops in once the week is complete.
        var count = c
        count.fade(M.smooth(Self.reveal, Self.reveal + 0.2, t))
        let pop = 1 + 0.15 * M.bump(t, Self.reveal, 0.16, 24)
        count.context.translateBy(x: 180, y: 222)
        count.context.scaleBy(x: pop, y: pop)
        count.text(c.localized("title"), at: .zero, font: MotionFont(size: 18, weight: .bold), color: p.text)
        var hint = c
        hint.fade(1 - M.smooth(Self.reveal - 0.3, Self.reveal, t))
        hint.text(c.localized("hint"), at: CGPoint(x: 180, y: 222), font: MotionFont(size: 14, weight: .medium),
                  color: p.secondaryText)
    }

    /// A flame 60 pt tall standing on the origin.
    private static func drawFlame(_ c: inout MotionCanvas, outer: MotionColor, inner: MotionColor) {
        var body = MotionPath()
        body.move(to: CGPoint(x: 0, y: -62))
        body.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 30, y: -36), control2: CGPoint(x: 34, y: 0))
        body.addCurve(to: CGPoint(x: 0, y: -62), control1: CGPoint(x: -34, y: 0), control2: CGPoint(x: -22, y: -30))
        body.closeSubpath()
        c.fill(body, with: outer)
        var core = MotionPath()
        core.move(to: CGPoint(x: 2, y: -32))
        core.addQuadCurve(to: CGPoint(x: 0, y: -4), control: CGPoint(x: 20, y: -8))
        core.addQuadCurve(to: CGPoint(x: 2, y: -32), control: CGPoint(x: -18, y: -10))
        core.closeSubpath()
        c.fill(core, with: inner)
    }
}
