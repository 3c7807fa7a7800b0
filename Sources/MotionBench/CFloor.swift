import Foundation
import MotionRender

/// The C floor (`cfloor-bench`, built beside this executable): the same frames drawn with direct
/// cairo and librsvg calls. Each case runs in its own child process; its output is one
/// `seconds S` line per run and optionally `bytes N`.
struct CFloor {
    let executable: String
    let resources: String

    struct Output {
        let seconds: [Double]
        let bytes: Double?
        let maxRSSKiB: Int
    }

    /// The C floor's frame of `scene` at `t` and `scale`, to check that both sides draw the same pixels.
    func frame(_ scene: String, _ t: String, _ scale: String) throws -> RasterImage {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-\(scene).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try ChildProcess.run(executable, ["--resources", resources, "write", scene, t, scale, url.path])
        guard result.status == 0 else { throw BenchError("cfloor-bench write \(scene) exited with status \(result.status)") }
        return try RasterImage(contentsOf: url)
    }

    /// Runs one command; `timings` false for a command that prints none (`text-write`).
    func run(_ arguments: [String], timings: Bool = true) throws -> Output {
        let result = try ChildProcess.run(executable, ["--resources", resources] + arguments)
        guard result.status == 0 else {
            throw BenchError("cfloor-bench \(arguments.joined(separator: " ")) exited with status \(result.status)")
        }
        var seconds: [Double] = [], bytes: Double?
        for line in String(decoding: result.stdout, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let value = Double(parts[1]) else { continue }
            if parts[0] == "seconds" { seconds.append(value) }
            if parts[0] == "bytes" { bytes = value }
        }
        guard !seconds.isEmpty || !timings else { throw BenchError("cfloor-bench \(arguments.joined(separator: " ")) printed no timings") }
        return Output(seconds: seconds, bytes: bytes, maxRSSKiB: result.maxRSSKiB)
    }
}
