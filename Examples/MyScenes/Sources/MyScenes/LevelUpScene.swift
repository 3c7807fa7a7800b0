import Foundation
import MotionRender

/// "Level up": an XP bar fills, the level-4 badge gives way to a trophy, and a pill says so.
///
/// The scene follows the seed's grammar, in the 360 × 280 box:
/// - **entry** (0–0.6 s): the card springs up 26 pt while everything fades in; the level-4 badge
///   and the bar at 120 / 300 XP are already there.
/// - **action** (0.6–2.0 s): the bar fills to 300 XP with a smooth curve, counting as it goes.
/// - **result** (2.0–3.2 s): the badge shrinks away, the trophy springs in (with a wobble) over a
///   turning star burst, sparks fly, the title becomes "Level 5" with a pop, two chevrons rise and
///   the "LEVEL UP" pill springs in.
/// - **rest** (from 3.2 s; still frame 3.8 s): the trophy, the full bar and the pill tell the story
///   on their own.
/// - **exit** (4.4–4.9 s): everything fades out, so a loop starts from an empty frame again.
///
/// Before 0 s and after 5 s nothing special happens: the curves hold their end values.
///
/// Its ``Props`` set the level, the texts (so one scene gives the still in every language) and
/// the accent colour: `my-motion render level-up --props '{"level": 12, "accent": "#7B3FE4"}'`.
public struct LevelUpScene: MotionScene {
    /// What a render can change without a new scene. Every prop has a default, so a render
    /// gives only those it changes.
    public struct Props: SceneProps, Equatable {
        /// The level reached (default 5); the badge shows the one before it.
        public var level = 5
        /// The title once the level is reached; nil (default): "Level 5", after ``level``.
        public var title: String? = nil
        /// The title before; nil (default): "Level 4".
        public var previousTitle: String? = nil
        /// The text of the pill (default "LEVEL UP"); the pill is sized to it.
        public var pill = "LEVEL UP"
        /// The badge's and the bar's colour; nil (default): the palette's accent.
        public var accent: MotionColor? = nil

        public init() {}

        public init(level: Int = 5, title: String? = nil, previousTitle: String? = nil, pill: String = "LEVEL UP",
                    accent: MotionColor? = nil) {
            self.level = level
            self.title = title
            self.previousTitle = previousTitle
            self.pill = pill
            self.accent = accent
        }
    }

    public var duration: Double { 5 }
    public var stillTime: Double { 3.8 }
    public var name: String { "level-up" }
    public var summary: String { "an XP bar fills and a trophy marks level 5" }
    public var phases: [ScenePhase] {
        [ScenePhase("entry", 0), ScenePhase("fill", Self.fillStart), ScenePhase("level up", Self.levelUp),
         ScenePhase("rest", 3.2), ScenePhase("exit", Self.exitStart)]
    }
    public var curves: [SceneCurve] {
        [SceneCurve("xp fill") { t in M.smooth(Self.fillStart, Self.fillEnd, t) },
         SceneCurve("trophy") { t in M.spring(t - Self.levelUp, 10) },
         SceneCurve("opacity") { t in M.smooth(0, 0.3, t) * (1 - M.smooth(Self.exitStart, Self.exitStart + 0.5, t)) }]
    }

    public init() {}

    // MARK: - Timeline and layout (seconds, points)

    static let fillStart = 0.6, fillEnd = 2.0, levelUp = 2.1, exitStart = 4.4
    static let center = CGPoint(x: 180, y: 112)
    static let bar = CGRect(x: 100, y: 204, width: 160, height: 10)
    static let startXP = 120.0, levelXP = 300.0

