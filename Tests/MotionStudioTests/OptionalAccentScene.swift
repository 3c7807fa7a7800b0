import MotionRender

/// A scene whose props have an optional left nil by default (as the template's BadgeScene's
/// accent is): a box of `accent`, or grey without one, with `title` nowhere drawn.
struct OptionalAccentScene: MotionScene {
    struct Props: SceneProps {
        var title = "Well done"
        var accent: MotionColor? = nil
        init() {}
    }

    var name: String { "optional-accent" }
    var duration: Double { 1 }

    func draw(_ c: inout MotionCanvas, t: Double) {
        c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), c.props(Props.self).accent ?? MotionColor(hex: 0x808080))
    }
}
