import Foundation
import MotionRender
import XCTest

/// Headless Chromium (Debian package `chromium`, installed by `scripts/setup.sh --test`).
public enum Browser {
    public static let windowSize = "800,720"

    public static func screenshot(_ page: URL, fragment: String?, in folder: URL, reducedMotion: Bool = false) throws -> RasterImage {
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        _ = try run(["--screenshot=\(shot.path)", "--window-size=\(windowSize)"], page, fragment, folder, reducedMotion)
        return try RasterImage(contentsOf: shot)
    }

    /// The page's DOM after its scripts ran.
    public static func dom(_ page: URL, fragment: String?, in folder: URL, reducedMotion: Bool = false) throws -> String {
        try run(["--dump-dom"], page, fragment, folder, reducedMotion)
    }

    private static func run(_ arguments: [String], _ page: URL, _ fragment: String?, _ folder: URL, _ reducedMotion: Bool) throws -> String {
        guard let executable = ["chromium", "chromium-browser"].lazy.compactMap(ChildProcess.locate).first else {
            XCTFail("chromium is not installed: run `make test` (scripts/setup.sh --test installs it) or apt-get install chromium")
            throw CocoaError(.fileNoSuchFile)
        }
        let profile = folder.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        let all = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1",
                   "--virtual-time-budget=2000", "--user-data-dir=\(profile.path)", "--no-first-run"]
            + (reducedMotion ? ["--force-prefers-reduced-motion"] : [])
            + arguments + [page.absoluteString + (fragment.map { "#" + $0 } ?? "")]
        // Standard error carries D-Bus and GPU chatter; only the status and the output matter.
        let result = try ChildProcess.run(executable, all)
        try? FileManager.default.removeItem(at: profile)
        guard result.status == 0 else {
            XCTFail("chromium exited with \(result.status)")
            throw CocoaError(.executableLoad)
        }
        return result.text
    }
}
