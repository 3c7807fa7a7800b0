import Foundation
import MotionChess
import MotionRender

/// "Pick your rival and play the first move": three rivals, one per level; Sofía is picked at
/// 1.35 s, the others leave, her card slides from x 180 to 62 (spring 9, from 2.0 s), the board
/// comes in at 2.15 s (spring 12, fading and rising 14 pt) at origin (132, 40) with 25-pt squares,
/// and 1.e4 (2.75 s) is answered by 1…e5 (3.65 s). Still frame 4.6 s; speed 1.2.
///
/// Board theme, piece set and avatar style are the user's, from the environment (``/MotionChess/BoardThemeKey``,
/// ``/MotionChess/PieceSetKey``, ``AvatarStyleKey``), unless the scene is built with explicit ones.
public struct BotsScene: MotionScene {
    public var duration: Double { 6 }
    public var stillTime: Double { 4.6 }
    public var speed: Double { 1.2 }
    public var summary: String { "pick your rival and play the first move" }
    public var phases: [ScenePhase] {
        [ScenePhase("entry", 0), ScenePhase("pick", 1.35), ScenePhase("seat", 2.0), ScenePhase("1.e4", 2.75),
         ScenePhase("1…e5", 3.65), ScenePhase("rest", 4.6)]
    }

    public var curves: [SceneCurve] {
        [SceneCurve("card slide") { t in M.spring(t - BotsScene.move, 9) },
         SceneCurve("board in") { t in M.spring(t - BotsScene.boardIn, 12) },
         SceneCurve("opacity") { t in M.smooth(0, 0.2, t) * (1 - M.smooth(5.45, 5.95, t)) }]
    }

    /// The seed's numbers.
    static let select = 1.35, move = 2.0, boardIn = 2.15
    static let boardOrigin = CGPoint(x: 132, y: 40), squareSide = 25.0
    static let moves: [(String, String, Double)] = [("e2", "e4", 2.75), ("e7", "e5", 3.65)]
    static let startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    /// Card centres before the pick; Sofía's ends at x 62.
    static let cardX: [Bot: Double] = [.pip: 70, .sofia: 180, .viktor: 290]
    static let seatedX = 62.0, cardY = 140.0, cardSize = CGSize(width: 100, height: 136)

    let board: BoardTheme?
    let pieces: PieceTheme?
    let avatarStyle: BotAvatarStyle?

    /// A scene drawn with the environment's settings, or with the given ones.
    public init(board: BoardTheme? = nil, pieces: PieceTheme? = nil, avatarStyle: BotAvatarStyle? = nil) {
        self.board = board
        self.pieces = pieces
        self.avatarStyle = avatarStyle
    }

    /// Sofía's card centre x at `t`: 180 until 2.0 s, then a spring (w 9) to 62.
    public static func sofiaX(at t: Double) -> Double {
        M.lerp(cardX[.sofia]!, seatedX, M.spring(t - move, 9))
    }

    /// The user's settings this scene reads.
    public var environmentKeys: [any EnvironmentKey.Type] { [BoardThemeKey.self, PieceSetKey.self, AvatarStyleKey.self] }

    public func draw(_ c: inout MotionCanvas, t: Double) {
        // The user's settings, resolved before drawing, unless the scene was built with explicit ones.
        let avatars = avatarStyle ?? c.environment.avatarStyle
        c.fade(M.smooth(0, 0.2, t) * (1 - M.smooth(5.45, 5.95, t)))
        let leave = M.smooth(Self.select + 0.3, Self.select + 0.75, t)

        for (i, bot) in Bot.allCases.enumerated() {
            let enter = M.spring(t - 0.1 - Double(i) * 0.15, 12)
            guard enter > 0 else { continue }
            var card = c
            card.fade(M.clamp(enter * 1.5))
            var x = Self.cardX[bot]!, y = Self.cardY + 24 * (1 - enter)
            if bot == .sofia {
                x = Self.sofiaX(at: t)
            } else {
                card.fade(1 - leave)
                y += 30 * leave
            }
            let picked = bot == .sofia ? M.smooth(Self.select - 0.05, Self.select + 0.15, t) : 0
            let pop = bot == .sofia ? 1 + 0.08 * M.bump(t, Self.select, 0.16, 26) : 1
            card.context.translateBy(x: x, y: y)
            card.context.scaleBy(x: pop, y: pop)
            drawCard(&card, bot: bot, picked: picked, avatars: avatars)
        }

        let bk = M.spring(t - Self.boardIn, 12)
        if bk > 0 {
            var table = c
            table.fade(bk * 1.3)
            table.context.translateBy(x: 0, y: 14 * (1 - bk))
            playBoard(table, t: t, origin: Self.boardOrigin, side: Self.squareSide, fen: Self.startFEN,
                      moves: Self.moves, board: board ?? c.environment.boardTheme, pieces: pieces ?? c.environment.pieceSet)
        }

        // Sofía's reply, under her card once she has played.
        var caption = c
        caption.fade(M.smooth(3.75, 4.05, t))
        caption.text("Your move", at: CGPoint(x: Self.seatedX, y: 232), font: MotionFont(size: 12, weight: .semibold),
                     color: c.palette.secondaryText)
    }

    /// A card centred on the origin: avatar, name and level; an accent ring when picked.
    private func drawCard(_ c: inout MotionCanvas, bot: Bot, picked: Double, avatars: BotAvatarStyle) {
        let p = c.palette, size = Self.cardSize
        let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        c.roundedRect(rect.offsetBy(dx: 0, dy: 2), cornerRadius: 16, p[.shadow])
        c.roundedRect(rect, cornerRadius: 16, p.surface)
        if picked > 0 {
            var ring = c
            ring.fade(picked)
            ring.stroke(MotionPath(roundedRect: rect.insetBy(dx: -1.5, dy: -1.5), cornerRadius: 17.5), with: p.accent, lineWidth: 3)
        }
        do {
            c.image(try avatars.asset(for: bot), in: CGRect(x: -28, y: rect.minY + 12, width: 56, height: 56))
        } catch {
            c.report(error)
        }
        c.text(bot.displayName, at: CGPoint(x: 0, y: rect.minY + 84), font: MotionFont(size: 15, weight: .bold), color: p.text)
        c.text(bot.levelName, at: CGPoint(x: 0, y: rect.minY + 104), font: MotionFont(size: 10.5, weight: .medium), color: p.secondaryText)
        // Level pips: one to three dots.
        for i in 0..<3 {
            let on = i < bot.level
            c.circle(CGPoint(x: Double(i - 1) * 10, y: rect.minY + 121), 3, on ? p.accent : p.secondaryText.opacity(0.3))
        }
    }
}
