import Foundation
import MotionDevTools
import MotionRender
import MotionStudio
#if canImport(Glibc)
import Glibc
#endif

/// The studio, measured in headless Chromium with the page's own Performance API: from a key
/// press to the new frame on screen at 2× device pixel ratio, with PNG and with SVG frames, and
/// from saving a scene file to its new frame on screen.
extension Suite {
    static let studioScenes = ["coins", "bots", "clock", "streak", "hint"]
    /// Presses per scene and kind of step.
    static let studioPresses = 12

    mutating func studio() throws {
        print("\nStudio (Chromium at 2× device pixel ratio, 1280 × 900 CSS px)")
        let motion = binaries.appendingPathComponent("motion")
        let studio = try ServerProcess(motion, ["studio", "--no-build", "--port", "0"])
        defer { _ = try? studio.stop() }
        let url = try studio.url()
        let browser = try DevToolsBrowser.launch()
        defer { browser.close() }
        let page = try browser.newPage(width: 1280, height: 900, scale: 2)
        var drawnByFormat: [String: [Double]] = [:], cachedByFormat: [String: [Double]] = [:]
        for format in ["png", "svg"] {
            for scene in Self.studioScenes {
                // A fresh page for each scene and format: its caches start empty.
                try page.navigate(to: URL(string: "about:blank")!)
                try page.navigate(to: URL(string: url.absoluteString + "#scene=\(scene)&t=500&format=\(format)")!)
                try page.wait(until: "document.querySelector('.mk-frame').dataset.shownAt !== undefined && document.documentElement.dataset.idle === 'true'", timeout: 60)
                try page.evaluate("performance.clearResourceTimings(); true")
                // Ten frames on: a frame nobody asked for yet, drawn by the worker for this key.
                // One frame on: the frame the page fetched ahead while the last one showed.
                let drawn = try presses(page, .right, shift: true)
                let cached = try presses(page, .right, shift: false)
                drawnByFormat[format, default: []] += drawn.filter { !$0.cached }.map(\.ms)
                cachedByFormat[format, default: []] += cached.filter(\.cached).map(\.ms)
                let bytes = try frameBytes(url: url, scene: scene, format: format, page: page)
                print("  \(scene), \(format): drawn \(Report.format(Statistics(drawn.map(\.ms)).median)) ms, fetched ahead \(Report.format(Statistics(cached.map(\.ms)).median)) ms, \(Self.mb(bytes)) a frame")
            }
        }
        let group = "Studio: key press to the new frame on screen, 2× DPR, the built-in scenes"
        for format in ["png", "svg"] {
            // A kind of press the page never reported (every Shift+→ frame already fetched, say)
            // has no figure: it is said so rather than timed as 0.
            for (runs, kind) in [(drawnByFormat[format] ?? [], "drawn for the key (Shift+→)"), (cachedByFormat[format] ?? [], "fetched ahead (→)")] {
                guard !runs.isEmpty else {
                    target(false, "studio, \(format.uppercased()) frames \(kind): no press of this kind was reported, nothing to time")
                    continue
                }
                let stats = Statistics(runs)
                add(group, "\(format.uppercased()) frames, \(kind)", "ms", stats)
                if format == "png", kind.hasPrefix("fetched") {
                    target(stats.median <= 50, "studio, key to frame on screen for a frame the page has (PNG, 2× DPR): \(Report.format(stats.median)) ms (≤ 50)")
                }
            }
        }
        try fileReload()
    }

    /// Presses `key` ``studioPresses`` times, each once the last frame is on screen, and reads
    /// the page's `mk-key-to-frame` measures.
    private func presses(_ page: DevToolsPage, _ key: DevToolsPage.Key, shift: Bool) throws -> [(ms: Double, cached: Bool)] {
        try page.evaluate("performance.clearMeasures('mk-key-to-frame'); true")
        for count in 1...Self.studioPresses {
            // Once the page is idle: the frames either side of the last one have been fetched.
            try page.wait(until: "document.documentElement.dataset.idle === 'true'", timeout: 30)
            try page.press(key, shift: shift)
            try page.wait(until: "performance.getEntriesByName('mk-key-to-frame').length >= \(count)", timeout: 30)
        }
        let entries = try page.evaluate("performance.getEntriesByName('mk-key-to-frame').map(e => [e.duration, e.detail.cached ? 1 : 0])") as? [[NSNumber]] ?? []
        guard entries.count >= Self.studioPresses, entries.allSatisfy({ $0.count == 2 }) else {
            throw BenchError("the studio page reported \(entries.count) of \(Self.studioPresses) key-to-frame measures")
        }
        return entries.map { ($0[0].doubleValue, $0[1].intValue == 1) }
    }

    /// The median size of the frames the page fetched since the scene was opened, in bytes
    /// (Resource Timing's body size).
    private func frameBytes(url: URL, scene: String, format: String, page: DevToolsPage) throws -> Double {
        try page.number("""
            (() => { const sizes = performance.getEntriesByType('resource').filter(e => e.name.includes('/api/frame'))
                .map(e => e.decodedBodySize).sort((a, b) => a - b);
              return sizes.length ? sizes[Math.floor(sizes.length / 2)] : 0; })()
            """)
    }

    /// Save → new frame on screen for a scene file drawn in the studio's process (the hook a
    /// JavaScript prototype uses): a scene file of this bench's own, rewritten 12 times.
    private mutating func fileReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.txt")
        try OutputFile.write(Data("0".utf8), to: file)
        let source = SceneListSource(label: "scene.txt", idPrefix: "scene.txt#", watching: [file]) {
            [try BenchFileScene(contentsOf: file)]
        }
        let server = try StudioServer(sources: [source], socket: try ListeningSocket(address: .loopback, port: 0), tool: "motion-bench")
        defer { server.stop() }
        let browser = try DevToolsBrowser.launch()
        defer { browser.close() }
        let page = try browser.newPage(width: 1280, height: 900, scale: 2)
        try page.navigate(to: URL(string: server.url.absoluteString + "#scene=scene.txt%23file&t=1000")!)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.shownAt !== undefined", timeout: 60)
        var latencies: [Double] = []
        for generation in 2...13 {
            let saved = Date().timeIntervalSince1970 * 1000
            try OutputFile.write(Data("\(generation)".utf8), to: file)
            try page.wait(until: "document.querySelector('.mk-frame').dataset.shownGeneration === '\(generation)'", timeout: 30)
            latencies.append(try page.number("Number(document.querySelector('.mk-frame').dataset.shownAt)") - saved)
            usleep(200_000)
        }
        let stats = Statistics(latencies)
        add("Studio: a saved scene file to its new frame on screen, 2× DPR", "file loaded in the studio's process (the JavaScript hook)", "ms", stats,
            note: "the file watcher's settle time included")
        target(stats.median <= 500, "studio, save to new frame for a scene file: \(Report.format(stats.median)) ms (≤ 500)")
    }
}
