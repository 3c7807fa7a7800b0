import Foundation
import MotionRender

/// "Ten coins forge your first badge": the onboarding scene of the seed, drawn with the seed's
/// numbers (360 × 280 box, ring of radius 88 at (180, 124), a coin every 200 ms from 0.35 s
/// dropping 64 pt with spring 16, forge at 2.75 s). Still frame 4.4 s: the badge, centred.
public struct CoinsScene: MotionScene {
    public var duration: Double { 6 }
    public var stillTime: Double { 4.4 }
    public var summary: String { "ten coins forge your first badge" }
    public var phases: [ScenePhase] {
        [ScenePhase("entry", 0), ScenePhase("coins drop", 0.35), ScenePhase("forge", 2.75), ScenePhase("badge", 3.1),
         ScenePhase("rest", 4.4), ScenePhase("exit", 5.4)]
    }
    public var curves: [SceneCurve] {
        [SceneCurve("first coin drop") { t in M.spring(t - 0.35, 16) },
         SceneCurve("melt") { t in M.smooth(2.75, 3.05, t) },
         SceneCurve("badge flip") { t in M.spring(t - 2.85, 9) },
         SceneCurve("opacity") { t in M.smooth(0, 0.25, t) * (1 - M.smooth(5.4, 5.9, t)) }]
    }

    /// The coins scene; it has no parameters.
    public init() {}

    public func draw(_ c: inout MotionCanvas, t: Double) {
        let cx = 180.0, cy = 124.0, r = 88.0, forge = 2.75
        let accent = c.palette.accent
        c.fade(M.smooth(0, 0.25, t) * (1 - M.smooth(5.4, 5.9, t)))      // entry and exit
        let melt = M.smooth(forge, forge + 0.3, t)

        // The ring the coins land on, fading as it melts into the badge.
        var ring = c
        ring.fade(M.smooth(0.1, 0.5, t) * (1 - melt))
        ring.stroke(MotionPath(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r)),
                    with: c.palette[.ring], style: StrokeStyle(lineWidth: 2, dash: [3, 5]))

        for i in 0..<10 {
            let a = -Double.pi / 2 + Double(i) * 2 * .pi / 10
            let p = CGPoint(x: cx + r * cos(a), y: cy + r * sin(a))
            let ti = 0.35 + Double(i) * 0.2, k = M.spring(t - ti, 16)
            guard t > ti else { continue }
            var coin = c
            coin.fade(M.clamp((t - ti) * 6) * (1 - melt))
            // Coins are pulled towards the centre as they melt.
            let pull = M.smooth(forge - 0.1, forge + 0.3, t)
            let x = M.lerp(p.x, cx, pull), y = M.lerp(M.lerp(p.y - 64, p.y, k), cy, pull)
            coin.circle(CGPoint(x: x, y: y), 10.5, accent)
            coin.circle(CGPoint(x: x, y: y), 6.5, accent.mix(.white, 0.35))
        }

        // The badge flips in at the forge: a spring on its horizontal scale, a pop on its size.
        let flip = M.spring(t - forge - 0.1, 9)
        if flip > 0 {
            var badge = c
            badge.fade(M.clamp((t - forge - 0.1) * 5))
            badge.context.translateBy(x: cx, y: cy)
            let pop = 1 + 0.12 * M.bump(t, forge + 0.1, 0.18, 24)
            badge.context.scaleBy(x: cos((1 - flip) * .pi / 2) * pop, y: pop)
            drawBadge(&badge)
        }

        // Sparks burst out from the badge after it lands.
        for i in 0..<12 {
            let start = forge + 0.25 + Double(i % 3) * 0.04
            let life = M.clamp((t - start) / 0.7)
            guard life > 0, life < 1 else { continue }
            let a = Double(i) * 2 * .pi / 12 + 0.2
            let d = 52 + 46 * M.spring(t - start, 10)
            var spark = c
            spark.fade(1 - life)
            spark.circle(CGPoint(x: cx + d * cos(a), y: cy + d * sin(a)), 2.6 * (1 - life) + 0.8, c.palette.spark)
        }

        // The counter below: coins collected, then the badge earned.
        let collected = (0..<10).filter { t > 0.35 + Double($0) * 0.2 + 0.12 }.count
        var label = c
        label.fade(M.smooth(0.2, 0.5, t))
        let font = MotionFont(size: 15, weight: .semibold)
        if t < forge + 0.3 {
            label.fade(1 - M.smooth(forge, forge + 0.3, t))
            label.text("\(collected) / 10 coins", at: CGPoint(x: cx, y: 252), font: font, color: c.palette.text)
        } else {
            label.fade(M.smooth(forge + 0.3, forge + 0.6, t))
            label.text("First badge forged", at: CGPoint(x: cx, y: 252), font: font, color: c.palette.text)
        }
    }

    /// The badge at the origin: a gold medal with a star, 56 pt in radius.
    private func drawBadge(_ c: inout MotionCanvas) {
        let gold = c.palette.gold
        c.circle(.zero, 56, gold)
        c.circle(.zero, 46, gold.mix(.white, 0.3))
        c.stroke(MotionPath(ellipseIn: CGRect(x: -40, y: -40, width: 80, height: 80)),
                 with: gold.mix(.black, 0.15), style: StrokeStyle(lineWidth: 2))
        var star = MotionPath()
        for i in 0..<10 {
            let a = -Double.pi / 2 + Double(i) * .pi / 5
            let radius = i.isMultiple(of: 2) ? 26.0 : 11.0
            let p = CGPoint(x: radius * cos(a), y: radius * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        c.fill(star, with: gold.mix(.black, 0.2))
    }
}
