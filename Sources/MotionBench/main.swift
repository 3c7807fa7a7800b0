// motion-bench: release-mode timings of the renderer, printed as a table and written to
// bench/results.json. Each figure is the median of several runs, with the minimum and maximum.
import Foundation
import MotionRender
import MotionScenes

/// Runs `body` `runs` times and returns the seconds each run took.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()
}

struct Figure: Codable {
    let name: String
    let unit: String
    let median: Double
    let min: Double
    let max: Double
    let runs: Int
}

var figures: [Figure] = []
func record(_ name: String, unit: String, scale: Double, _ times: [Double]) {
    let values = times.map { $0 * scale }
    figures.append(Figure(name: name, unit: unit, median: values[values.count / 2], min: values.first!, max: values.last!, runs: values.count))
}

let scene = CoinsScene()
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

// Warm up fonts, palettes and code paths once.
_ = try MotionRenderer.render(scene, at: 4.4, options: RenderOptions(size: .scale(3)))

for (label, options) in [("still PNG scale 1", RenderOptions(size: .scale(1))),
                         ("still PNG scale 3", RenderOptions(size: .scale(3))),
                         ("still PNG scale 6", RenderOptions(size: .scale(6))),
                         ("still SVG", RenderOptions(format: .svg)),
                         ("still PDF", RenderOptions(format: .pdf))] {
    record("\(label) (coins, t=4.4)", unit: "ms", scale: 1000, try measure(runs: 15) {
        _ = try MotionRenderer.render(scene, at: 4.4, options: options)
    })
}
record("draw only, scale 3 (coins, t=4.4)", unit: "ms", scale: 1000, try measure(runs: 15) {
    _ = try MotionRenderer.raster(scene, at: 4.4, options: RenderOptions(size: .scale(3)))
})
let frames = 180
let sequence = try measure(runs: 3) {
    for i in 0..<frames {
        let t = Double(i) / 30
        let url = folder.appendingPathComponent(String(format: "frame-%05d.png", i))
        try MotionRenderer.render(scene, at: t, options: RenderOptions(size: .scale(3)), to: url)
    }
}
record("180-frame PNG sequence, scale 3, 1 job, per frame", unit: "ms", scale: 1000 / Double(frames), sequence)

print("Benchmark (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
print("figure".padding(toLength: 56, withPad: " ", startingAt: 0) + "  median        min        max  runs")
for f in figures {
    let cells = [f.median, f.min, f.max].map { String(format: "%8.2f %@", $0, f.unit) }
    print(f.name.padding(toLength: 56, withPad: " ", startingAt: 0) + "  " + cells.joined(separator: " ") + "  \(f.runs)")
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
try FileManager.default.createDirectory(atPath: "bench", withIntermediateDirectories: true)
try AtomicFile.write(try encoder.encode(figures), to: URL(fileURLWithPath: "bench/results.json"))
print("wrote bench/results.json")
