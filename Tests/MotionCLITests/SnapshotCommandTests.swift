import Foundation
import MotionTestSupport
import XCTest

/// `motion snapshot record|verify`, run as a separate process.
final class SnapshotCommandTests: XCTestCase {
    private let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    func testRecordThenVerifyPasses() throws {
        let folder = try makeTemporaryFolder(self).appendingPathComponent("snapshots")
        let record = try CLIRunner.run(["snapshot", "record", "coins", "--dir", folder.path], environment: environment)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertEqual(try contents(folder), ["coins.dark-foldable-closed.png", "coins.dark-foldable-open.png",
                                              "coins.dark-foldable-tabletop.png", "coins.dark-phone.png",
                                              "coins.light-foldable-closed.png", "coins.light-foldable-open.png",
                                              "coins.light-foldable-tabletop.png", "coins.light-phone.png"])
        XCTAssertTrue(record.stdout.hasSuffix("8 snapshots in \(folder.path): 8 recorded\n"), record.stdout)
        let verify = try CLIRunner.run(["snapshot", "verify", "--dir", folder.path, "coins"], environment: environment)
        XCTAssertEqual(verify.status, 0, verify.stderr)
        XCTAssertEqual(verify.stderr, "")
        XCTAssertTrue(verify.stdout.contains("ok        coins.dark-foldable-tabletop\n"), verify.stdout)
        XCTAssertTrue(verify.stdout.hasSuffix("8 snapshots in \(folder.path): 8 matched\n"), verify.stdout)
    }

    func testVerifyReportsAChangedReferenceAndWritesActualAndDiff() throws {
        let folder = try makeTemporaryFolder(self)
        let record = try CLIRunner.run(["snapshot", "record", "coins", "--scheme", "dark", "--device", "phone", "--dir", folder.path], environment: environment)
        XCTAssertEqual(record.status, 0, record.stderr)
        // Replace the reference with the light frame: the whole background differs.
        let light = try CLIRunner.run(["render", "coins", "--scheme", "light", "-o", folder.appendingPathComponent("coins.dark-phone.png").path], environment: environment)
        XCTAssertEqual(light.status, 0, light.stderr)
        let reference = try Data(contentsOf: folder.appendingPathComponent("coins.dark-phone.png"))
        let verify = try CLIRunner.run(["snapshot", "verify", "coins", "--scheme", "dark", "--device", "phone", "--dir", folder.path], environment: environment)
        XCTAssertEqual(verify.status, 1)
        XCTAssertTrue(verify.stderr.contains("differs   snapshot does not match \(folder.path)/coins.dark-phone.png: "), verify.stderr)
        XCTAssertTrue(verify.stderr.hasSuffix("error: 1 of 1 snapshots in \(folder.path) did not pass\n"), verify.stderr)
        XCTAssertEqual(try contents(folder), ["coins.dark-phone.actual.png", "coins.dark-phone.diff.png", "coins.dark-phone.png"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("coins.dark-phone.png")), reference, "verify never writes a reference")
        // A loose enough tolerance lets it pass, and the stale files are removed.
        let loose = try CLIRunner.run(["snapshot", "verify", "coins", "--scheme", "dark", "--device", "phone", "--dir", folder.path,
                                       "--channel-tolerance", "1"], environment: environment)
        XCTAssertEqual(loose.status, 0, loose.stderr)
        XCTAssertEqual(try contents(folder), ["coins.dark-phone.png"])
    }

