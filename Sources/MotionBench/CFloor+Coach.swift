import Foundation
import MotionRender

extension CFloor {
    /// The C floor's coach frame at `t` and `scale` (`coach-write`).
    func coachFrame(_ t: String, _ scale: String) throws -> RasterImage {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-coach.png")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try run(["coach-write", t, scale, url.path])
        return try RasterImage(contentsOf: url)
    }
}
