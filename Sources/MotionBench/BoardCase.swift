import Foundation
import MotionChess
import MotionRender

/// The start position (32 pieces of the classic set) on a 25-pt board, rendered to PNG at scale 3:
/// with the piece SVGs parsed once and reused (as `playBoard` does), and parsed again on every
/// frame, which is what caching saves.
struct BoardCase: MotionScene {
    let cached: Bool
    var name: String { cached ? "board-cached" : "board-uncached" }
    var duration: Double { 1 }
    var stillTime: Double { 0 }

    func draw(_ c: inout MotionCanvas, t: Double) {
        let side = 25.0, origin = CGPoint(x: 80, y: 40)
        for rank in 0..<8 {
            for file in 0..<8 {
                let rect = CGRect(x: origin.x + Double(file) * side, y: origin.y + Double(7 - rank) * side, width: side, height: side)
                c.rect(rect, (file + rank).isMultiple(of: 2) ? MotionColor(red: 0.45, green: 0.58, blue: 0.32) : MotionColor(red: 0.92, green: 0.93, blue: 0.82))
                guard let square = Square(file: file, rank: rank), let piece = Position.start[square] else { continue }
                let asset: SVGAsset?
                if cached {
                    asset = try? PieceTheme.classic.asset(for: piece)
                } else {
                    asset = (try? MotionResources.url(PieceTheme.classic.assetPath(for: piece))).flatMap { try? SVGAsset(contentsOf: $0) }
                }
                guard let asset else { return c.report("piece \(piece) did not load") }
                c.image(asset, in: rect)
            }
        }
    }

    /// Seconds per PNG frame at scale 3, one run per entry.
    static func run(cached: Bool) throws -> Measurement {
        var result = Measurement()
        let scene = BoardCase(cached: cached), options = RenderOptions(size: .scale(3))
        _ = try MotionRenderer.render(scene, at: 0, options: options)
        result.series[""] = try time(runs: Workload.quickRuns) { _ = try MotionRenderer.render(scene, at: 0, options: options) }
        return result
    }
}
