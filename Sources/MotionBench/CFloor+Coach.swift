import Foundation
import MotionRender

extension CFloor {
    /// The C floor's coach frame at `t` and `scale` (`coach-write`), to check that both sides
    /// draw the same pixels.
    func coachFrame(_ t: String, _ scale: String) throws -> RasterImage {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-coach.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try ChildProcess.run(executable, ["--resources", resources, "coach-write", t, scale, url.path])
        guard result.status == 0 else { throw BenchError("cfloor-bench coach-write exited with status \(result.status)") }
        return try RasterImage(contentsOf: url)
    }
}