    public func draw(_ c: inout MotionCanvas, t: Double) {
        let props = c.props(Props.self)
        let accent = props.accent ?? c.palette.accent
        c.fade(M.smooth(0, 0.3, t) * (1 - M.smooth(Self.exitStart, Self.exitStart + 0.5, t)))   // entry and exit

        var card = c
        card.context.translateBy(x: 0, y: 26 * (1 - M.spring(t, 11)))
        drawCard(card)
        drawTitle(card, t: t, from: props.previousTitle ?? "Level \(props.level - 1)", to: props.title ?? "Level \(props.level)")
        drawLevelBadge(card, t: t, level: props.level - 1, accent: accent)
        drawStarBurst(card, t: t)
        drawSparks(card, t: t)
        drawTrophy(card, t: t)
        drawChevrons(card, t: t)
        drawPill(card, t: t, label: props.pill)
        drawBar(card, t: t, accent: accent)
    }

    // MARK: - Parts

    /// The card: a soft shadow 3 pt below, then the surface.
    private func drawCard(_ c: MotionCanvas) {
        let rect = CGRect(x: 70, y: 16, width: 220, height: 248)
        if let shadow = c.palette.colors["shadow"] {
            c.roundedRect(rect.offsetBy(dx: 0, dy: 3), cornerRadius: 20, shadow)
        }
        c.roundedRect(rect, cornerRadius: 20, c.palette.surface)
    }

    /// The old title ("Level 4") cross-fades to the new one ("Level 5"), which pops (a bump on
    /// its scale) as it lands.
    private func drawTitle(_ c: MotionCanvas, t: Double, from before: String, to after: String) {
        let font = MotionFont(size: 18, weight: .semibold), at = CGPoint(x: 180, y: 40)
        var old = c
        old.fade(1 - M.smooth(Self.levelUp - 0.1, Self.levelUp + 0.1, t))
        old.text(before, at: at, font: font, color: c.palette.secondaryText)

        var new = c
        new.fade(M.smooth(Self.levelUp, Self.levelUp + 0.25, t))
        let pop = 1 + 0.18 * M.bump(t, Self.levelUp, 0.16, 24)
        new.context.translateBy(x: at.x, y: at.y)
        new.context.scaleBy(x: pop, y: pop)
        new.text(after, at: .zero, font: font, color: c.palette.text)
    }

    /// The round badge of the level before ("4"), shrinking to nothing as the level changes.
    private func drawLevelBadge(_ c: MotionCanvas, t: Double, level: Int, accent: MotionColor) {
        let size = 1 - M.smooth(Self.levelUp - 0.1, Self.levelUp + 0.15, t)
        guard size > 0 else { return }
        var badge = c
        badge.context.translateBy(x: Self.center.x, y: Self.center.y)
        badge.context.scaleBy(x: size, y: size)
        badge.circle(.zero, 38, accent)
        badge.circle(.zero, 31, accent.mix(.white, 0.2))
        badge.text("\(level)", at: .zero, font: MotionFont(size: 34, weight: .bold), color: .white)
    }

