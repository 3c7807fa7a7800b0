import Foundation
import MotionRender

/// A chess clock that adapts to the device: side by side on a phone and on a closed foldable,
/// one player per screen on an open foldable, and on a foldable in tabletop posture the times
/// stand on the upper screen while the buttons lie on the lower one, laid out around the real hinge.
///
/// Timeline: the clock appears (0 s), white presses (1.0 s) and black's time runs, black presses
/// (2.4 s) and white's runs, and it rests at 4.0 s with white to move.
public struct ClockScene: MotionScene {
    public var duration: Double { 5 }
    public var stillTime: Double { 4.0 }
    public var summary: String { "a chess clock laid out around the device's hinge" }
    /// The layout follows the device and posture (``ClockLayout``).
    public var readsDevice: Bool { true }
    public var phases: [ScenePhase] {
        [ScenePhase("entry", 0), ScenePhase("white presses", 1.0), ScenePhase("black presses", 2.4), ScenePhase("rest", 3.6)]
    }

    public var curves: [SceneCurve] {
        [SceneCurve("white press") { t in M.bump(t, ClockScene.whitePress, 0.12, 28) },
         SceneCurve("black press") { t in M.bump(t, ClockScene.blackPress, 0.12, 28) }]
    }

    /// Clock seconds that pass per scene second, so the countdown is visible in a short scene.
    static let clockRate = 7.0
    static let whitePress = 1.0, blackPress = 2.4, start = 0.5

    public init() {}

    public func draw(_ c: inout MotionCanvas, t: Double) {
        c.fade(M.smooth(0, 0.3, t) * (1 - M.smooth(4.55, 4.95, t)))
        let rise = 10 * (1 - M.spring(t, 10))
        c.context.translateBy(x: 0, y: rise)
        let whiteLeft = Self.remaining(running: [(Self.start, Self.whitePress), (Self.blackPress, .infinity)], at: t)
        let blackLeft = Self.remaining(running: [(Self.whitePress, Self.blackPress)], at: t)
        let whiteActive = t < Self.whitePress || t >= Self.blackPress
        let layout = ClockLayout(device: c.environment.device, box: c.environment.box)
        if let hinge = c.environment.hinge {
            var band = c
            band.fade(0.9)
            band.rect(hinge, c.palette.text.opacity(0.55))
        }
        // Press pops: the pressing player's button dips when they hit it.
        let whitePop = M.bump(t, Self.whitePress, 0.12, 28), blackPop = M.bump(t, Self.blackPress, 0.12, 28)
        drawSide(&c, display: layout.whiteDisplay, button: layout.whiteButton, name: "White",
                 seconds: whiteLeft, active: whiteActive, pop: whitePop, t: t)
        drawSide(&c, display: layout.blackDisplay, button: layout.blackButton, name: "Black",
                 seconds: blackLeft, active: !whiteActive, pop: blackPop, t: t)
    }

    /// Clock seconds left from 5:00 after the given running intervals (scene seconds) up to `t`.
    static func remaining(running: [(Double, Double)], at t: Double) -> Double {
        let used = running.reduce(0.0) { sum, span in sum + max(0, min(t, span.1) - span.0) }
        return max(0, 300 - used * clockRate)
    }

    /// `m:ss` of a clock time in seconds (rounded up, as clocks do).
    static func format(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }

    private func drawSide(_ c: inout MotionCanvas, display: CGRect, button: CGRect?, name: String,
                          seconds: Double, active: Bool, pop: Double, t: Double) {
        let p = c.palette
        let glow = active ? M.smooth(0, 0.25, t) : 0
        c.roundedRect(display, cornerRadius: 14, active ? p.accent.mix(p.surface, 0.15) : p.surface)
        c.stroke(MotionPath(roundedRect: display, cornerRadius: 14), with: p.secondaryText.opacity(0.35), lineWidth: 1)
        let ink = active ? MotionColor.white : p.text
        let timeSize = min(display.height * 0.42, display.width * 0.24)
        c.text(Self.format(seconds), at: CGPoint(x: display.midX, y: display.midY + timeSize * 0.12),
               font: MotionFont(size: timeSize, weight: .bold), color: ink)
        c.text(name, at: CGPoint(x: display.midX, y: display.minY + 16), font: MotionFont(size: 12, weight: .semibold),
               color: ink.opacity(0.8 + 0.2 * glow))
        guard let button else { return }
        var pressed = c
        pressed.context.translateBy(x: 0, y: 3 * pop)
        pressed.roundedRect(button, cornerRadius: button.height / 2, active ? p.accent : p.secondaryText.opacity(0.45))
    }
}
