import Foundation
import MotionRender

/// The C floor (`cfloor-bench`, built beside this executable): the same frames drawn with direct
/// cairo and librsvg calls, with the fastest technique we know per output. Each case runs in its
/// own child process; its output is one `seconds S` line per run, optionally `bytes N`, and other
/// `NAME VALUE` lines (stage timings, cache counts, errors).
struct CFloor {
    let executable: String
    let resources: String

    struct Output {
        let seconds: [Double]
        let bytes: Double?
        /// Every other `NAME VALUE` line, by name (the last value when a name repeats).
        let values: [String: Double]
        let maxRSSKiB: Int

        /// The process's own peak resident memory in MiB (its `peak-kib` line; else wait4's figure).
        var peakMiB: Double { (values["peak-kib"] ?? Double(maxRSSKiB)) / 1024 }

        /// This output's runs followed by `other`'s; the other figures of the later run, the larger peak.
        func merged(with other: Output) -> Output {
            var values = other.values
            values["peak-kib"] = max(peakMiB, other.peakMiB) * 1024
            return Output(seconds: seconds + other.seconds, bytes: other.bytes ?? bytes, values: values,
                          maxRSSKiB: max(maxRSSKiB, other.maxRSSKiB))
        }
    }

    /// The C floor's frame of `scene` at `t` and `scale`, to check that both sides draw the same
    /// pixels; `options` go before the case (`--raster recording` draws assets as MotionCanvas does).
    func frame(_ scene: String, _ t: String, _ scale: String, options: [String] = []) throws -> RasterImage {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())-\(scene).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try ChildProcess.run(executable, ["--resources", resources] + options + ["write", scene, t, scale, url.path])
        guard result.status == 0 else { throw BenchError("cfloor-bench write \(scene) exited with status \(result.status)") }
        return try RasterImage(contentsOf: url)
    }

    /// Runs `arguments` (options, then a case); `timed` cases must print at least one `seconds` line.
    func run(_ arguments: [String], timed: Bool = true) throws -> Output {
        let result = try ChildProcess.run(executable, ["--resources", resources] + arguments)
        guard result.status == 0 else {
            throw BenchError("cfloor-bench \(arguments.joined(separator: " ")) exited with status \(result.status)")
        }
        var seconds: [Double] = [], bytes: Double?, values: [String: Double] = [:]
        for line in String(decoding: result.stdout, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let value = Double(parts[parts.count - 1]) else { continue }
            let name = parts.dropLast().joined(separator: " ")
            if name == "seconds" { seconds.append(value) } else if name == "bytes" { bytes = value } else { values[name] = value }
        }
        guard !timed || !seconds.isEmpty else { throw BenchError("cfloor-bench \(arguments.joined(separator: " ")) printed no timings") }
        return Output(seconds: seconds, bytes: bytes, values: values, maxRSSKiB: result.maxRSSKiB)
    }
}
