import Foundation
import MotionTestSupport
import XCTest

/// JavaScriptCore and libmicrohttpd are opened when a script runs or a studio starts, never
/// linked: `motion` starts without them, and a machine that lacks them can still render every
/// Swift scene, while the commands that need them say which file is missing.
final class OptionalLibrariesTests: XCTestCase {
    private static let libraries = ["libjavascriptcoregtk-4.1.so.0", "libmicrohttpd.so.12"]

    func testMotionNamesNeitherLibraryAsADependency() throws {
        let result = try ExternalTool.run("readelf", package: "binutils", ["--dynamic", CLIRunner.binary.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let needed = result.text.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        XCTAssertTrue(needed.contains { $0.contains("[libcairo.so.2]") }, "readelf lists the libraries: \(needed)")
        for library in Self.libraries {
            XCTAssertFalse(needed.contains { $0.contains(library) }, "\(library) is linked: \(needed)")
        }
    }

    /// Runs `script` with each library replaced by an empty file, in a mount namespace of its
    /// own (the system's files are not touched); nil when this user cannot make one.
    private func runWithoutLibraries(_ script: String, in folder: URL) throws -> ChildProcess.Result? {
        var hide: [String] = []
        for library in Self.libraries {
            let path = "/usr/lib/x86_64-linux-gnu/\(library)"
            guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("\(path) is not where this test looks for it") }
            hide.append("mount --bind \(folder.path)/empty \(path)")
        }
        FileManager.default.createFile(atPath: folder.appendingPathComponent("empty").path, contents: Data())
        let unshare = try ExternalTool.locate("unshare", package: "util-linux")
        // The namespace and the mounts themselves, tried first: a user or a container that may
        // not make them skips the test rather than failing it.
        let probe = try ChildProcess.run(unshare, ["--mount", "sh", "-c", (["set -e"] + hide).joined(separator: "\n")])
        guard probe.status == 0 else { return nil }
        let body = (["set -e"] + hide + ["cd \(folder.path)", script]).joined(separator: "\n")
        return try ChildProcess.run(unshare, ["--mount", "sh", "-c", body], timeout: 60)
    }

    func testStillsRenderWithoutTheLibraries() throws {
        let folder = try makeTemporaryFolder(self)
        guard let result = try runWithoutLibraries("\(CLIRunner.binary.path) render coins --time 4.4 -o coins.png", in: folder) else {
            throw XCTSkip("no private mount namespace with bind mounts here (unshare --mount needs root)")
        }
        XCTAssertEqual(result.status, 0, result.stderr)
        let png = try Data(contentsOf: folder.appendingPathComponent("coins.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testScriptsAndTheStudioNameTheMissingLibrary() throws {
        let folder = try makeTemporaryFolder(self)
        let motion = CLIRunner.binary.path
        let cases: [(command: String, library: String, output: String?)] = [
            ("\(motion) render \(SceneFileCommandTests.prototypes)#coins --time 1 -o js.png", "libjavascriptcoregtk-4.1.so.0", "js.png"),
            ("\(motion) script \(SceneFileCommandTests.prototypes)", "libjavascriptcoregtk-4.1.so.0", nil),
            ("\(motion) studio --port 0", "libmicrohttpd.so.12", nil),
        ]
        for (command, library, output) in cases {
            guard let result = try runWithoutLibraries("set +e; \(command); echo \"exit $?\"", in: folder) else {
                throw XCTSkip("no private mount namespace with bind mounts here (unshare --mount needs root)")
            }
            XCTAssertEqual(result.text.split(separator: "\n").last, "exit 1", "\(command): \(result.text) \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(command): one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("error: ") && result.stderr.contains(library), "\(command): \(result.stderr)")
            if let output {
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path), "\(command) wrote \(output)")
            }
        }
    }
}