    func testCorruptReferenceIsNamedAndKept() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("coins.light-phone.png")
        try Data("garbage".utf8).write(to: file)
        let verify = try CLIRunner.run(["snapshot", "verify", "coins", "--scheme", "light", "--device", "phone", "--dir", folder.path], environment: environment)
        XCTAssertEqual(verify.status, 1)
        XCTAssertTrue(verify.stderr.contains("failed    coins.light-phone: reference \(file.path) is not a readable PNG (7 bytes)"), verify.stderr)
        XCTAssertEqual(try Data(contentsOf: file), Data("garbage".utf8))
    }

    func testMissingReferencesFailVerify() throws {
        let folder = try makeTemporaryFolder(self)
        let verify = try CLIRunner.run(["snapshot", "verify", "--scheme", "light", "--device", "phone", "--dir", folder.path, "coins"], environment: environment)
        XCTAssertEqual(verify.status, 1)
        XCTAssertTrue(verify.stderr.hasPrefix("missing   \(folder.path)/coins.light-phone.png; actual: \(folder.path)/coins.light-phone.actual.png\n"), verify.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("coins.light-phone.png").path))
        let missingOnly = try CLIRunner.run(["snapshot", "record", "--missing-only", "--scheme", "light", "--dir", folder.path, "coins"], environment: environment)
        XCTAssertEqual(missingOnly.status, 0, missingOnly.stderr)
        XCTAssertTrue(missingOnly.stdout.hasSuffix("4 snapshots in \(folder.path): 4 recorded\n"), missingOnly.stdout)
    }

    func testBadFoldersFail() throws {
        let folder = try makeTemporaryFolder(self)
        let absent = folder.appendingPathComponent("absent")
        let missing = try CLIRunner.run(["snapshot", "verify", "--dir", absent.path], environment: environment)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "error: snapshot folder \(absent.path) does not exist (record references first with 'record')\n")
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        for action in ["verify", "record"] {
            let result = try CLIRunner.run(["snapshot", action, "--dir", file.path], environment: environment)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "error: snapshot folder \(file.path) is a file, not a folder\n")
        }
    }

    func testUsageErrorsExit64NamingTheValue() throws {
        let cases: [([String], String)] = [
            (["snapshot"], "error: 'motion snapshot' needs an action: verify or record\n"),
            (["snapshot", "check"], "error: unknown snapshot action 'check'; choose verify or record\n"),
            (["snapshot", "verify", "--channel-tolerance", "1.5"], "error: option '--channel-tolerance' got 1.5; it must be a fraction in 0...1\n"),
            (["snapshot", "verify", "--pixel-tolerance", "-0.1"], "error: option '--pixel-tolerance' got -0.1; it must be a fraction in 0...1\n"),
            (["snapshot", "verify", "--pixel-tolerance", "lots"], "error: option '--pixel-tolerance' expects a number, got 'lots'\n"),
            (["snapshot", "verify", "--device", "tablet"], "error: option '--device' got 'tablet'; choose one of phone, foldable-closed, foldable-open, foldable-tabletop\n"),
            (["snapshot", "verify", "--scale", "0"], "error: --scale 0 is invalid: it must be a finite number greater than 0\n"),
            (["snapshot", "verify", "--missing-only"], "error: --missing-only applies to record only\n"),
        ]
        for (arguments, expected) in cases {
            let result = try CLIRunner.run(arguments, environment: environment)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, expected)
        }
        let unknown = try CLIRunner.run(["snapshot", "verify", "nope"], environment: environment)
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.hasPrefix("error: unknown scene 'nope'; scenes: coins"), unknown.stderr)
    }

    /// A scale that gives an empty or oversized image is one usage error, before any folder is made.
    func testScaleIsCheckedOnceBeforeAnythingIsCreated() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [(String, String)] = [
            ("1e300", "error: --scale 1e300 does not fit scene 'coins': output 3.6e+302x2.8e+302 has inf pixels, over the limit of 200000000 (200 megapixels)\n"),
            ("60", "error: --scale 60 does not fit scene 'coins': output 21600x16800 has 362880000 pixels, over the limit of 200000000 (200 megapixels)\n"),
            ("0.001", "error: --scale 0.001 does not fit scene 'coins': scale 0.001 is too small: the output would be 0x0 pixels; it must give at least 1x1\n"),
            ("inf", "error: --scale inf is invalid: it must be a finite number greater than 0\n"),
        ]
        for (scale, expected) in cases {
            for action in ["record", "verify"] {
                let target = folder.appendingPathComponent("refs")
                let result = try CLIRunner.run(["snapshot", action, "--scale", scale, "--dir", target.path], environment: environment)
                XCTAssertEqual(result.status, 64, "\(action) --scale \(scale): \(result.stderr)")
                XCTAssertEqual(result.stderr, expected, "\(action) --scale \(scale)")
                XCTAssertEqual(result.stdout, "", "\(action) --scale \(scale)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "\(action) --scale \(scale) created \(target.path)")
            }
        }
        XCTAssertEqual(try contents(folder), [])
    }

    /// A folder named with a newline stays inside one line of each report.
    func testReportsStayOneLinePerSnapshot() throws {
        let folder = try makeTemporaryFolder(self).appendingPathComponent("refs\nnew")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let verify = try CLIRunner.run(["snapshot", "verify", "coins", "--scheme", "light", "--device", "phone", "--dir", folder.path], environment: environment)
        XCTAssertEqual(verify.status, 1)
        let lines = verify.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, verify.stderr)
        XCTAssertTrue(lines[0].hasPrefix("missing   ") && lines[0].contains("refs\\nnew/coins.light-phone.png"), verify.stderr)
        XCTAssertTrue(lines[1].hasPrefix("error: 1 of 1 snapshots in ") && lines[1].contains("refs\\nnew did not pass"), verify.stderr)
    }

    func testHelpListsTheOptions() throws {
        let help = try CLIRunner.run(["snapshot", "--help"], environment: environment)
        XCTAssertEqual(help.status, 0)
        for option in ["--dir", "--scheme", "--device", "--scale", "--channel-tolerance", "--pixel-tolerance", "--missing-only"] {
            XCTAssertTrue(help.stdout.contains(option), option)
        }
        let overview = try CLIRunner.run(["--help"], environment: environment).stdout
        XCTAssertTrue(overview.split(separator: "\n").contains { $0.hasPrefix("  snapshot ") && $0.hasSuffix("Verify or record reference PNGs of every scene, scheme and device.") }, overview)
    }
}
