import Foundation
@testable import MotionJS
import XCTest

/// Headless Chromium (Debian package `chromium`, from `scripts/setup.sh --test`) as an
/// independent reference for what a canvas reads back: the same assignments made on a browser
/// canvas and on ours give the same `fillStyle` strings.
final class ChromiumOracleTests: XCTestCase {
    /// Runs `script` (which sets `out` to a string) in a page and returns `out`.
    static func chromium(_ script: String) throws -> String {
        guard let executable = ["chromium", "chromium-browser"].lazy.compactMap(find).first else {
            XCTFail("chromium is not installed: run scripts/setup.sh --test (or apt-get install chromium)")
            throw CocoaError(.fileNoSuchFile)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionjs-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try "<html><body><pre id=o></pre><script>let out = '';\n\(script)\ndocument.getElementById('o').textContent = out;</script></body></html>"
            .write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--virtual-time-budget=2000",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--dump-dom", page.absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"o\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            XCTFail("no output from chromium")
            throw CocoaError(.fileReadCorruptFile)
        }
        return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func find(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The script both sides run: every input assigned after a sentinel, the read-back collected.
    static func colourScript(_ inputs: [String]) -> String {
        let list = inputs.map { "'" + $0.replacingOccurrences(of: "'", with: "\\'") + "'" }.joined(separator: ",")
        return """
        const g = (typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : document.createElement('canvas')).getContext('2d');
        out = [\(list)].map(c => { g.fillStyle = '#010203'; g.fillStyle = c; return g.fillStyle; }).join('|');
        """
    }

    func testNamedColoursAndColourSyntaxReadBackAsInChromium() throws {
        let inputs = CSSNamedColors.table.keys.sorted() + [
            "#abc", "#ABCD", "#a1b2c3", "#a1b2c3d4", "transparent", "rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)", "rgb(1 2 3 / 20%)",
            "rgb(10%, 20%, 30%)", "rgb(300, -1, 2.5)", "rgba(0, 0, 0, 0.001)", "rgba(0, 0, 0, 0.003)", "rgba(0, 0, 0, 0.3333)",
            "hsl(120, 100%, 25%)", "hsl(210deg 50% 40% / 0.7)", "hsla(0.25turn, 60%, 70%, 1)", "hwb(200 10% 20%)",
            "rgb(none 20 30)", "  red  ", "RED", "bogus", "#12", "rgb(1, 2)", "rgb(10%, 2, 3)",
        ]
        let script = Self.colourScript(inputs)
        let browser = try Self.chromium(script).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let ours = ScriptSupport.run("let out = '';\n" + script + "\nconsole.log(out);").output.first?
            .split(separator: "|", omittingEmptySubsequences: false).map(String.init) ?? []
        XCTAssertEqual(browser.count, inputs.count)
        XCTAssertEqual(ours.count, inputs.count)
        for (i, input) in inputs.enumerated() where i < browser.count && i < ours.count {
            XCTAssertEqual(ours[i], browser[i], "fillStyle = '\(input)'")
        }
    }

    func testFontsReadBackAsInChromium() throws {
        let inputs = ["20px serif", "bold 10px sans-serif", "700 10px sans-serif", "600 15px Inter", "normal 400 12px serif",
                      "bolder 10px serif", "300 12px serif", "2em serif", "50% serif", "medium serif", "larger serif", "12pt serif",
                      "1in serif", "xx-small serif", "xxx-large serif", "10px \"DejaVu Sans\"", "10px DejaVu   Sans",
                      "12px/2 serif", "12px Inter, sans-serif", "10px inherit", "serif", "12px", "bold bold 10px serif"]
        let list = inputs.map { "'" + $0.replacingOccurrences(of: "'", with: "\\'") + "'" }.joined(separator: ",")
        let script = """
        const g = document.createElement('canvas').getContext('2d');
        out = [\(list)].map(f => { g.font = '1px x'; g.font = f; return g.font; }).join('|');
        """
        let browser = try Self.chromium(script).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let ours = ScriptSupport.run("let out = '';\n" + script + "\nconsole.log(out);").output.first?
            .split(separator: "|", omittingEmptySubsequences: false).map(String.init) ?? []
        XCTAssertEqual(browser.count, inputs.count)
        for (i, input) in inputs.enumerated() where i < browser.count && i < ours.count {
            XCTAssertEqual(ours[i], browser[i], "font = '\(input)'")
        }
    }
}
