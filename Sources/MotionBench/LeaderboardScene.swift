import Foundation
import MotionRender

/// The benchmark's second busy frame, of another make than ``BusyScene``: more text and more
/// images, fewer paths. A weekly league of eight players slides in row by row; each row has its
/// rank, an avatar (SVG), the player's name, a chess piece (SVG), a progress bar and a score that
/// counts up for the first 2.5 s (a new text every frame). 26 texts, 16 images and 17 filled
/// paths a frame once every row is in.
///
/// Written against the public canvas API only; the C floor draws the same numbers
/// (`draw_leaderboard` in Sources/CFloorBench/scenes.c) and the bench checks both give the same pixels.
struct LeaderboardScene: MotionScene {
    var name: String { "leaderboard" }
    var duration: Double { 6 }
    var stillTime: Double { 1.6 }

    static let names = ["Pip", "Sofía", "Viktor", "Ana", "Kenji", "Lena", "Omar", "Zoë"]
    static let scores = [2480.0, 2315, 2190, 2055, 1930, 1870, 1745, 1620]

    let avatars: [SVGAsset]
    let pieces: [SVGAsset]

    /// Loads the three illustrated avatars and the twelve pieces of the classic set.
    init() throws {
        avatars = try ["pip", "sofia", "viktor"].map { try SVGAsset(contentsOf: try MotionResources.url("avatars/illustrated/\($0).svg")) }
        pieces = try ["w", "b"].flatMap { side in
            try "KQRBNP".map { try SVGAsset(contentsOf: try MotionResources.url("pieces/classic/\(side)\($0).svg")) }
        }
    }

    func draw(_ c: inout MotionCanvas, t: Double) {
        c.text("Weekly league", at: CGPoint(x: 180, y: 26), font: MotionFont(size: 16, weight: .semibold), color: c.palette.text)
        c.text("Top players this week", at: CGPoint(x: 180, y: 46), font: MotionFont(size: 10.5, weight: .medium),
               color: c.palette.secondaryText)
        let track = c.palette.colors["ring"] ?? c.palette.secondaryText
        for i in 0..<8 {
            let delay = 0.08 * Double(i)
            var row = c
            row.fade(Motion.clamp((t - delay) * 4))
            row.context.translateBy(x: 40 * (1 - Motion.spring(t - delay, 12)), y: 0)
            let top = 64 + Double(i) * 26, middle = top + 11
            row.roundedRect(CGRect(x: 16, y: top, width: 328, height: 22), cornerRadius: 8, c.palette.surface)
            row.text("#\(i + 1)", at: CGPoint(x: 34, y: middle), font: MotionFont(size: 10, weight: .bold), color: c.palette.secondaryText)
            row.image(avatars[i % 3], in: CGRect(x: 46, y: middle - 9, width: 18, height: 18))
            row.text(Self.names[i], at: CGPoint(x: 100, y: middle), font: MotionFont(size: 11, weight: .medium), color: c.palette.text)
            let progress = Motion.smooth(0.3 + 0.1 * Double(i), 1.8 + 0.1 * Double(i), t) * Self.scores[i] / 2500
            row.roundedRect(CGRect(x: 150, y: middle - 3, width: 70, height: 6), cornerRadius: 3, track)
            row.roundedRect(CGRect(x: 150, y: middle - 3, width: 70 * progress, height: 6), cornerRadius: 3, c.palette.accent)
            row.image(pieces[i % 12], in: CGRect(x: 236, y: middle - 8, width: 16, height: 16))
            let score = Int(Self.scores[i] * Motion.smooth(0.3, 2.5, t))
            row.text("\(score) XP", at: CGPoint(x: 296, y: middle), font: MotionFont(size: 11, weight: .semibold), color: c.palette.accent)
        }
    }
}
