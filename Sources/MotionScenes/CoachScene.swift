import Foundation
import MotionRender

/// What's New: "meet your coach", a card that shows off the drawing model. Over a gradient
/// background, three colour blobs drift behind a blurred layer (the frosted backdrop); the card
/// rises on a spring with a soft drop shadow; the coach's photo (a JPEG, clipped to a circle)
/// pops in with a breathing glow while a conic-gradient ring sweeps round it; a "NEW" pill has
/// an inner shadow, the button a coloured shadow, and sparkles twinkle in `plusLighter` (dark)
/// or `multiply` (light).
/// Still frame 3.6 s: the ring full, the card at rest.
public struct CoachScene: MotionScene {
    public var duration: Double { 5 }
    public var stillTime: Double { 3.6 }
    public var summary: String { "what's new: meet your coach (gradients, shadows, blur, a photo)" }
    public var phases: [ScenePhase] {
        [ScenePhase("entry", 0), ScenePhase("card", CoachScene.cardIn), ScenePhase("coach", CoachScene.avatarIn),
         ScenePhase("ring", CoachScene.ringStart), ScenePhase("rest", 3.6), ScenePhase("exit", 4.5)]
    }
    public var curves: [SceneCurve] {
        [SceneCurve("card rise") { t in M.spring(t - CoachScene.cardIn, 10) },
         SceneCurve("avatar pop") { t in M.spring(t - CoachScene.avatarIn, 13) },
         SceneCurve("ring") { t in CoachScene.ringProgress(at: t) }]
    }

    static let cardIn = 0.3, avatarIn = 0.7, ringStart = 1.1, ringDuration = 1.2
    /// The photo, in `Resources/photos/` (made by `scripts/make-coach-photo.sh`).
    static let photo = "photos/coach.jpg"
    static let card = CGRect(x: 36, y: 58, width: 288, height: 164)
    static let avatarCenter = CGPoint(x: 98, y: 140), avatarRadius = 40.0

    /// The coach scene; it has no parameters.
    public init() {}

    /// 0 before the ring starts, 1 when it has gone round (ease-in-out over 1.2 s).
    static func ringProgress(at t: Double) -> Double {
        TimingCurve.easeInOut.value(at: M.clamp((t - ringStart) / ringDuration))
    }

    public func draw(_ c: inout MotionCanvas, t: Double) {
        let p = c.palette
        let dark = c.environment.colorScheme == .dark
        c.fade(M.smooth(0, 0.25, t) * (1 - M.smooth(4.5, 4.95, t)))

        // The background: a diagonal gradient between tints of the accent and gold.
        let top = p.accent.mix(p.background, dark ? 0.72 : 0.82), bottom = p.gold.mix(p.background, dark ? 0.8 : 0.78)
        c.rect(CGRect(origin: .zero, size: box),
               .linearGradient(Gradient(colors: [top, p.background, bottom]), startPoint: .topLeading, endPoint: .bottomTrailing))

        // The frosted backdrop: drifting blobs, blurred as one layer.
        var backdrop = c
        backdrop.addFilter(.blur(radius: 22))
        backdrop.drawLayer(opacity: dark ? 0.55 : 0.7) { layer in
            let drift = 8 * sin(t * 1.3)
            layer.circle(CGPoint(x: 82 + drift, y: 64), 64, p.accent)
            layer.circle(CGPoint(x: 296, y: 56 - drift), 54, p.spark)
            layer.circle(CGPoint(x: 260 - drift, y: 236), 72, p[.success])
        }

        // The card rises on a spring.
        let rise = M.spring(t - Self.cardIn, 10)
        guard rise > 0 else { return }
        var card = c
        card.fade(M.smooth(Self.cardIn, Self.cardIn + 0.25, t))
        card.context.translateBy(x: 0, y: 36 * (1 - rise))
        let cardShape = MotionPath(roundedRect: Self.card, cornerRadius: 24)
        var body = card
        body.addFilter(.shadow(color: MotionColor(red: 0.05, green: 0.07, blue: 0.15, alpha: dark ? 0.55 : 0.22), radius: 14, y: 10))
        body.fill(cardShape, with: .color(p.surface.opacity(dark ? 0.82 : 0.86)))
        // A sheen along the top edge.
        card.stroke(cardShape, with: .linearGradient(Gradient(colors: [.white.opacity(dark ? 0.25 : 0.9), .white.opacity(0)]),
                                                     startPoint: .top, endPoint: .center), lineWidth: 1.5)

        drawAvatar(&card, t: t)
        drawText(&card, t: t)
        drawSparkles(&card, t: t)
    }