    /// A 12-pointed star behind the trophy: springs open, then turns slowly (0.35 rad/s).
    private func drawStarBurst(_ c: MotionCanvas, t: Double) {
        let open = M.spring(t - Self.levelUp - 0.05, 8)
        guard open > 0 else { return }
        var burst = c
        burst.fade(0.55)
        burst.context.translateBy(x: Self.center.x, y: Self.center.y)
        burst.context.rotate(by: 0.35 * (t - Self.levelUp))
        burst.context.scaleBy(x: open, y: open)
        var star = MotionPath()
        for i in 0..<24 {
            let a = Double(i) * .pi / 12
            let r = i.isMultiple(of: 2) ? 58.0 : 44.0
            let p = CGPoint(x: r * cos(a), y: r * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        burst.fill(star, with: c.palette.spark)
    }

    /// Ten sparks fly out from the centre for 0.8 s after the trophy lands, shrinking as they go.
    private func drawSparks(_ c: MotionCanvas, t: Double) {
        for i in 0..<10 {
            let start = Self.levelUp + 0.1 + Double(i % 2) * 0.05
            let life = M.clamp((t - start) / 0.8)
            guard life > 0, life < 1 else { continue }
            let a = Double(i) * 2 * .pi / 10 + 0.3
            let d = 48 + 44 * M.spring(t - start, 9)
            var spark = c
            spark.fade(1 - life)
            spark.circle(CGPoint(x: Self.center.x + d * cos(a), y: Self.center.y + d * sin(a)),
                         3 * (1 - life) + 0.8, c.palette.gold)
        }
    }

    /// The trophy (an SVG asset of this package), 72 pt square: springs in and wobbles, the
    /// wobble a slower spring on the rotation (0.3 rad at first, none at rest).
    private func drawTrophy(_ c: MotionCanvas, t: Double) {
        let grow = M.spring(t - Self.levelUp, 10)
        guard grow > 0 else { return }
        let trophy: SVGAsset
        switch TrophyAsset.shared {
        case .success(let asset): trophy = asset
        case .failure(let error): return c.report("\(error)")
        }
        var cup = c
        cup.context.translateBy(x: Self.center.x, y: Self.center.y)
        cup.context.rotate(by: 0.3 * (1 - M.spring(t - Self.levelUp, 6)))
        cup.context.scaleBy(x: grow, y: grow)
        cup.image(trophy, in: CGRect(x: -36, y: -38, width: 72, height: 72))
    }

    /// Two chevrons on each side of the trophy rise 36 pt and fade out: "up".
    private func drawChevrons(_ c: MotionCanvas, t: Double) {
        let rise = M.smooth(Self.levelUp + 0.05, Self.levelUp + 0.9, t)
        guard rise > 0, rise < 1 else { return }
        var arrows = c
        arrows.fade(sin(rise * .pi))
        var chevrons = MotionPath()
        for x in [116.0, 244.0] {
            for step in 0..<2 {
                let y = 146 - 36 * rise + Double(step) * 9
                chevrons.move(to: CGPoint(x: x - 8, y: y + 5))
                chevrons.addLine(to: CGPoint(x: x, y: y - 3))
                chevrons.addLine(to: CGPoint(x: x + 8, y: y + 5))
            }
        }
        arrows.stroke(chevrons, with: c.palette.success,
                      style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    }

    /// The "LEVEL UP" pill, sized to its measured text, springing in below the trophy.
    private func drawPill(_ c: MotionCanvas, t: Double, label: String) {
        let k = M.spring(t - Self.levelUp - 0.35, 12)
        guard k > 0 else { return }
        let font = MotionFont(size: 12, weight: .bold)
        let metrics = c.measure(label, font: font)
        let width = metrics.width + 24, height = 22.0
        var pill = c
        pill.fade(k * 1.5)                       // reaches full opacity early; fade clamps the overshoot
        pill.context.translateBy(x: 180, y: 174)
        pill.context.scaleBy(x: k, y: k)
        pill.roundedRect(CGRect(x: -width / 2, y: -height / 2, width: width, height: height),
                         cornerRadius: height / 2, c.palette.success)
        pill.text(label, at: .zero, font: font, color: .white)
    }

    /// The XP bar: a rounded track, its fill clipped to the track (accent, turning to success
    /// once full) and the count below it.
    private func drawBar(_ c: MotionCanvas, t: Double, accent: MotionColor) {
        let fill = M.smooth(Self.fillStart, Self.fillEnd, t)
        let xp = M.lerp(Self.startXP, Self.levelXP, fill)
        let bar = Self.bar, radius = bar.height / 2
        let track = c.palette.colors["ring"] ?? c.palette.secondaryText.opacity(0.3)
        c.roundedRect(bar, cornerRadius: radius, track)

        var level = c
        level.clip(to: MotionPath(roundedRect: bar, cornerRadius: radius))
        let color = accent.mix(c.palette.success, M.smooth(Self.fillEnd, Self.fillEnd + 0.3, t))
        level.rect(CGRect(x: bar.minX, y: bar.minY, width: bar.width * xp / Self.levelXP, height: bar.height), color)

        c.text("\(Int(xp.rounded())) / \(Int(Self.levelXP)) XP", at: CGPoint(x: 180, y: 232),
               font: MotionFont(size: 13, weight: .medium), color: c.palette.secondaryText)
    }
}
