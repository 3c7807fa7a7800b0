import Foundation
import MotionRender
import MotionScenes

/// The scenes, times and sizes every case uses, shared with the C floor's arguments.
enum Workload {
    static let coins = CoinsScene()
    static let bots = BotsScene()
    /// The busy frame (its piece SVGs are loaded on first use).
    static func busy() throws -> BusyScene { try BusyScene() }
    /// The second busy frame, more text and images than paths (its avatar and piece SVGs loaded on first use).
    static func leaderboard() throws -> LeaderboardScene { try LeaderboardScene() }
    /// The demo still of each scene.
    static let coinsTime = 4.4, botsTime = 4.6, busyTime = 2.5, leaderboardTime = 1.6
    /// Frame sequences: 180 frames at 30 fps (the coins scene's 6 seconds) at scale 3 (1080 × 840).
    static let frames = 180, fps = 30.0, sequenceScale = 3.0
    /// Runs per figure: many for short cases, few for long ones.
    static let quickRuns = 15, sequenceRuns = 3, vectorRuns = 9

    /// Frame times `0, 1/30, …` of a sequence of `count` frames.
    static func times(_ count: Int) -> [Double] { (0..<count).map { Double($0) / fps } }

    /// A fresh, empty folder under the temporary folder, removed by `cleanup`.
    static func scratchFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Total size of the regular files in `folder` with extension `ext`.
    static func bytes(in folder: URL, ext: String) -> Double {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.reduce(0) { total, name in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? NSNumber)?.doubleValue
            return total + (size ?? 0)
        }
    }
}