    /// The photo in a circle, a breathing glow behind it and the ring sweeping round it.
    private func drawAvatar(_ c: inout MotionCanvas, t: Double) {
        let p = c.palette
        let pop = M.spring(t - Self.avatarIn, 13)
        guard pop > 0 else { return }
        var avatar = c
        avatar.fade(M.clamp((t - Self.avatarIn) * 5))
        avatar.context.translateBy(x: Self.avatarCenter.x, y: Self.avatarCenter.y)
        avatar.context.scaleBy(x: pop, y: pop)
        let r = Self.avatarRadius
        let disc = MotionPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))

        var glow = avatar
        glow.fade(0.55 + 0.25 * sin(t * 2.4))
        glow.addFilter(.blur(radius: 9))
        glow.circle(.zero, r + 4, p.accent)

        // The ring: a conic gradient, revealed by a growing wedge.
        let progress = Self.ringProgress(at: t)
        if progress > 0 {
            var ring = avatar
            var wedge = MotionPath()
            wedge.move(to: .zero)
            wedge.addArc(center: .zero, radius: r + 12, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress)
            wedge.closeSubpath()
            ring.clip(to: wedge)
            ring.stroke(MotionPath(ellipseIn: CGRect(x: -r - 6, y: -r - 6, width: 2 * r + 12, height: 2 * r + 12)),
                        with: .conicGradient(Gradient(colors: [p.accent, p.spark, p.gold, p.accent]), center: .zero, angle: .degrees(-90)),
                        style: StrokeStyle(lineWidth: 5, lineCap: .round))
        }

        do {
            let photo = try BitmapAssetCache.shared.resource(Self.photo)
            var face = avatar
            face.clip(to: disc)
            face.imageInterpolation = .high
            face.image(photo, in: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        } catch {
            avatar.report(error)
        }
        avatar.stroke(disc, with: .color(.white.opacity(0.9)), lineWidth: 2)
    }

    /// The pill, the title, the line under it and the button.
    private func drawText(_ c: inout MotionCanvas, t: Double) {
        let p = c.palette
        var text = c
        text.fade(M.smooth(Self.avatarIn + 0.1, Self.avatarIn + 0.45, t))
        let left = 152.0

        // "NEW": a gradient pill with an inner shadow.
        let pill = CGRect(x: left, y: 82, width: 42, height: 18)
        var badge = text
        badge.addFilter(.innerShadow(color: MotionColor(red: 0, green: 0, blue: 0, alpha: 0.35), radius: 1.5, y: 1))
        badge.roundedRect(pill, cornerRadius: 9, .linearGradient(Gradient(colors: [p.accent, p.accent.mix(.white, 0.35)]),
                                                                  startPoint: .leading, endPoint: .trailing))
        text.text("NEW", at: CGPoint(x: pill.midX, y: pill.midY), font: MotionFont(size: 10, weight: .bold), color: .white)

        text.text("Meet your coach", at: CGPoint(x: left, y: 118), font: MotionFont(size: 19, weight: .bold), color: p.text,
                  anchor: .leading)
        text.text("Sofía reviews every game", at: CGPoint(x: left, y: 142), font: MotionFont(size: 12), color: p.secondaryText,
                  anchor: .leading)
        text.text("and shows your best move.", at: CGPoint(x: left, y: 159), font: MotionFont(size: 12), color: p.secondaryText,
                  anchor: .leading)

        // The button, on a shadow of its own colour.
        let press = 1 - 0.04 * M.bump(t, 2.9, 0.12, 30)
        var button = text
        button.context.translateBy(x: left + 60, y: 190)
        button.context.scaleBy(x: press, y: press)
        let shape = CGRect(x: -60, y: -14, width: 120, height: 28)
        var filled = button
        filled.addFilter(.shadow(color: p.accent.opacity(0.45), radius: 5, y: 3))
        filled.roundedRect(shape, cornerRadius: 14, .linearGradient(Gradient(colors: [p.accent.mix(.white, 0.15), p.accent]),
                                                                     startPoint: .top, endPoint: .bottom))
        button.text("Start a lesson", at: .zero, font: MotionFont(size: 12.5, weight: .semibold), color: .white)
    }

    /// Four-point sparkles around the avatar: added to the light beneath them on a dark card
    /// (`plusLighter`), multiplied into it on a light one.
    private func drawSparkles(_ c: inout MotionCanvas, t: Double) {
        let p = c.palette
        let dark = c.environment.colorScheme == .dark
        let spots: [(CGPoint, Double, Double)] = [(CGPoint(x: 52, y: 92), 7, 1.7), (CGPoint(x: 146, y: 104), 5, 2.1),
                                                 (CGPoint(x: 140, y: 186), 6, 2.5), (CGPoint(x: 60, y: 192), 4.5, 2.3)]
        for (center, size, start) in spots {
            let k = M.smooth(start, start + 0.3, t) * (0.75 + 0.25 * sin(t * 5 + size))
            guard k > 0 else { continue }
            var spark = c
            spark.blendMode = dark ? .plusLighter : .multiply
            spark.fade(k)
            spark.context.translateBy(x: center.x, y: center.y)
            var star = MotionPath()
            for i in 0..<8 {
                let a = Double(i) * .pi / 4 - .pi / 2, radius = i.isMultiple(of: 2) ? size : size * 0.28
                let point = CGPoint(x: radius * cos(a), y: radius * sin(a))
                if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
            }
            star.closeSubpath()
            let colors = dark ? [.white, p.spark.opacity(0.6)] : [p.gold, p.accent.opacity(0.7)]
            spark.fill(star, with: .radialGradient(Gradient(colors: colors), center: .zero, startRadius: 0, endRadius: size))
        }
    }
}
