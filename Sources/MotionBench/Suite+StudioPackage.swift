import Foundation
import MotionDevTools
import MotionRender
#if canImport(Glibc)
import Glibc
#endif

/// The studio in a user's Swift package, measured as its user sees it: the package `motion init`
/// writes (one small scene, its tool), `motion studio` run in its folder, the page in headless
/// Chromium at 2× device pixel ratio. From saving an edit of the scene's Swift source to the new
/// frame on the page (the page's own clock, `dataset.shownAt`), ten saves; and from the end of a
/// build that failed (the catalog's `endedAt`) to the compile error on the page.
///
/// The package lives in `.build/bench-studio-package` and is kept between runs: only the first
/// run builds MotionKit in it (minutes); the studio's own first build before the saves is not timed.
extension Suite {
    /// Saves timed.
    static let packageSaves = 10

    mutating func studioPackage() throws {
        print("\nStudio in a package of one scene (motion init), Swift saves")
        let motion = binaries.appendingPathComponent("motion")
        let checkout = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = checkout.appendingPathComponent(".build/bench-studio-package/my-motion")
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            try? FileManager.default.removeItem(at: folder)
            let made = try ChildProcess.run(motion.path, ["init", folder.path, "--motionkit", checkout.path])
            guard made.status == 0 else { throw BenchError("motion init \(folder.path) failed with status \(made.status)") }
        }
        let scene = folder.appendingPathComponent("Sources/MyMotion/BadgeScene.swift")
        let original = try String(contentsOf: scene, encoding: .utf8)
        defer { try? OutputFile.write(Data(original.utf8), to: scene) }
        let pattern = try NSRegularExpression(pattern: #"M\.spring\(t - 0\.3, [0-9]+\)"#)
        guard pattern.firstMatch(in: original, range: NSRange(original.startIndex..., in: original)) != nil else {
            throw BenchError("\(scene.path) has no 'M.spring(t - 0.3, N)' for the bench to edit")
        }
        func edited(_ stiffness: Int) -> String {
            pattern.stringByReplacingMatches(in: original, range: NSRange(original.startIndex..., in: original), withTemplate: "M.spring(t - 0.3, \(stiffness))")
        }

        let group = "Studio in a package of one scene: a saved Swift edit to its new frame on screen, 2× DPR"
        // swift build after every save (as the studio did before quick builds), then quick builds.
        let full = try saves(motion, folder, quick: false) { try OutputFile.write(Data(edited($0).utf8), to: scene) }
        add(group, "Swift edit → new frame, swift build each time (\(Self.packageSaves) saves)", "ms", full.stats,
            note: "MOTION_STUDIO_QUICK_BUILD=0")
        _ = try? full.studio.stop()
        full.browser.close()
        let (stats, page, studio, browser) = try saves(motion, folder, quick: true) { try OutputFile.write(Data(edited($0).utf8), to: scene) }
        defer { _ = try? studio.stop(); browser.close() }
        add(group, "Swift edit → new frame, quick build (\(Self.packageSaves) saves)", "ms", stats,
            note: "the file watcher's settle time and the build included; \(Report.format(full.stats.median / stats.median))× faster than swift build")
        target(stats.median <= 1500, "studio, Swift edit to new frame in a package of one scene: \(Report.format(stats.median)) ms (≤ 1500)")

        // A compile error: from the end of the build that failed to the error on the page.
        var errorLatencies: [Double] = []
        for attempt in 0..<3 {
            try OutputFile.write(Data((edited(8) + "\nlet broken\(attempt): Int = \"not a number\"\n").utf8), to: scene)
            try page.wait(until: "document.querySelector('.mk-problems').textContent.includes('broken\(attempt)') || document.querySelector('.mk-problems').textContent.includes('cannot convert')", timeout: 300)
            let shown = try page.number("Number(document.querySelector('.mk-problems').dataset.shownAt)")
            let ended = try page.number("fetch('/api/catalog').then(r => r.json()).then(c => c.sources[0].endedAt)")
            errorLatencies.append(shown - ended)
            try OutputFile.write(Data(edited(9 + attempt).utf8), to: scene)
            try page.wait(until: "!document.querySelector('.mk-problems').textContent.includes('failed')", timeout: 300)
            usleep(300_000)
        }
        let errors = Statistics(errorLatencies)
        add(group, "compile error: build end → error on the page", "ms", errors)
        target(errors.median <= 1000, "studio, compile error on the page after the build ends: \(Report.format(errors.median)) ms (≤ 1000)")
    }

    /// Starts the studio in `folder` (quick builds on or off), opens its page on the scene, and
    /// times ``packageSaves`` saves (`save` writes the scene's source with a new stiffness)
    /// from the write to the new build's first frame on screen. The first save, which may
    /// prepare what later ones reuse, is not timed.
    private func saves(_ motion: URL, _ folder: URL, quick: Bool, save: (Int) throws -> Void)
        throws -> (stats: Statistics, page: DevToolsPage, studio: ServerProcess, browser: DevToolsBrowser) {
        var environment = ProcessInfo.processInfo.environment
        environment["MOTION_STUDIO_QUICK_BUILD"] = quick ? "1" : "0"
        let studio = try ServerProcess(motion, ["studio", "--port", "0"], in: folder, environment: environment)
        let url = try studio.url()
        let browser = try DevToolsBrowser.launch()
        let page = try browser.newPage(width: 1280, height: 900, scale: 2)
        // The first load builds the package (all of MotionKit on the first run): not timed.
        try page.navigate(to: URL(string: url.absoluteString + "#scene=badge&t=400")!)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.shownAt !== undefined || document.querySelector('.mk-problem') !== null", timeout: 1800)
        if try page.evaluate("document.querySelector('.mk-problem') !== null") as? Bool == true {
            throw BenchError("the package did not build: \(try page.evaluate("document.querySelector('.mk-problem').textContent") ?? "")")
        }
        let frame = "document.querySelector('.mk-frame')"
        var latencies: [Double] = []
        for index in 0...Self.packageSaves {
            // Once the studio is idle (no load under way): the next load is this save's.
            try Self.waitIdle(page)
            let generation = try page.number("Number(\(frame).dataset.shownGeneration)")
            let saved = Date().timeIntervalSince1970 * 1000
            try save(8 + index)
            try page.wait(until: "Number(\(frame).dataset.shownGeneration) > \(Int(generation))", timeout: 300)
            if index > 0 { latencies.append(try page.number("Number(\(frame).dataset.shownAt)") - saved) }
            guard try page.number("location.hash.includes('t=400') ? 1 : 0") == 1 else {
                throw BenchError("the page lost its time across a reload: \(try page.evaluate("location.hash") ?? "")")
            }
            usleep(300_000)
        }
        return (Statistics(latencies), page, studio, browser)
    }

    /// Waits until no source of the studio on `page` is loading (its catalog, asked by the page).
    private static func waitIdle(_ page: DevToolsPage, timeout: TimeInterval = 300) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while try page.evaluate("fetch('/api/catalog').then(r => r.json()).then(c => c.sources.every(s => s.status !== 'loading'))") as? Bool != true {
            guard Date() < deadline else { throw BenchError("the studio was still loading after \(Int(timeout)) s") }
            usleep(20_000)
        }
    }
}
