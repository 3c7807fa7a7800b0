import Foundation
import MotionRender
import XCTest

/// Headless Chromium (Debian package `chromium`, installed by `scripts/setup.sh --test`).
enum Browser {
    static let windowSize = "800,720"

    static func screenshot(_ page: URL, fragment: String?, in folder: URL, reducedMotion: Bool = false) throws -> RasterImage {
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        _ = try run(["--screenshot=\(shot.path)", "--window-size=\(windowSize)"], page, fragment, folder, reducedMotion)
        return try RasterImage(contentsOf: shot)
    }

    /// The page's DOM after its scripts ran.
    static func dom(_ page: URL, fragment: String?, in folder: URL, reducedMotion: Bool = false) throws -> String {
        try run(["--dump-dom"], page, fragment, folder, reducedMotion)
    }

    private static func run(_ arguments: [String], _ page: URL, _ fragment: String?, _ folder: URL, _ reducedMotion: Bool) throws -> String {
        guard let executable = ["chromium", "chromium-browser"].lazy.compactMap(find).first else {
            XCTFail("chromium is not installed: run `make test` (scripts/setup.sh --test installs it) or apt-get install chromium")
            throw CocoaError(.fileNoSuchFile)
        }
        let profile = folder.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--virtual-time-budget=2000", "--user-data-dir=\(profile.path)", "--no-first-run"]
            + (reducedMotion ? ["--force-prefers-reduced-motion"] : [])
            + arguments + [page.absoluteString + (fragment.map { "#" + $0 } ?? "")]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice   // D-Bus and GPU chatter
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
        guard process.terminationStatus == 0 else {
            XCTFail("chromium exited with \(process.terminationStatus)")
            throw CocoaError(.executableLoad)
        }
        return String(decoding: stdout, as: UTF8.self)
    }

    private static func find(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
