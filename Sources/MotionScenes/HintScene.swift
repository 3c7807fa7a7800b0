import Foundation
import MotionRender

/// What's New: "hints that think with you". An evaluation bar follows the engine's opinion as it
/// changes three times (one spring retargeted mid-flight, continuous in position and velocity),
/// a bulb breathes through its phases (a looping phase animation that Reduce Motion collapses to
/// its rest phase), and the hint arrow draws itself along an ease-in-out timing curve.
/// Still frame 4.0 s: the arrow drawn, the bar settled at +1.6.
public struct HintScene: MotionScene {
    public var duration: Double { 5 }
    public var stillTime: Double { 4.0 }
    public var summary: String { "what's new: hints that think with you" }
    public var phases: [ScenePhase] {
        [ScenePhase("entry", 0), ScenePhase("engine thinks", 0.8), ScenePhase("hint", HintScene.arrowStart),
         ScenePhase("rest", 4.0), ScenePhase("exit", 4.5)]
    }
    public var curves: [SceneCurve] {
        [SceneCurve("evaluation") { t in HintScene.evaluation.value(at: t) },
         SceneCurve("arrow") { t in HintScene.arrowProgress(at: t) },
         SceneCurve("bulb glow") { t in HintScene.bulb.value(at: t) }]
    }

    static let arrowStart = 2.9, arrowDuration = 0.6

    /// The evaluation in pawns, springing to each new opinion of the engine.
    static let evaluation: RetargetedSpring<Double> = {
        do {
            return try RetargetedSpring(spring: Spring(duration: 0.6, bounce: 0.25), from: 0, changes: [
                .init(time: 0.8, target: 0.8), .init(time: 1.6, target: -0.4), .init(time: 2.4, target: 1.6),
            ])
        } catch {
            preconditionFailure("HintScene.evaluation is invalid: \(error)")
        }
    }()

    /// The bulb's glow, 0.35 (dim) to 1 (bright), looping through three phases.
    static let bulb: PhaseAnimation<String, Double> = {
        let glow = ["rest": 0.35, "bright": 1.0, "soft": 0.7]
        return PhaseAnimation(["rest", "bright", "soft"], mode: .loop, value: { glow[$0]! }, animation: { phase in
            phase == "bright" ? .easeOut(duration: 0.35) : .easeInOut(duration: 0.6)
        })
    }()

    /// The hint scene; it has no parameters.
    public init() {}

    /// 0 before the hint, 1 when the arrow is fully drawn (ease-in-out over 0.6 s).
    static func arrowProgress(at t: Double) -> Double {
        TimingCurve.easeInOut.value(at: M.clamp((t - arrowStart) / arrowDuration))
    }

    public func draw(_ c: inout MotionCanvas, t: Double) {
        let p = c.palette
        c.fade(M.smooth(0, 0.3, t) * (1 - M.smooth(4.5, 4.95, t)))

        // A 4 × 4 corner of the board with the hinted knight.
        let origin = CGPoint(x: 116, y: 44), side = 44.0
        for rank in 0..<4 {
            for file in 0..<4 {
                let light = (rank + file).isMultiple(of: 2)
                c.rect(CGRect(x: origin.x + Double(file) * side, y: origin.y + Double(rank) * side, width: side, height: side),
                       light ? MotionColor(red: 0.93, green: 0.93, blue: 0.82) : MotionColor(red: 0.46, green: 0.59, blue: 0.34))
            }
        }
        let from = CGPoint(x: origin.x + 0.5 * side, y: origin.y + 3.5 * side)
        let to = CGPoint(x: origin.x + 1.5 * side, y: origin.y + 1.5 * side)
        // The arrow grows from the knight to its square.
        let k = Self.arrowProgress(at: t)
        if k > 0 {
            let tip = CGPoint(x: M.lerp(from.x, to.x, k), y: M.lerp(from.y, to.y, k))
            var shaft = MotionPath()
            shaft.move(to: from)
            shaft.addLine(to: tip)
            var arrow = c
            arrow.fade(0.85)
            arrow.stroke(shaft, with: p.accent, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            let angle = atan2(to.y - from.y, to.x - from.x)
            var head = MotionPath()
            head.move(to: CGPoint(x: tip.x + 14 * cos(angle), y: tip.y + 14 * sin(angle)))
            head.addLine(to: CGPoint(x: tip.x + 12 * cos(angle + 2.3), y: tip.y + 12 * sin(angle + 2.3)))
            head.addLine(to: CGPoint(x: tip.x + 12 * cos(angle - 2.3), y: tip.y + 12 * sin(angle - 2.3)))
            head.closeSubpath()
            arrow.fill(head, with: p.accent)
        }
        c.circle(from, 14, p.text)
        c.text("N", at: from, font: MotionFont(size: 15, weight: .bold), color: p.surface)

        // The evaluation bar: white's share grows with the evaluation (±3 pawns fill it).
        let bar = CGRect(x: 66, y: 44, width: 24, height: 176)
        c.roundedRect(bar, cornerRadius: 6, MotionColor(red: 0.2, green: 0.2, blue: 0.22))
        let eval = Self.evaluation.value(at: t)
        let white = M.clamp(0.5 + eval / 6) * bar.height
        var whitePart = c
        whitePart.clip(to: MotionPath(roundedRect: bar, cornerRadius: 6))
        whitePart.rect(CGRect(x: bar.minX, y: bar.maxY - white, width: bar.width, height: white), MotionColor(red: 0.97, green: 0.97, blue: 0.95))
        let label = (eval >= 0 ? "+" : "−") + String(format: "%.1f", abs(eval))
        c.text(label, at: CGPoint(x: bar.midX, y: bar.maxY + 14), font: MotionFont(size: 12, weight: .bold), color: p.text)

        // The bulb breathes; with Reduce Motion it rests.
        let glow = Self.bulb.reducingMotion(c.environment.reduceMotion).value(at: max(0, t - 0.8))
        let bulbCenter = CGPoint(x: 326, y: 66)
        var halo = c
        halo.fade(M.smooth(0.5, 0.9, t) * glow * 0.5)
        halo.circle(bulbCenter, 21, p.spark)
        var bulb = c
        bulb.fade(M.smooth(0.5, 0.9, t))
        bulb.circle(bulbCenter, 13, p.spark.mix(p.surface, 1 - glow))
        bulb.roundedRect(CGRect(x: bulbCenter.x - 6, y: bulbCenter.y + 11, width: 12, height: 8), cornerRadius: 2, p.secondaryText)

        var caption = c
        caption.fade(M.smooth(Self.arrowStart + 0.3, Self.arrowStart + 0.6, t))
        caption.text("Nc6 keeps the pressure", at: CGPoint(x: 204, y: 244), font: MotionFont(size: 14, weight: .semibold), color: p.text)
    }
}
